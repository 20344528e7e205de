import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { useDirectoryProfileQuery } from '../../directory/api/directory-api';
import { useFeedbackSettingsQuery, useListRequestsQuery } from '../api/feedback-api';
import { FeedbackList } from '../components/feedback-list';
import { GiveFeedbackDialog } from '../components/give-feedback-dialog';
import { PraiseWall } from '../components/praise-wall';
import { PrivateNotesPanel } from '../components/private-notes-panel';
import { RequestFeedbackDialog } from '../components/request-feedback-dialog';
import { RequestsPanel } from '../components/requests-panel';

type Tab = 'wall' | 'received' | 'given' | 'requests' | 'notes' | 'team' | 'all';
const ID_PREFIX = 'feedback';

/**
 * /performance/feedback[?tab=]: the praise wall, my feedback received and given, requests, my private
 * notes, and my team's or everyone's feedback as my scope allows; "Give feedback" and "Request
 * feedback" offer only what the company permits.
 */
export default function FeedbackPage() {
  usePageTitle('Feedback');
  const me = useSession().user?.id ?? '';
  const settings = useFeedbackSettingsQuery();
  const profile = useDirectoryProfileQuery(me, { skip: !me });
  const seesAll = useHasPermission('prf.module.feedback.feedback.view.all');
  const seesTeam = useHasPermission('prf.module.feedback.feedback.view.team') || seesAll;
  const canGive = useHasPermission('prf.module.feedback.feedback.give');
  const canAsk = useHasPermission('prf.module.feedback.feedback.request');
  const canNote = useHasPermission('prf.module.feedback.private_note.manage');
  const permitted = settings.data?.permittedTypes ?? [];
  const hasReports = (profile.data?.reports.length ?? 0) > 0;
  // The requests waiting for my answer, counted on their tab.
  const pending = useListRequestsQuery(
    { view: 'asked_of_me', status: 'pending', page: 1, limit: 1 },
    { skip: !canGive },
  );
  const waiting = canGive ? (pending.data?.total ?? (pending.isError ? 0 : undefined)) : 0;
  const isWallOn = settings.data?.praiseWallEnabled ?? true;
  const canGiveAny = canGive && permitted.some((type) => type !== 'request');
  const canRequest = canAsk && permitted.includes('request');

  const tabs = useMemo(
    () => [
      ...(isWallOn ? [{ value: 'wall' as const, label: 'Praise wall' }] : []),
      { value: 'received' as const, label: 'Received' },
      { value: 'given' as const, label: 'Given' },
      ...(canGive || canAsk
        ? [{ value: 'requests' as const, label: waiting ? `Requests (${waiting})` : 'Requests' }]
        : []),
      ...(canNote ? [{ value: 'notes' as const, label: 'Private notes' }] : []),
      ...(seesTeam && hasReports ? [{ value: 'team' as const, label: 'My team' }] : []),
      ...(seesAll ? [{ value: 'all' as const, label: 'Everyone' }] : []),
    ],
    [isWallOn, canGive, canAsk, canNote, seesTeam, hasReports, seesAll, waiting],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = tabs.some((entry) => entry.value === requested) ? requested! : tabs[0]!.value;
  const [isGiving, setIsGiving] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  const giveButton = canGiveAny && (
    <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => setIsGiving(true)}>
      Give feedback
    </Button>
  );

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Feedback"
        description="Praise colleagues for everyone to see, tell someone privately what you noticed, and ask for feedback about yourself or your team."
        action={
          (canGiveAny || canRequest) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {canRequest && (
                <Button
                  variant="outlined"
                  startIcon={<ForumOutlinedIcon />}
                  onClick={() => setIsRequesting(true)}
                >
                  Request feedback
                </Button>
              )}
              {giveButton}
            </Stack>
          )
        }
      />
      <AppTabs<Tab>
        tabs={tabs}
        value={tab}
        onChange={(next) => setSearchParams(next === tabs[0]!.value ? {} : { tab: next })}
        label="Feedback"
        idPrefix={ID_PREFIX}
      />
      <TabPanel idPrefix={ID_PREFIX} value={tab} current={tab}>
        {tab === 'wall' && <PraiseWall hasTeam={seesTeam && hasReports} action={giveButton} />}
        {tab === 'received' && (
          <FeedbackList
            view="received"
            label="Feedback I received"
            empty={{
              title: 'No feedback yet',
              description: 'Praise and private feedback colleagues give you show here. Why not ask for some?',
            }}
          />
        )}
        {tab === 'given' && (
          <FeedbackList
            view="given"
            label="Feedback I gave"
            empty={{
              title: 'You have not given feedback yet',
              description: 'Praise a colleague, or tell them privately what you noticed.',
              action: giveButton,
            }}
          />
        )}
        {tab === 'requests' && waiting !== undefined && (
          <RequestsPanel canAnswer={canGive} canAsk={canAsk} waiting={waiting} />
        )}
        {tab === 'notes' && <PrivateNotesPanel />}
        {tab === 'team' && (
          <FeedbackList
            view="team"
            label="Feedback my team received"
            note="What your reports received that includes their manager, and their praise. Feedback private to a person stays theirs."
            empty={{
              title: 'Nothing for your team yet',
              description: 'Praise and feedback your reports receive show here.',
            }}
          />
        )}
        {tab === 'all' && (
          <FeedbackList
            view="all"
            label="Everyone's feedback"
            note={
              <Typography variant="body2" component="span">
                As an admin you read every kind of feedback here, private feedback included; people are told
                so when they give it. Private notes stay their author's alone.
              </Typography>
            }
            empty={{ title: 'No feedback in the company yet' }}
          />
        )}
      </TabPanel>
      <GiveFeedbackDialog open={isGiving} onClose={() => setIsGiving(false)} />
      <RequestFeedbackDialog open={isRequesting} onClose={() => setIsRequesting(false)} />
    </Stack>
  );
}
