import { describe, expect, it } from 'vitest';
import { effectiveWeights, measureProgress, rollUp, type RollUpGoal } from './goal-progress.ts';

const numberGoal = (id: string, current: number, extra: Partial<RollUpGoal> = {}): RollUpGoal => ({
  id,
  measureKind: 'number',
  startValue: 0,
  targetValue: 10,
  currentValue: current,
  keyResults: [],
  ...extra,
});
const keyResult = (id: string, current: number, weight: number | null = null) => ({
  id,
  measureKind: 'number' as const,
  startValue: 0,
  targetValue: 100,
  currentValue: current,
  weight,
});

describe('measureProgress', () => {
  it('counts done or not done as 0 or 1', () => {
    const binary = { measureKind: 'binary' as const, startValue: 0, targetValue: 1 };
    expect(measureProgress({ ...binary, currentValue: 0 })).toBe(0);
    expect(measureProgress({ ...binary, currentValue: 1 })).toBe(1);
  });

  it('counts the share of the way from start to target, either direction, held within 0 and 1', () => {
    const churn = { measureKind: 'percentage' as const, startValue: 8, targetValue: 4 };
    expect(measureProgress({ ...churn, currentValue: 6 })).toBe(0.5);
    expect(measureProgress({ ...churn, currentValue: 9 })).toBe(0);
    expect(measureProgress({ ...churn, currentValue: 2 })).toBe(1);
    const revenue = { measureKind: 'currency' as const, startValue: 100_000, targetValue: 250_000 };
    expect(measureProgress({ ...revenue, currentValue: 130_000 })).toBeCloseTo(0.2);
  });
});

describe('effectiveWeights', () => {
  it('weighs equally when no weight is given', () => {
    for (const weight of effectiveWeights([null, null, null])) expect(weight).toBeCloseTo(1 / 3);
  });

  it('gives the key results without a weight what the others leave of 100', () => {
    expect(effectiveWeights([50, null, null])).toEqual([0.5, 0.25, 0.25]);
  });

  it('scales weights that do not add up to 100, and falls back to equal when all are 0', () => {
    expect(effectiveWeights([30, 30])).toEqual([0.5, 0.5]);
    expect(effectiveWeights([0, 0])).toEqual([0.5, 0.5]);
    expect(effectiveWeights([0, 100])).toEqual([0, 1]);
  });
});

describe('rollUp', () => {
  it('moves a company goal with two key results when an individual goal aligned to one of them moves', () => {
    const company = numberGoal('company', 0, {
      measureKind: 'binary',
      keyResults: [keyResult('kr1', 0), keyResult('kr2', 50)],
    });
    const individual = numberGoal('individual', 4);
    const links = [
      { id: 'individual', parentGoalId: 'company', parentKeyResultId: 'kr1', storedProgress: 0 },
    ];
    const before = rollUp([company, individual], links);
    // kr1 from the individual goal (40%), kr2 from its own measure (50%), equally weighted.
    expect(before.keyResults.get('kr1')).toEqual({ progress: 0.4, source: 'aligned_goals' });
    expect(before.keyResults.get('kr2')).toEqual({ progress: 0.5, source: 'measure' });
    expect(before.goals.get('company')).toEqual({ progress: 0.45, source: 'key_results' });
    const after = rollUp([company, { ...individual, currentValue: 10 }], links);
    expect(after.goals.get('company')?.progress).toBe(0.75);
  });

  it('weighs key results as given', () => {
    const goal = numberGoal('goal', 0, { keyResults: [keyResult('a', 100, 80), keyResult('b', 0, 20)] });
    expect(rollUp([goal], []).goals.get('goal')?.progress).toBeCloseTo(0.8);
  });

  it('averages the goals aligned to a goal without key results, through every level', () => {
    const company = numberGoal('company', 0);
    const department = numberGoal('department', 0);
    const people = [numberGoal('ann', 10), numberGoal('bob', 0)];
    const links = [
      { id: 'department', parentGoalId: 'company', parentKeyResultId: null, storedProgress: 0 },
      { id: 'ann', parentGoalId: 'department', parentKeyResultId: null, storedProgress: 0 },
      { id: 'bob', parentGoalId: 'department', parentKeyResultId: null, storedProgress: 0 },
    ];
    const rolled = rollUp([company, department, ...people], links);
    expect(rolled.goals.get('department')).toEqual({ progress: 0.5, source: 'aligned_goals' });
    expect(rolled.goals.get('company')?.progress).toBe(0.5);
  });

  it('reads the stored progress of aligned goals that are not rolled up (a chain of parents)', () => {
    const parent = numberGoal('parent', 0);
    const links = [
      { id: 'changed', parentGoalId: 'parent', parentKeyResultId: null, storedProgress: 0 },
      { id: 'sibling', parentGoalId: 'parent', parentKeyResultId: null, storedProgress: 0.2 },
    ];
    const rolled = rollUp([parent, numberGoal('changed', 6)], links);
    expect(rolled.goals.get('parent')?.progress).toBeCloseTo(0.4);
  });

  it('ignores goals aligned to a goal with key results but not to one of them', () => {
    const goal = numberGoal('goal', 0, { keyResults: [keyResult('kr', 20)] });
    const links = [{ id: 'child', parentGoalId: 'goal', parentKeyResultId: null, storedProgress: 1 }];
    expect(rollUp([goal], links).goals.get('goal')?.progress).toBeCloseTo(0.2);
  });

  it('survives a cycle in the data', () => {
    const links = [
      { id: 'a', parentGoalId: 'b', parentKeyResultId: null, storedProgress: 0.3 },
      { id: 'b', parentGoalId: 'a', parentKeyResultId: null, storedProgress: 0.6 },
    ];
    // a asks b, b meets a again and reads a's stored 0.3: both end at 0.3, and the walk ends.
    const rolled = rollUp([numberGoal('a', 0), numberGoal('b', 0)], links);
    expect(rolled.goals.get('a')?.progress).toBe(0.3);
    expect(rolled.goals.get('b')?.progress).toBe(0.3);
  });
});
