import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';

/** The careers page's company-name from a company's name: lower-case words joined by hyphens. */
export function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base || 'company';
}

/**
 * A slug no company has: the name's, or with a short suffix when it is taken. The unique index
 * settles a race between two sign-ups of one name (the loser's sign-up fails and is retried).
 */
export async function freeCompanySlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugOf(name);
  for (let candidate = base; ; candidate = `${base}-${randomBytes(2).toString('hex')}`) {
    const [taken] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}
