import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSearchParams } from 'react-router';
import type { OneOnOneView } from '@atrium/shared/schemas/performance/one-on-ones';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { useListOneOnOnesQuery } from '../api/one-on-ones-api';
import { oneOnOneColumns } from '../components/one-on-one-columns';
import { ScheduleOneOnOneDialog } from '../components/schedule-one-on-one-dialog';

/** /performance/one-on-ones: my 1-on-1s, and my team's or everyone's as my scope allows. */
export default function OneOnOnesPage() {
  usePageTitle('1-on-1s');
  const zone = useSession().user?.timezone;
  const columns = useMemo(() => oneOnOneColumns(zone, { linked: true }), [zone]);
  const seesAll = useHasPermission('prf.module.one_on_ones.meeting.view.all');
  const seesTeam = useHasPermission('prf.module.one_on_ones.meeting.view.team') || seesAll;
  const canCreate = useHasPermission('prf.module.one_on_ones.meeting.create.own');
  const tabs = useMemo(
    () => [
      { value: 'mine' as const, label: 'My 1-on-1s' },
      ...(seesTeam ? [{ value: 'team' as const, label: 'My team' }] : []),
      ...(seesAll ? [{ value: 'all' as const, label: 'Everyone' }] : []),
    ],
    [seesTeam, seesAll],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view') as OneOnOneView | null;
  const view: OneOnOneView = tabs.some((tab) => tab.value === requested) ? requested! : 'mine';
  const { query, setQuery, params } = useUrlListQueryState({ limit: 20 });
  const list = useListOneOnOnesQuery({ ...params, view });
  const [isScheduling, setIsScheduling] = useState(false);

  return (
    <Stack spacing={3}>
      <PageHeading
        title="1-on-1s"
        description="Regular conversations between two colleagues: a shared agenda, notes both of you keep, private notes only you read, and action items that follow you to the next meeting."
        action={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsScheduling(true)}>
              Schedule a 1-on-1
            </Button>
          )
        }
      />
      {tabs.length > 1 && (
        <AppTabs
          tabs={tabs}
          value={view}
          onChange={(next) => setSearchParams(next === 'mine' ? {} : { view: next })}
          label="Whose 1-on-1s"
          idPrefix="one-on-ones"
        />
      )}
      {view !== 'mine' && (
        <Typography color="text.secondary">
          You see when these 1-on-1s happen, never their agendas or notes: those belong to the two people in
          them.
        </Typography>
      )}
      <DataTable
        label="1-on-1s"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(series) => series.id}
        getRowLabel={(series) => series.participants.map((person) => person.name).join(' and ')}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search by name"
        showSerialNumber={false}
        emptyTitle={view === 'mine' ? 'No 1-on-1s yet' : 'No 1-on-1s here'}
        emptyDescription={
          view === 'mine'
            ? 'Schedule one with your manager or a colleague: you will both get a calendar invitation.'
            : 'Nobody in this view has a 1-on-1 yet.'
        }
      />
      <ScheduleOneOnOneDialog open={isScheduling} onClose={() => setIsScheduling(false)} />
    </Stack>
  );
}
