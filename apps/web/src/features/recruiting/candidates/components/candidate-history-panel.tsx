import { useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import dayjs from 'dayjs';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useCandidateHistoryQuery,
  useDeleteHistoryEntryMutation,
  type Education,
  type Employment,
  type HistorySection,
} from '../api/candidate-profile-api';
import { HistoryEntryDialog } from './history-entry-dialog';

const month = (date: string | null) => (date ? dayjs(date).format('MMM YYYY') : null);
function period(entry: { startDate: string | null; endDate: string | null }, isCurrentWithoutEnd: boolean) {
  const end = month(entry.endDate) ?? (isCurrentWithoutEnd && entry.startDate ? 'present' : null);
  return [month(entry.startDate), end].filter(Boolean).join(' – ');
}

const SECTIONS = {
  educations: {
    title: 'Education',
    empty: 'No education yet.',
    primary: (entry: Education | Employment) => ('schoolName' in entry ? entry.schoolName : ''),
    secondary: (entry: Education | Employment) =>
      'schoolName' in entry ? [entry.degree, entry.discipline].filter(Boolean).join(', ') : '',
  },
  employments: {
    title: 'Employment',
    empty: 'No employment yet.',
    primary: (entry: Education | Employment) =>
      'companyName' in entry ? [entry.title, entry.companyName].filter(Boolean).join(' at ') : '',
    secondary: () => '',
  },
} as const;

function HistoryList({
  candidateId,
  section,
  entries,
  canEdit,
}: {
  candidateId: string;
  section: HistorySection;
  entries: Array<Education | Employment>;
  canEdit: boolean;
}) {
  const [remove] = useDeleteHistoryEntryMutation();
  const [editing, setEditing] = useState<Education | Employment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Education | Employment | null>(null);
  const labels = SECTIONS[section];
  const headingId = `candidate-${section}`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" fontWeight={600}>
          {labels.title}
        </Typography>
        {canEdit && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add {labels.title.toLowerCase()}
          </Button>
        )}
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{labels.empty}</Typography>
      ) : (
        <List disablePadding aria-label={labels.title}>
          {entries.map((entry) => {
            const name = labels.primary(entry);
            return (
              <ListItem
                key={entry.id}
                divider
                disableGutters
                secondaryAction={
                  canEdit && (
                    <Stack direction="row">
                      <Tooltip title="Edit">
                        <IconButton
                          size="small"
                          aria-label={`Edit ${name}`}
                          onClick={() => setEditing(entry)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label={`Delete ${name}`}
                          onClick={() => setDeleting(entry)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  )
                }
                sx={{ pr: canEdit ? 10 : 0, display: 'block' }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[labels.secondary(entry), period(entry, section === 'employments')]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
      {editing && (
        <HistoryEntryDialog
          candidateId={candidateId}
          section={section}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteRecordDialog
        kind={labels.title.toLowerCase()}
        name={deleting ? labels.primary(deleting) : null}
        onDelete={() => remove({ id: candidateId, section, entryId: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Schools and employers (Greenhouse's education and employment), newest first. */
export function CandidateHistoryPanel({ candidateId }: { candidateId: string }) {
  const history = useCandidateHistoryQuery(candidateId);
  const canEdit = useHasPermission('rct.module.candidates.candidate.edit');
  return (
    <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Education and employment
        </Typography>
        {history.isLoading && (
          <Skeleton
            variant="rounded"
            height={80}
            role="progressbar"
            aria-label="Loading education and employment"
          />
        )}
        {history.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                Try again
              </Button>
            }
          >
            Education and employment could not be loaded.
          </Alert>
        )}
        {history.data && (
          <>
            <HistoryList
              candidateId={candidateId}
              section="employments"
              entries={history.data.employments}
              canEdit={canEdit}
            />
            <HistoryList
              candidateId={candidateId}
              section="educations"
              entries={history.data.educations}
              canEdit={canEdit}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
