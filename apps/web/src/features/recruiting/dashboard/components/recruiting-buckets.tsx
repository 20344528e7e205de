import { useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  DASHBOARD_BUCKET_LABELS,
  type DashboardBucket,
  type DashboardSummary,
} from '@atrium/shared/schemas/recruiting/dashboard';
import { canOpenPage } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { api } from '../../../../lib/api';
import { Modal } from '../../../../components/ui/modal';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useDashboardBucketQuery, useMyTasksQuery, useRecruitingSummaryQuery } from '../api/dashboard-api';

dayjs.extend(relativeTime);

// Sending a reminder is the interviews area's; the dashboard only asks for it.
const remindApi = api.injectEndpoints({
  endpoints: (build) => ({
    remindInterviewers: build.mutation<{ message: string }, string>({
      query: (interviewId) => ({ url: `interviews/${interviewId}/remind`, method: 'POST' }),
    }),
  }),
});

type Tile =
  | { key: string; label: string; count: number; to: string }
  | { key: string; label: string; count: number; bucket: DashboardBucket | 'tasks' };

function tilesOf(counts: DashboardSummary['counts'], permissions: readonly string[]): Tile[] {
  const review = canOpenPage(paths.applicationReview, permissions);
  return [
    review
      ? {
          key: 'to_review',
          label: DASHBOARD_BUCKET_LABELS.to_review,
          count: counts.toReview,
          to: paths.applicationReview,
        }
      : {
          key: 'to_review',
          label: DASHBOARD_BUCKET_LABELS.to_review,
          count: counts.toReview,
          bucket: 'to_review',
        },
    {
      key: 'needs_decision',
      label: DASHBOARD_BUCKET_LABELS.needs_decision,
      count: counts.needsDecision,
      bucket: 'needs_decision',
    },
    {
      key: 'to_schedule',
      label: DASHBOARD_BUCKET_LABELS.to_schedule,
      count: counts.toSchedule,
      bucket: 'to_schedule',
    },
    { key: 'today', label: 'My interviews today', count: counts.interviewsToday, to: '#my-interviews' },
    {
      key: 'scorecards_due',
      label: DASHBOARD_BUCKET_LABELS.scorecards_due,
      count: counts.scorecardsDue,
      bucket: 'scorecards_due',
    },
    {
      key: 'awaiting_feedback',
      label: DASHBOARD_BUCKET_LABELS.awaiting_feedback,
      count: counts.awaitingFeedback,
      bucket: 'awaiting_feedback',
    },
    {
      key: 'offers',
      label: 'Offers waiting for my approval',
      count: counts.offersToApprove,
      to: '#pending-approvals',
    },
    { key: 'tasks', label: 'My open tasks', count: counts.openTasks, bucket: 'tasks' },
  ];
}

function TileBody({ label, count }: { label: string; count: number }) {
  return (
    <Box sx={{ textAlign: 'left', width: '100%' }}>
      <Typography
        variant="h4"
        component="span"
        sx={{ display: 'block', color: count ? 'primary.main' : 'text.secondary' }}
      >
        {count}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const tileSx = {
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  height: '100%',
  alignItems: 'flex-start',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
} as const;

function BucketList({ bucket }: { bucket: DashboardBucket }) {
  const rows = useDashboardBucketQuery(bucket);
  const [remind, reminding] = remindApi.useRemindInterviewersMutation();
  if (rows.isLoading) return <Skeleton variant="rounded" height={120} />;
  if (rows.isError) return <Alert severity="error">{errorMessage(rows.error)}</Alert>;
  if (!rows.data?.length)
    return <EmptyState title="Nothing waiting" description="You are all caught up here." />;
  const send = async (interviewId: string) => {
    try {
      toastSuccess((await remind(interviewId).unwrap()).message);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <List dense aria-label={DASHBOARD_BUCKET_LABELS[bucket]}>
      {rows.data.map((row) => {
        const to = row.interview
          ? paths.interviewDetails(row.candidate.id, row.interview.id)
          : paths.candidate(row.candidate.id);
        return (
          <ListItem
            key={`${row.applicationId}-${row.interview?.id ?? ''}`}
            divider
            secondaryAction={
              bucket === 'awaiting_feedback' && row.interview ? (
                <Button
                  size="small"
                  onClick={() => void send(row.interview!.id)}
                  loading={reminding.isLoading}
                >
                  Send reminder
                </Button>
              ) : undefined
            }
            sx={{ pr: bucket === 'awaiting_feedback' ? 16 : 2 }}
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={to}>
                  {row.candidate.name}
                </Link>
              }
              secondary={[
                row.job.name,
                row.interview?.title ?? row.stage?.name,
                row.missing.length ? `Missing: ${row.missing.map((person) => person.name).join(', ')}` : null,
                dayjs(row.since).fromNow(),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

function TaskList() {
  const tasks = useMyTasksQuery();
  if (tasks.isLoading) return <Skeleton variant="rounded" height={120} />;
  if (tasks.isError) return <Alert severity="error">{errorMessage(tasks.error)}</Alert>;
  if (!tasks.data?.length)
    return <EmptyState title="No open tasks" description="Tasks assigned to you on jobs show here." />;
  return (
    <List dense aria-label="My open tasks">
      {tasks.data.map((task) => (
        <ListItem key={task.id} divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.jobTasks(task.job.id)}>
                {task.title}
              </Link>
            }
            secondary={`${task.job.name}${task.dueOn ? ` · due ${dayjs(task.dueOn).format('DD MMM YYYY')}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Greenhouse's "My dashboard" buckets: each count opens its list. */
export function RecruitingBuckets() {
  const permissions = useSession().user?.permissions ?? [];
  const summary = useRecruitingSummaryQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const [open, setOpen] = useState<{ key: DashboardBucket | 'tasks'; label: string } | null>(null);
  let body: ReactNode;
  if (summary.isLoading)
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={76} />
        ))}
      </Box>
    );
  else if (summary.isError) body = <Alert severity="error">{errorMessage(summary.error)}</Alert>;
  else if (summary.data) {
    const next = summary.data.nextInterview;
    body = (
      <>
        {next && (
          <Typography sx={{ mb: 2 }}>
            Your next interview:{' '}
            <Link
              component={RouterLink}
              to={paths.interviewDetails(next.candidate.id, next.id)}
              underline="always"
            >
              {next.title} with {next.candidate.name}
            </Link>{' '}
            ({next.job.name}), {dayjs(next.startsAt).format('ddd D MMM, HH:mm')}
          </Typography>
        )}
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {tilesOf(summary.data.counts, permissions).map((tile) => (
            <li key={tile.key}>
              {'to' in tile ? (
                <ButtonBase
                  component={tile.to.startsWith('#') ? 'a' : RouterLink}
                  {...(tile.to.startsWith('#') ? { href: tile.to } : { to: tile.to })}
                  sx={tileSx}
                >
                  <TileBody label={tile.label} count={tile.count} />
                </ButtonBase>
              ) : (
                <ButtonBase
                  sx={{ ...tileSx, width: '100%' }}
                  onClick={() => setOpen({ key: tile.bucket, label: tile.label })}
                  aria-haspopup="dialog"
                >
                  <TileBody label={tile.label} count={tile.count} />
                </ButtonBase>
              )}
            </li>
          ))}
        </Box>
      </>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-dashboard-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="my-dashboard-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          My recruiting
        </Typography>
        {body}
      </CardContent>
      <Modal open={Boolean(open)} onClose={() => setOpen(null)} title={open?.label ?? ''} maxWidth="sm">
        {open && (open.key === 'tasks' ? <TaskList /> : <BucketList bucket={open.key} />)}
      </Modal>
    </Card>
  );
}
