/** One line of the before/after comparison. */
export interface AuditDiffRow {
  key: string;
  before: unknown;
  after: unknown;
  /** Present on one side only, or different on the two. */
  isChanged: boolean;
}

/** The key a snapshot that is not an object (a list, a number) is shown under. */
export const WHOLE_VALUE_KEY = '(value)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export const isSameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * Lines up an event's before and after snapshot key by key (before's keys first, then keys only
 * after has), marking what changed. A missing snapshot (a create has no before) counts as empty.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    return [{ key: WHOLE_VALUE_KEY, before, after, isChanged: !isSameValue(before, after) }];
  }
  const left = (before ?? {}) as Record<string, unknown>;
  const right = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => ({
    key,
    before: left[key],
    after: right[key],
    isChanged: !Object.hasOwn(left, key) || !Object.hasOwn(right, key) || !isSameValue(left[key], right[key]),
  }));
}

/** A snapshot value as text: strings as they are, absent as a dash, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
