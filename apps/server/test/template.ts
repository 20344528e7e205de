import { resolve } from 'node:path';

export const TEMPLATE_FILE = resolve(import.meta.dirname, '../.test-template/pglite.tar');
export const TEMPLATE_DB_NAME = 'atrium_test_template';

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
