import { Box, Card, CardContent, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GOAL_LEVEL_LABELS, GOAL_STATUS_LABELS } from '@atrium/shared/schemas/performance/goals';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import type { GoalDetail } from '../api/goals-api';
import {
  formatMeasureValue,
  formatMoment,
  goalPath,
  measureSummary,
  progressSourceText,
} from '../utils/goal-format';
import { GoalProgress, GoalStatusChip } from './goal-badges';
import { ProgressHistoryChart } from './progress-history-chart';

// The goal page's cards: key results, what it aligns to and what aligns to it, and its check-ins.

export function SectionCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function KeyResultsCard({ goal }: { goal: GoalDetail }) {
  return (
    <SectionCard title={`Key results (${goal.keyResults.length})`} id="goal-key-results">
      <List disablePadding aria-label="Key results">
        {goal.keyResults.map((keyResult) => (
          <ListItem key={keyResult.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
            <Stack
              direction={{ xxs: 'column', sm: 'row' }}
              spacing={{ xxs: 1, sm: 2 }}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{keyResult.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {keyResult.progressSource === 'aligned_goals'
                    ? progressSourceText('aligned_goals', keyResult.alignedGoalCount)
                    : measureSummary(keyResult)}
                  {' · '}
                  {Math.round(keyResult.effectiveWeight)}% of the goal
                </Typography>
              </Box>
              <Box sx={{ width: { xxs: '100%', sm: 200 } }}>
                <GoalProgress
                  value={keyResult.progress}
                  status={goal.status}
                  label={`Progress of key result ${keyResult.title}`}
                />
              </Box>
            </Stack>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

export function AlignmentCard({ goal }: { goal: GoalDetail }) {
  const keyResultTitle = new Map(goal.keyResults.map((keyResult) => [keyResult.id, keyResult.title]));
  return (
    <SectionCard title="Alignment" id="goal-alignment">
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            Aligned to
          </Typography>
          {goal.parent ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={goalPath(goal.parent.id)}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {goal.parent.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {GOAL_LEVEL_LABELS[goal.parent.level]} goal
                  {goal.parent.keyResult ? ` · counts toward “${goal.parent.keyResult.name}”` : ''}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {Math.round(goal.parent.progress)}%
              </Typography>
            </Stack>
          ) : (
            <Typography color="text.secondary">Nothing: this goal stands on its own.</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            Goals aligned to it ({goal.alignedGoals.length + goal.hiddenAlignedGoalCount})
          </Typography>
          {goal.alignedGoals.length === 0 && goal.hiddenAlignedGoalCount === 0 ? (
            <Typography color="text.secondary">None yet.</Typography>
          ) : (
            <List disablePadding aria-label="Goals aligned to it">
              {goal.alignedGoals.map((child) => (
                <ListItem key={child.id} disableGutters divider sx={{ display: 'block', py: 1 }}>
                  {/* Stacked: the card sits in the narrow column beside the key results. */}
                  <Stack spacing={0.75}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <PersonAvatar name={child.owner.name} avatarUrl={child.owner.avatarUrl} size={28} />
                      <Box sx={{ minWidth: 0 }}>
                        <Link
                          component={RouterLink}
                          to={goalPath(child.id)}
                          underline="hover"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {child.title}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {child.owner.name}
                          {child.keyResultId && keyResultTitle.get(child.keyResultId)
                            ? ` · toward “${keyResultTitle.get(child.keyResultId)}”`
                            : ''}
                        </Typography>
                      </Box>
                    </Stack>
                    <GoalProgress
                      value={child.progress}
                      status={child.status}
                      label={`Progress of ${child.title}`}
                    />
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
          {goal.hiddenAlignedGoalCount > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {goal.hiddenAlignedGoalCount === 1
                ? 'And 1 private goal you cannot see; its progress still counts.'
                : `And ${goal.hiddenAlignedGoalCount} private goals you cannot see; their progress still counts.`}
            </Typography>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}

function valueChange(goal: GoalDetail, checkIn: GoalDetail['checkIns'][number]): string | null {
  if (checkIn.value === null) return null;
  const measure = checkIn.keyResult
    ? goal.keyResults.find((entry) => entry.id === checkIn.keyResult!.id)
    : goal;
  const format = (value: number) =>
    formatMeasureValue(measure?.measureKind ?? 'number', measure?.currency ?? null, value);
  const what = checkIn.keyResult ? `${checkIn.keyResult.name}: ` : '';
  return checkIn.previousValue === null
    ? `${what}${format(checkIn.value)}`
    : `${what}${format(checkIn.previousValue)} → ${format(checkIn.value)}`;
}

export function CheckInsCard({ goal }: { goal: GoalDetail }) {
  return (
    <SectionCard title="Check-ins" id="goal-check-ins">
      {goal.checkIns.length === 0 ? (
        <EmptyState
          title="No check-ins yet"
          description="Updates of the goal’s progress, with their comments, show here."
        />
      ) : (
        <Stack spacing={2}>
          {goal.checkIns.length > 1 && <ProgressHistoryChart checkIns={goal.checkIns} />}
          <List disablePadding aria-label="Check-ins, the newest first">
            {goal.checkIns.map((checkIn) => {
              const change = valueChange(goal, checkIn);
              return (
                <ListItem key={checkIn.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{checkIn.author.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatMoment(checkIn.createdAt)}
                    </Typography>
                    <GoalStatusChip status={checkIn.status} />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={`${Math.round(checkIn.goalProgress)}%`}
                      aria-label={`Progress then ${Math.round(checkIn.goalProgress)}%`}
                    />
                  </Stack>
                  {change && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {change}
                    </Typography>
                  )}
                  {checkIn.comment && (
                    <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {checkIn.comment}
                    </Typography>
                  )}
                  {!change && !checkIn.comment && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Marked {GOAL_STATUS_LABELS[checkIn.status].toLowerCase()}.
                    </Typography>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Stack>
      )}
    </SectionCard>
  );
}
