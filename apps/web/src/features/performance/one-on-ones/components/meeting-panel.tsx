import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { OneOnOnePerson } from '@atrium/shared/schemas/performance/one-on-ones';
import { LazyRichTextEditor } from '../../../../components/editor/rich-text-field';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCompleteMeetingMutation,
  useGetMeetingQuery,
  useMeetingWriteMutation,
  type MeetingDetail,
} from '../api/one-on-ones-api';
import { formatMeetingDay, formatMeetingTime } from '../utils/one-on-one-format';

type Write = ReturnType<typeof useMeetingWriteMutation>[0];

function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function TalkingPoints({
  meeting,
  write,
  isLocked,
}: {
  meeting: MeetingDetail;
  write: Write;
  isLocked: boolean;
}) {
  const [text, setText] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await write({
        meetingId: meeting.id,
        url: `meetings/${meeting.id}/talking-points`,
        method: 'POST',
        body: { text },
      }).unwrap();
      setText('');
    } catch (error) {
      toastError(error, 'The talking point could not be added');
    }
  };
  const patch = (id: string, body: object) =>
    write({ meetingId: meeting.id, url: `talking-points/${id}`, method: 'PATCH', body })
      .unwrap()
      .catch((error: unknown) => toastError(error, 'The talking point could not be changed'));
  const remove = (id: string) =>
    write({ meetingId: meeting.id, url: `talking-points/${id}`, method: 'DELETE' })
      .unwrap()
      .catch((error: unknown) => toastError(error, 'The talking point could not be removed'));
  return (
    <Section title="Talking points">
      {meeting.talkingPoints.length === 0 ? (
        <Typography color="text.secondary">
          Nothing on the agenda yet: either of you can add points.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Agenda">
          {meeting.talkingPoints.map((point) => (
            <ListItem
              key={point.id}
              disableGutters
              secondaryAction={
                !isLocked && (
                  <Tooltip title="Remove">
                    <IconButton
                      edge="end"
                      aria-label={`Remove "${point.text}"`}
                      onClick={() => void remove(point.id)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <Checkbox
                edge="start"
                checked={point.done}
                disabled={isLocked}
                onChange={(event) => void patch(point.id, { done: event.target.checked })}
                slotProps={{ input: { 'aria-label': `Discussed: ${point.text}` } }}
              />
              <Box sx={{ minWidth: 0, pr: 5 }}>
                <Typography
                  sx={{ textDecoration: point.done ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
                >
                  {point.text}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {point.author.name}
                  {point.carriedOver ? ' · carried over' : ''}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {!isLocked && (
        <Box component="form" onSubmit={(event) => void add(event)} sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label="Add a talking point"
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button type="submit" variant="outlined" disabled={!text.trim()} sx={{ whiteSpace: 'nowrap' }}>
            Add point
          </Button>
        </Box>
      )}
    </Section>
  );
}

/** A meeting's text (shared notes, a private note) edited as a draft and saved by a button. */
function useMeetingText(
  meeting: MeetingDetail,
  write: Write,
  options: {
    saved: string;
    field: 'shared-notes' | 'private-note';
    body: (value: string) => object;
    done: string;
    failed: string;
  },
) {
  const [value, setValue] = useState(options.saved);
  useEffect(() => setValue(options.saved), [meeting.id, options.saved]);
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    try {
      await write({
        meetingId: meeting.id,
        url: `meetings/${meeting.id}/${options.field}`,
        method: 'PUT',
        body: options.body(value),
      }).unwrap();
      toastSuccess(options.done);
    } catch (error) {
      toastError(error, options.failed);
    } finally {
      setIsSaving(false);
    }
  };
  return { value, setValue, isSaving, save, isChanged: value !== options.saved };
}

function SharedNotes({
  meeting,
  write,
  isLocked,
}: {
  meeting: MeetingDetail;
  write: Write;
  isLocked: boolean;
}) {
  const draft = useMeetingText(meeting, write, {
    saved: meeting.sharedNotes,
    field: 'shared-notes',
    body: (notes) => ({ notes }),
    done: 'Shared notes saved',
    failed: 'The notes could not be saved',
  });
  return (
    <Section
      title="Shared notes"
      aside={
        !isLocked && (
          <Button
            size="small"
            variant="contained"
            loading={draft.isSaving}
            disabled={!draft.isChanged}
            onClick={() => void draft.save()}
          >
            Save notes
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Both of you read and write these.
      </Typography>
      <LazyRichTextEditor
        value={draft.value}
        onChange={draft.setValue}
        disabled={isLocked}
        placeholder="What you discussed and agreed"
      />
    </Section>
  );
}

function PrivateNote({ meeting, write }: { meeting: MeetingDetail; write: Write }) {
  const draft = useMeetingText(meeting, write, {
    saved: meeting.privateNote,
    field: 'private-note',
    body: (note) => ({ note }),
    done: 'Private note saved',
    failed: 'The note could not be saved',
  });
  return (
    <Section
      title="Private note"
      aside={
        <Button
          size="small"
          variant="outlined"
          loading={draft.isSaving}
          disabled={!draft.isChanged}
          onClick={() => void draft.save()}
        >
          Save private note
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}>
        <LockOutlinedIcon fontSize="small" />
        <Typography variant="body2">
          Only you can see this: not the other person, not your manager, not HR.
        </Typography>
      </Stack>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label="Your private note"
        value={draft.value}
        onChange={(event) => draft.setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
      />
    </Section>
  );
}

function ActionItems({
  meeting,
  people,
  write,
  isLocked,
}: {
  meeting: MeetingDetail;
  people: readonly OneOnOnePerson[];
  write: Write;
  isLocked: boolean;
}) {
  const [text, setText] = useState('');
  const [ownerId, setOwnerId] = useState(people[0]?.id ?? '');
  const [dueDate, setDueDate] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await write({
        meetingId: meeting.id,
        url: `meetings/${meeting.id}/action-items`,
        method: 'POST',
        body: { text, ownerId, dueDate: dueDate || null },
      }).unwrap();
      setText('');
      setDueDate('');
    } catch (error) {
      toastError(error, 'The action item could not be added');
    }
  };
  const toggle = (id: string, done: boolean) =>
    write({
      meetingId: meeting.id,
      url: `action-items/${id}?meetingId=${meeting.id}`,
      method: 'PATCH',
      body: { done },
    })
      .unwrap()
      .catch((error: unknown) => toastError(error, 'The action item could not be changed'));
  return (
    <Section title="Action items">
      {meeting.actionItems.length === 0 ? (
        <Typography color="text.secondary">No open action items.</Typography>
      ) : (
        <List dense disablePadding aria-label="Action items">
          {meeting.actionItems.map((item) => (
            <ListItem key={item.id} disableGutters>
              <Checkbox
                edge="start"
                checked={item.doneAt !== null}
                disabled={isLocked}
                onChange={(event) => void toggle(item.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': `Done: ${item.text}` } }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  sx={{ textDecoration: item.doneAt ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
                >
                  {item.text}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.owner.name}
                  {item.dueDate ? ` · due ${formatMeetingDay(`${item.dueDate}T12:00:00Z`, 'UTC')}` : ''}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {!isLocked && (
        <Box component="form" onSubmit={(event) => void add(event)} sx={{ mt: 1 }}>
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              fullWidth
              label="Add an action item"
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <TextField
              select
              size="small"
              label="Owner"
              value={ownerId}
              onChange={(event) => setOwnerId(event.target.value)}
              sx={{ minWidth: 160 }}
            >
              {people.map((person) => (
                <MenuItem key={person.id} value={person.id}>
                  {person.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label="Due"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button type="submit" variant="outlined" disabled={!text.trim()} sx={{ whiteSpace: 'nowrap' }}>
              Add item
            </Button>
          </Stack>
        </Box>
      )}
    </Section>
  );
}

/** One meeting of a series: its agenda, shared notes, the viewer's private note and the action items. */
export function MeetingPanel({
  seriesId,
  meetingId,
  people,
  isSeriesActive,
  onHeld,
}: {
  seriesId: string;
  meetingId: string;
  people: readonly OneOnOnePerson[];
  isSeriesActive: boolean;
  onHeld: (nextMeetingId: string | null) => void;
}) {
  const meeting = useGetMeetingQuery(meetingId);
  const zone = useSession().user?.timezone;
  const [write] = useMeetingWriteMutation();
  const [complete, { isLoading: isCompleting }] = useCompleteMeetingMutation();
  if (meeting.isError)
    return (
      <LoadFailureState error={meeting.error} subject="meeting" onRetry={() => void meeting.refetch()} />
    );
  if (!meeting.data)
    return <Skeleton variant="rounded" height={320} aria-label="Loading the meeting" role="progressbar" />;
  const data = meeting.data;
  const isLocked = data.status === 'cancelled' || !isSeriesActive;
  const markHeld = async () => {
    try {
      const result = await complete({ seriesId, meetingId }).unwrap();
      toastSuccess(
        result.data.nextMeetingId ? 'Meeting held: the next one is on the agenda' : 'Meeting held',
      );
      onHeld(result.data.nextMeetingId);
    } catch (error) {
      toastError(error, 'The meeting could not be marked as held');
    }
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            {formatMeetingTime(data.scheduledAt, zone)}
          </Typography>
          <Typography color="text.secondary">{data.durationMinutes} minutes</Typography>
        </Box>
        {data.status === 'upcoming' && !isLocked ? (
          <Button variant="contained" loading={isCompleting} onClick={() => void markHeld()}>
            Mark as held
          </Button>
        ) : (
          <Chip
            label={data.status === 'held' ? 'Held' : 'Cancelled'}
            color={data.status === 'held' ? 'success' : 'default'}
          />
        )}
      </Stack>
      {isLocked && data.status !== 'held' && (
        <Alert severity="info">This meeting is cancelled: its agenda and notes stay as they were.</Alert>
      )}
      <TalkingPoints meeting={data} write={write} isLocked={isLocked} />
      <SharedNotes meeting={data} write={write} isLocked={isLocked} />
      <PrivateNote meeting={data} write={write} />
      <ActionItems meeting={data} people={people} write={write} isLocked={isLocked} />
    </Stack>
  );
}
