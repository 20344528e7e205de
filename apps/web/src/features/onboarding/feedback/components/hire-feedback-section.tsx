import { Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useHireFeedbackQuery } from '../api/feedback-api';
import { FeedbackAnswers } from './feedback-answers';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The Feedback section of a hire's page: each set sent, and the answers once given. */
export function HireFeedbackSection({ hireId }: { hireId: string }) {
  const canView = useHasPermission('onb.module.new_hires.new_hire.view');
  const feedback = useHireFeedbackQuery(hireId, { skip: !canView });
  if (!canView) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Feedback">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Feedback
        </Typography>
        {feedback.isError && (
          <LoadFailureState
            error={feedback.error}
            subject="feedback"
            onRetry={() => void feedback.refetch()}
          />
        )}
        {feedback.isLoading && (
          <Skeleton variant="rounded" height={80} aria-label="Loading the feedback" role="progressbar" />
        )}
        {feedback.data?.length === 0 && (
          <Typography color="text.secondary">
            No feedback asked yet: each set goes the set number of days after the start date.
          </Typography>
        )}
        <Stack spacing={2} divider={<Divider flexItem />}>
          {feedback.data?.map((request) => (
            <Stack key={request.id} spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{request.setName}</Typography>
                <Chip
                  size="small"
                  color={request.answeredAt ? 'success' : 'default'}
                  label={
                    request.answeredAt
                      ? `Answered ${day(request.answeredAt)}`
                      : `Sent ${day(request.sentAt)}, waiting`
                  }
                />
              </Stack>
              {request.answeredAt && <FeedbackAnswers request={request} />}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
