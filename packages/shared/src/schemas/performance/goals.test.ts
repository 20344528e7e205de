import { describe, expect, it } from 'vitest';
import { checkInInputSchema, goalCycleInputSchema, goalInputSchema, goalListQuerySchema } from './goals.ts';

const OWNER = '4a1b8f0e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const goal = (overrides: Record<string, unknown> = {}) => ({
  level: 'individual',
  ownerId: OWNER,
  title: 'Ship it',
  measureKind: 'number',
  startValue: 0,
  targetValue: 10,
  ...overrides,
});
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('goalInputSchema', () => {
  it('takes a goal with defaults for what it leaves out', () => {
    const parsed = goalInputSchema.parse(goal());
    expect(parsed).toMatchObject({ visibility: 'public', description: '', keyResults: [] });
  });

  it('asks a currency of an amount, a department of a department goal, and a target other than the start', () => {
    expect(errorsOf(goalInputSchema.safeParse(goal({ measureKind: 'currency', targetValue: 0 })))).toEqual([
      ['currency', 'Choose a currency'],
      ['targetValue', 'The target must differ from the start'],
    ]);
    expect(errorsOf(goalInputSchema.safeParse(goal({ level: 'department' })))).toEqual([
      ['departmentId', 'Choose the department'],
    ]);
    // Done or not done has no start or target of its own to compare.
    expect(
      goalInputSchema.safeParse(goal({ measureKind: 'binary', startValue: 0, targetValue: 0 })).success,
    ).toBe(true);
  });

  it('holds weights to 100%: all given must add up to it, some given may not pass it', () => {
    const keyResult = (weight: number | null) => ({
      title: 'KR',
      measureKind: 'binary',
      startValue: 0,
      targetValue: 1,
      weight,
    });
    expect(goalInputSchema.safeParse(goal({ keyResults: [keyResult(60), keyResult(40)] })).success).toBe(
      true,
    );
    expect(goalInputSchema.safeParse(goal({ keyResults: [keyResult(60), keyResult(null)] })).success).toBe(
      true,
    );
    expect(errorsOf(goalInputSchema.safeParse(goal({ keyResults: [keyResult(60), keyResult(30)] })))).toEqual(
      [['keyResults', 'When every key result has a weight, they must add up to 100%']],
    );
    expect(
      errorsOf(goalInputSchema.safeParse(goal({ keyResults: [keyResult(120), keyResult(null)] }))),
    ).toEqual([
      ['keyResults.0.weight', 'Enter a weight from 0 to 100'],
      ['keyResults', 'The weights add up to more than 100%'],
    ]);
    expect(
      errorsOf(
        goalInputSchema.safeParse(goal({ keyResults: [keyResult(80), keyResult(30), keyResult(null)] })),
      ),
    ).toEqual([['keyResults', 'The weights add up to more than 100%']]);
  });

  it('refuses a due date before the start, and a key result to align to without its goal', () => {
    expect(
      errorsOf(
        goalInputSchema.safeParse(
          goal({ startDate: '2026-10-01', dueDate: '2026-09-30', parentKeyResultId: OWNER }),
        ),
      ),
    ).toEqual([
      ['dueDate', 'The due date cannot be before the start date'],
      ['parentKeyResultId', 'Choose a key result of the goal you align to'],
    ]);
  });
});

describe('the other goal schemas', () => {
  it('reads one owner or several from the query string', () => {
    expect(goalListQuerySchema.parse({ ownerId: OWNER }).ownerId).toEqual([OWNER]);
    expect(goalListQuerySchema.parse({ ownerId: [OWNER, OWNER] }).ownerId).toHaveLength(2);
  });

  it('checks a check-in’s value and a cycle’s period', () => {
    expect(errorsOf(checkInInputSchema.safeParse({ value: 'lots', status: 'on_track' }))).toEqual([
      ['value', 'Enter a number'],
    ]);
    expect(
      errorsOf(
        goalCycleInputSchema.safeParse({ name: 'Q4', startDate: '2026-12-31', endDate: '2026-10-01' }),
      ),
    ).toEqual([['endDate', 'The end date cannot be before the start date']]);
  });
});
