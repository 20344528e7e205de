import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useApplicationReviewPrefetch, useGetApplicationReviewQuery } from '../api/application-review-api';
import { useAdvanceApplicationMutation, useCandidateFilterOptionsQuery } from '../api/candidates-api';
import { RejectApplicationDialog } from '../components/reject-application-dialog';
import { ReviewApplicationBody } from '../components/review-application-body';
import { ReviewCandidateHeader } from '../components/review-candidate-header';
import { ReviewJobFilter } from '../components/review-job-filter';
import { ShortcutButton } from '../components/shortcut-button';
import { useShortcutKeys } from '../hooks/use-shortcut-keys';

/**
 * /application-review[?jobId=]: new applications one at a time, oldest first, to advance, reject or
 * put aside for later (A, R, S). Those put aside stay aside until the page is left.
 */
export default function ApplicationReviewPage() {
  usePageTitle('Application review');
  const canAdvance = useHasPermission('rct.module.job_details.pipeline.edit');
  const canReject = useHasPermission('rct.module.candidates.candidate.reject');
  const canEmail = useHasPermission('rct.module.candidates.email.send');
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get('jobId') ?? undefined;
  const [skipped, setSkipped] = useState<string[]>([]);
  const review = useGetApplicationReviewQuery({ jobId, skip: skipped });
  const prefetch = useApplicationReviewPrefetch('getApplicationReview');
  const options = useCandidateFilterOptionsQuery(undefined, { skip: !canReject });
  const [advance, advancing] = useAdvanceApplicationMutation();
  const [isRejecting, setIsRejecting] = useState(false);
  const next = review.data?.next ?? null;
  const nextId = next?.application.id;
  // The one just advanced stays on screen until the refresh brings the next.
  const [advancedId, setAdvancedId] = useState<string | null>(null);
  // Busy while what is shown is not for the current arguments (a skip loading the next) or was just
  // advanced; a refresh in the background (a live update) leaves it current, so keys still act.
  const isBusy =
    review.currentData === undefined ||
    advancing.isLoading ||
    (nextId !== undefined && nextId === advancedId);

  // The one after a skip is read ahead, so skipping shows it at once.
  useEffect(() => {
    if (nextId) prefetch({ jobId, skip: [...skipped, nextId] });
  }, [jobId, nextId, prefetch, skipped]);

  const doAdvance = async () => {
    if (!next || isBusy || !canAdvance) return;
    const { candidate, application } = next;
    try {
      await advance({
        candidateId: candidate.id,
        applicationId: application.id,
        body: { fromStageId: application.stage?.id },
      }).unwrap();
      setAdvancedId(application.id);
      const to = application.stages[application.stages.findIndex((s) => s.id === application.stage?.id) + 1];
      toastSuccess(`${candidate.name} moved to ${to?.name ?? 'the next stage'}`);
    } catch (error) {
      toastError(error);
    }
  };
  const doReject = () => {
    if (next && !isBusy && canReject && options.data) setIsRejecting(true);
  };
  // The server takes at most 200 put aside; past that the oldest come round again.
  const doSkip = () => {
    if (next && !isBusy) setSkipped((current) => [...current, next.application.id].slice(-200));
  };
  useShortcutKeys({ a: () => void doAdvance(), r: doReject, s: doSkip }, Boolean(next) && !isRejecting);

  const chooseJob = (id: string) => setSearchParams(id ? { jobId: id } : {}, { replace: true });

  const heading = (
    <Typography variant="h4" component="h1">
      Application review
    </Typography>
  );
  if (!review.data) {
    if (!review.isError)
      return (
        <Stack spacing={3}>
          {heading}
          <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading applications" />
        </Stack>
      );
    return (
      <Stack spacing={3}>
        {heading}
        <LoadFailureState error={review.error} subject="review queue" onRetry={() => void review.refetch()} />
      </Stack>
    );
  }

  const { remaining, jobs } = review.data;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xxs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          {heading}
          <Typography color="text.secondary" aria-live="polite">
            {remaining} left{skipped.length > 0 ? ` · ${skipped.length} skipped` : ''}
          </Typography>
        </Box>
        <ReviewJobFilter jobs={jobs} value={jobId ?? ''} onChange={chooseJob} />
      </Stack>
      {review.isFetching && <LinearProgress aria-label="Loading the next application" />}
      {next ? (
        <>
          <ReviewCandidateHeader item={next} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {canAdvance && (
              <ShortcutButton
                shortcut="A"
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                onClick={() => void doAdvance()}
                loading={advancing.isLoading}
                disabled={isBusy}
              >
                Advance
              </ShortcutButton>
            )}
            {canReject && (
              <ShortcutButton
                shortcut="R"
                variant="outlined"
                color="error"
                onClick={doReject}
                disabled={isBusy || !options.data}
              >
                Reject
              </ShortcutButton>
            )}
            <ShortcutButton shortcut="S" variant="outlined" onClick={doSkip} disabled={isBusy}>
              Skip
            </ShortcutButton>
          </Stack>
          <ReviewApplicationBody application={next.application} />
        </>
      ) : (
        <EmptyState
          title="All caught up"
          description={
            skipped.length > 0
              ? `No more new applications here, besides the ${skipped.length} you skipped.`
              : 'No new applications wait for review here.'
          }
          action={
            skipped.length > 0 && (
              <Button variant="outlined" onClick={() => setSkipped([])}>
                Review the skipped ones
              </Button>
            )
          }
        />
      )}
      {isRejecting && next && options.data && (
        <RejectApplicationDialog
          candidateId={next.candidate.id}
          application={next.application}
          options={options.data}
          canEmail={canEmail}
          onClose={() => setIsRejecting(false)}
        />
      )}
    </Stack>
  );
}
