import { Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_UPCOMING_DAYS } from '@atrium/shared/schemas/onboarding/reports';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { HomeCard } from '../../home/components/home-card';
import { TaskProgress } from '../../new-hires/components/task-progress';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import { useOnboardingDashboardQuery } from '../api/dashboard-api';
import { CardStates } from '../components/card-states';
import { CompletionChart } from '../components/completion-chart';
import { OverdueByAssigneeCard } from '../components/overdue-by-assignee-card';
import { SignaturesWaitingCard } from '../components/signatures-waiting-card';
import { SummaryList } from '../components/summary-list';

const listOf = (state: string) => `${paths.newHires}?f.state=${encodeURIComponent(JSON.stringify(state))}`;
const detailOf = (hire: { jobTitle: string | null; departmentName: string | null }) =>
  [hire.jobTitle, hire.departmentName].filter(Boolean).join(' · ') || 'No job title yet';

/** /onboarding/dashboard: who starts soon, how far along everyone is, what is overdue and unsigned. */
export default function OnboardingDashboardPage() {
  usePageTitle('Onboarding dashboard');
  const canSeeAllTasks = useHasPermission('onb.module.tasks.task.view.all');
  const canSeeSignatures = useHasPermission('onb.module.e_signature.request.view');
  const dashboard = useOnboardingDashboardQuery();
  const states = {
    isLoading: !dashboard.data,
    isError: dashboard.isError,
    onRetry: () => void dashboard.refetch(),
  };
  const data = dashboard.data;
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Dashboard"
        description="Upcoming starts, hires in progress, overdue tasks and documents waiting, across the company."
      />
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 6 }}>
          <HomeCard title={`Starting in the next ${DASHBOARD_UPCOMING_DAYS} days`}>
            <CardStates label="upcoming starts" {...states}>
              {() =>
                data!.upcoming.items.length === 0 ? (
                  <EmptyState isCompact title={`No one starts in the next ${DASHBOARD_UPCOMING_DAYS} days`} />
                ) : (
                  <>
                    <SummaryList
                      label="Upcoming starts"
                      items={data!.upcoming.items.map((hire) => ({
                        key: hire.id,
                        title: hire.name,
                        to: paths.newHire(hire.id),
                        detail: detailOf(hire),
                        aside: (
                          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                            {formatDate(hire.startDate)}
                          </Typography>
                        ),
                      }))}
                    />
                    {data!.upcoming.total > data!.upcoming.items.length && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {`and ${data!.upcoming.total - data!.upcoming.items.length} more`}
                      </Typography>
                    )}
                  </>
                )
              }
            </CardStates>
          </HomeCard>
        </Grid>
        <Grid size={{ xxs: 12, md: 6 }}>
          <HomeCard
            title="Onboarding now"
            action={
              <Button component={RouterLink} to={listOf('onboarding')} size="small">
                See all ({data?.inProgress.total ?? 0})
              </Button>
            }
          >
            <CardStates label="hires in progress" {...states}>
              {() =>
                data!.inProgress.items.length === 0 ? (
                  <EmptyState isCompact title="No one is being onboarded right now" />
                ) : (
                  <>
                    {data!.inProgress.completionPercent !== null && (
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {`${data!.inProgress.completionPercent}% of their tasks done`}
                      </Typography>
                    )}
                    <SummaryList
                      label="Hires in progress"
                      items={data!.inProgress.items.map((hire) => ({
                        key: hire.id,
                        title: hire.name,
                        to: paths.newHire(hire.id),
                        detail: `${detailOf(hire)} · starts ${formatDate(hire.startDate)}`,
                        aside: <TaskProgress tasks={hire.tasks} minWidth={180} />,
                      }))}
                    />
                  </>
                )
              }
            </CardStates>
          </HomeCard>
        </Grid>
        {canSeeAllTasks && (
          <Grid size={{ xxs: 12, md: canSeeSignatures ? 6 : 12 }}>
            <OverdueByAssigneeCard />
          </Grid>
        )}
        {canSeeSignatures && (
          <Grid size={{ xxs: 12, md: canSeeAllTasks ? 6 : 12 }}>
            <SignaturesWaitingCard />
          </Grid>
        )}
        <Grid size={12}>
          <HomeCard title="Task completion over time">
            <CardStates label="task completion" {...states}>
              {() => <CompletionChart weeks={data!.completionByWeek} />}
            </CardStates>
          </HomeCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
