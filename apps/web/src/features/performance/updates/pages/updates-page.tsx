import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { usePeriodStatusQuery } from '../api/updates-api';
import { MyUpdate } from '../components/my-update';
import { PeriodTable } from '../components/period-table';
import { SentimentTrend } from '../components/sentiment-trend';
import { TeamSettingsDialog } from '../components/team-settings-dialog';
import { UpdateHistory } from '../components/update-history';

type View = 'mine' | 'team' | 'all';

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}
        >
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /performance/updates: my update for this period and my past ones; my team's for a period (anyone
 * somebody reports to), with their sentiment over time and my own questions for them; everyone's (HR).
 */
export default function UpdatesPage() {
  usePageTitle('Updates');
  const seesAll = useHasPermission('prf.module.updates.update.view.all');
  const seesTeam = useHasPermission('prf.module.updates.update.view.team') || seesAll;
  const configuresTeam = useHasPermission('prf.module.updates.custom_settings.configure.team');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view') as View | null;
  // Whether anyone reports to me: the team tab's own first page, so opening it costs nothing more.
  const team = usePeriodStatusQuery(
    { scope: 'team', date: undefined, direct: false, search: undefined, page: 1, limit: 50 },
    { skip: !seesTeam },
  );
  const hasTeam = (team.data?.total ?? 0) > 0;
  const tabs = useMemo(
    () => [
      { value: 'mine' as const, label: 'My updates' },
      ...(seesTeam && (hasTeam || requested === 'team')
        ? [{ value: 'team' as const, label: 'My team' }]
        : []),
      ...(seesAll ? [{ value: 'all' as const, label: 'Everyone' }] : []),
    ],
    [seesTeam, hasTeam, seesAll, requested],
  );
  const view: View = tabs.some((tab) => tab.value === requested) ? requested! : 'mine';
  const [isConfiguring, setIsConfiguring] = useState(false);

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Updates"
        description="A short check-in each period: how it felt, what got done and what comes next, shared with your manager, who reads it, comments and marks it reviewed."
        action={
          view === 'team' &&
          configuresTeam && (
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setIsConfiguring(true)}>
              Team settings
            </Button>
          )
        }
      />
      {tabs.length > 1 && (
        <AppTabs
          tabs={tabs}
          value={view}
          onChange={(next) => setSearchParams(next === 'mine' ? {} : { view: next })}
          label="Whose updates"
          idPrefix="updates"
        />
      )}
      <TabPanel idPrefix="updates" value="mine" current={view}>
        {view === 'mine' && (
          <Grid container spacing={3}>
            <Grid size={{ xxs: 12, lg: 7 }}>
              <MyUpdate />
            </Grid>
            <Grid size={{ xxs: 12, lg: 5 }}>
              <Panel title="Your sentiment">
                <SentimentTrend scope="person" />
              </Panel>
            </Grid>
            <Grid size={12}>
              <Panel title="All your updates">
                <UpdateHistory label="Your updates" />
              </Panel>
            </Grid>
          </Grid>
        )}
      </TabPanel>
      <TabPanel idPrefix="updates" value="team" current={view}>
        {view === 'team' && (
          <Stack spacing={3}>
            <PeriodTable scope="team" />
            <Panel title="Your team's sentiment">
              <SentimentTrend scope="team" />
            </Panel>
          </Stack>
        )}
      </TabPanel>
      <TabPanel idPrefix="updates" value="all" current={view}>
        {view === 'all' && (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Everyone&apos;s status for a period. Drafts stay with their authors: a person who has not shared
              shows as not shared yet, or missed once the period is over.
            </Typography>
            <PeriodTable scope="all" />
          </Stack>
        )}
      </TabPanel>
      {isConfiguring && <TeamSettingsDialog open onClose={() => setIsConfiguring(false)} />}
    </Stack>
  );
}
