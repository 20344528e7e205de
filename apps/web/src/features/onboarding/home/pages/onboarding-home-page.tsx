import { useMemo } from 'react';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useListNewHiresQuery } from '../../new-hires/api/new-hires-api';
import { TaskProgress } from '../../new-hires/components/task-progress';
import { addDaysValue, formatDate, todayValue } from '../../new-hires/utils/new-hire-labels';
import { HireSummaryList } from '../components/hire-summary-list';
import { HomeCard } from '../components/home-card';
import { MyTasksSummary } from '../components/my-tasks-summary';
import { YourWelcomeEntry } from '../../welcome/components/your-welcome-entry';

const UPCOMING_DAYS = 30;
const SHOWN = 10;
const IN_PROGRESS_LINK = `${paths.newHires}?f.state=${encodeURIComponent(JSON.stringify('onboarding'))}`;

/** The hires starting soon and those being onboarded now (for those who see new hires). */
function HireCards() {
  const today = todayValue();
  const upcomingParams = useMemo(
    () => ({
      startFrom: today,
      startTo: addDaysValue(today, UPCOMING_DAYS),
      // A cancelled hire is not starting, nor is one already through their onboarding.
      states: 'pending,onboarding',
      sortBy: 'startDate',
      sortOrder: 1,
      page: 1,
      limit: SHOWN,
    }),
    [today],
  );
  const upcoming = useListNewHiresQuery(upcomingParams);
  const inProgress = useListNewHiresQuery({
    state: 'onboarding',
    sortBy: 'startDate',
    sortOrder: 1,
    page: 1,
    limit: SHOWN,
  });
  return (
    <>
      <Grid size={{ xxs: 12, md: 6 }}>
        <HomeCard title={`Starting in the next ${UPCOMING_DAYS} days`}>
          <HireSummaryList
            label="Upcoming starts"
            hires={upcoming.data?.items}
            isLoading={upcoming.isLoading}
            isError={upcoming.isError}
            onRetry={() => void upcoming.refetch()}
            emptyTitle="No one starts in the next 30 days"
            describe={(hire) => (
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(hire.startDate)}
              </Typography>
            )}
          />
        </HomeCard>
      </Grid>
      <Grid size={12}>
        <HomeCard
          title="Onboarding now"
          action={
            <Button component={RouterLink} to={IN_PROGRESS_LINK} size="small">
              See all ({inProgress.data?.total ?? 0})
            </Button>
          }
        >
          <HireSummaryList
            label="Hires in progress"
            hires={inProgress.data?.items}
            isLoading={inProgress.isLoading}
            isError={inProgress.isError}
            onRetry={() => void inProgress.refetch()}
            emptyTitle="No one is being onboarded right now"
            describe={(hire) => <TaskProgress tasks={hire.tasks} minWidth={200} />}
          />
        </HomeCard>
      </Grid>
    </>
  );
}

/** /onboarding: who starts soon, who is being onboarded, and what is waiting on me. */
export default function OnboardingHomePage() {
  usePageTitle('Onboarding');
  const canSeeHires = useHasPermission('onb.module.new_hires.new_hire.view');
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Onboarding"
        description="From signed offer to first day: who is joining, how far along they are, and what they need from you."
      />
      <YourWelcomeEntry />
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: canSeeHires ? 6 : 12 }}>
          <MyTasksSummary />
        </Grid>
        {canSeeHires && <HireCards />}
      </Grid>
    </Stack>
  );
}
