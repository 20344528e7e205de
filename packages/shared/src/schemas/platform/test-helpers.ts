import type { z } from 'zod';

/** The messages a schema gives for a value, keyed by field path ('' for the root). */
export function messagesFor(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}

/** The first message per field, as a form shows it. */
export function firstMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(messagesFor(schema, value)).map(([key, list]) => [key, list[0]!]));
}
