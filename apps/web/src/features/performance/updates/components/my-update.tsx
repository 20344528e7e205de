import { useId } from 'react';
import { Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { WEEKDAY_LABELS, type Weekday } from '@atrium/shared/schemas/performance/updates-period';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { useGetCurrentUpdateQuery } from '../api/updates-api';
import { formatDueDay, formatPeriod, updateStatusChip } from '../utils/update-format';
import { UpdateForm } from './update-form';
import { UpdateView } from './update-view';

/** The caller's update for today's period: the form while it is a draft, what they shared after. */
export function MyUpdate() {
  const current = useGetCurrentUpdateQuery();
  const headingId = useId();
  if (current.isError)
    return (
      <LoadFailureState error={current.error} subject="your update" onRetry={() => void current.refetch()} />
    );
  if (!current.data)
    return <Skeleton variant="rounded" height={480} aria-label="Loading your update" role="progressbar" />;
  const { period, schedule, questions, update, carriedPriorities, manager } = current.data;
  const isWritable = !update || update.status === 'draft';
  const status = update ? updateStatusChip(update.status) : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction={{ xxs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={headingId} variant="h6" component="h2">
                Your update for {formatPeriod(period)}
              </Typography>
              {status && <Chip size="small" label={status.label} color={status.color} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Due {formatDueDay(period.end)}
              {schedule.source === 'team' && manager
                ? ` · questions and schedule set by ${manager.name}`
                : ` · ${schedule.cadence === 'weekly' ? 'every week' : schedule.cadence === 'biweekly' ? 'every two weeks' : 'every month'} on ${WEEKDAY_LABELS[schedule.dueWeekday as Weekday]}`}
            </Typography>
          </div>
          {update && !isWritable && (
            <Button component={RouterLink} to={paths.performanceUpdate(update.id)} variant="outlined">
              Open · {update.comments.length} {update.comments.length === 1 ? 'comment' : 'comments'}
            </Button>
          )}
        </Stack>
        {isWritable ? (
          <UpdateForm
            questions={questions}
            update={update}
            carriedPriorities={carriedPriorities}
            managerName={manager?.name ?? null}
          />
        ) : (
          <UpdateView update={update} />
        )}
      </CardContent>
    </Card>
  );
}
