import type { GoalMeasureKind, ProgressSource } from '@atrium/shared/schemas/performance/goals';

// How far along a goal is, in one place (issue 21 item 4; Lattice's rules where they are clear):
// - a measure: done or not done counts 0 or 1; a number, percentage or amount counts the share of
//   the way from its start to its target (either direction), held between 0 and 1;
// - a key result with goals aligned to it takes their average, otherwise its own measure;
// - a goal with key results takes their weighted sum: weights are percentages, those left empty
//   share what the given ones leave of 100, and the lot is scaled to add up to 1 (all empty: equal);
// - a goal without key results but with goals aligned to it takes their average (Lattice's
//   objectives inherit their children's progress); otherwise its own measure. Goals aligned to a
//   goal that has key results count through a key result only: its key results define it.
// Closed goals still count: closing stops check-ins, not what was achieved.

export interface Measure {
  measureKind: GoalMeasureKind;
  startValue: number;
  targetValue: number;
  currentValue: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** A measure's progress, 0 to 1. */
export function measureProgress(measure: Measure): number {
  if (measure.measureKind === 'binary') return measure.currentValue >= 1 ? 1 : 0;
  const span = measure.targetValue - measure.startValue;
  if (span === 0) return measure.currentValue === measure.targetValue ? 1 : 0;
  return clamp((measure.currentValue - measure.startValue) / span);
}

/** Each key result's share of its goal (adding up to 1), from the weights given, if any. */
export function effectiveWeights(weights: readonly (number | null)[]): number[] {
  if (weights.length === 0) return [];
  const given = weights.filter((weight): weight is number => weight !== null && weight >= 0);
  const missing = weights.length - given.length;
  const left = Math.max(0, 100 - given.reduce((sum, weight) => sum + weight, 0));
  const raw = weights.map((weight) =>
    weight !== null && weight >= 0 ? weight : missing ? left / missing : 0,
  );
  const total = raw.reduce((sum, weight) => sum + weight, 0);
  // Every weight zero (or all given as 0): nothing to go by, so equal.
  if (total <= 0) return weights.map(() => 1 / weights.length);
  return raw.map((weight) => weight / total);
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export interface RollUpKeyResult extends Measure {
  id: string;
  weight: number | null;
}

export interface RollUpGoal extends Measure {
  id: string;
  keyResults: readonly RollUpKeyResult[];
}

/** A goal aligned to another; when it is not among the goals rolled up, its stored progress counts. */
export interface AlignedLink {
  id: string;
  parentGoalId: string;
  parentKeyResultId: string | null;
  storedProgress: number;
}

export interface RolledUp {
  goals: Map<string, { progress: number; source: ProgressSource }>;
  keyResults: Map<string, { progress: number; source: ProgressSource }>;
}

/**
 * Rolls progress up through `goals`: each goal's aligned goals are taken from `links`, worked out
 * first when they are among `goals`, else read from their stored progress. Called with a whole tree,
 * or with one goal's chain of parents and their direct links (what a change can move). A cycle in
 * the data (which the service refuses to make) counts the goal met again as its stored progress.
 */
export function rollUp(goals: readonly RollUpGoal[], links: readonly AlignedLink[]): RolledUp {
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  const linksOf = new Map<string, AlignedLink[]>();
  for (const link of links) {
    if (link.parentGoalId === link.id) continue;
    const list = linksOf.get(link.parentGoalId) ?? [];
    list.push(link);
    linksOf.set(link.parentGoalId, list);
  }
  const result: RolledUp = { goals: new Map(), keyResults: new Map() };
  const inProgress = new Set<string>();

  const progressOfLink = (link: AlignedLink): number => {
    if (!byId.has(link.id) || inProgress.has(link.id)) return link.storedProgress;
    return visit(byId.get(link.id)!);
  };

  function visit(goal: RollUpGoal): number {
    const done = result.goals.get(goal.id);
    if (done) return done.progress;
    inProgress.add(goal.id);
    const aligned = linksOf.get(goal.id) ?? [];
    let outcome: { progress: number; source: ProgressSource };
    if (goal.keyResults.length > 0) {
      const weights = effectiveWeights(goal.keyResults.map((keyResult) => keyResult.weight));
      let sum = 0;
      goal.keyResults.forEach((keyResult, index) => {
        const under = aligned.filter((link) => link.parentKeyResultId === keyResult.id);
        const entry =
          under.length > 0
            ? { progress: average(under.map(progressOfLink)), source: 'aligned_goals' as const }
            : { progress: measureProgress(keyResult), source: 'measure' as const };
        result.keyResults.set(keyResult.id, entry);
        sum += entry.progress * weights[index]!;
      });
      outcome = { progress: clamp(sum), source: 'key_results' };
    } else {
      const direct = aligned.filter((link) => link.parentKeyResultId === null);
      outcome =
        direct.length > 0
          ? { progress: average(direct.map(progressOfLink)), source: 'aligned_goals' }
          : { progress: measureProgress(goal), source: 'measure' };
    }
    inProgress.delete(goal.id);
    result.goals.set(goal.id, outcome);
    return outcome.progress;
  }

  for (const goal of goals) visit(goal);
  return result;
}

/** Where a goal's progress comes from, for one already loaded with its key results and links. */
export function progressSourceOf(keyResultCount: number, directAlignedCount: number): ProgressSource {
  if (keyResultCount > 0) return 'key_results';
  return directAlignedCount > 0 ? 'aligned_goals' : 'measure';
}

/** 0-1 as a percentage with one decimal, as the API answers it. */
export const asPercent = (progress: number) => Math.round(progress * 1000) / 10;
