import type { ApiError } from './api.ts';

type FieldError = NonNullable<ApiError['errors']>[number];

// PostgreSQL stores text as UTF-8 and refuses two things a JSON string or a URL can still carry: the
// NUL character (`\u0000`, `%00`), and a lone UTF-16 surrogate (`"\ud800"`), which has no UTF-8 form
// and which jsonb refuses when it is escaped. Both are refused at the door, with the field named.

export const NUL_MESSAGE = 'This value contains a NUL character, which is not allowed';
export const LONE_SURROGATE_MESSAGE = 'This value contains an invalid character (a lone surrogate)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The text with its lone surrogates taken out (for names we clean rather than refuse). */
export const withoutLoneSurrogates = (value: string): string => value.replace(LONE_SURROGATES, '');

/** Why a string cannot be stored, or null when it can. */
export function unstorableTextReason(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

const MAX_DEPTH = 64;

/**
 * Every string in a parsed body, query or parameter set that cannot be stored, keys included, with its
 * dotted path (`openings.0.title`). Stops at the first `limit` problems.
 */
export function findUnstorableText(value: unknown, limit = 20): FieldError[] {
  const found: FieldError[] = [];
  const visit = (node: unknown, path: string, depth: number): void => {
    if (found.length >= limit || depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      const reason = unstorableTextReason(node);
      if (reason) found.push({ path, message: reason });
      return;
    }
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyReason = unstorableTextReason(key);
      if (keyReason) found.push({ path: childPath, message: keyReason });
      visit(child, childPath, depth + 1);
    }
  };
  visit(value, '', 0);
  return found;
}
