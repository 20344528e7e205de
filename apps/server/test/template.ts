import { resolve } from 'node:path';

export const TEMPLATE_FILE = resolve(import.meta.dirname, '../.test-template/pglite.tar');
// One template per test run (global-setup names it): runs from two checkouts, or two at once in one,
// must not drop each other's template.
export const TEMPLATE_DB_NAME = process.env.ATRIUM_TEST_TEMPLATE_DB ?? 'atrium_test_template';

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
