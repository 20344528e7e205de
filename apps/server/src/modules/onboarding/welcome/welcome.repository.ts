import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  files,
  newHires,
  onboardingWelcomePages,
  onboardingWelcomeSettings,
  users,
} from '../../../db/schema/index.ts';
import { tenantConstant } from '../../../lib/tenant-constant.ts';

export async function findSettings(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select()
    .from(onboardingWelcomeSettings)
    .where(eq(onboardingWelcomeSettings.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export type SettingsPatch = Partial<
  Pick<
    typeof onboardingWelcomeSettings.$inferInsert,
    'isEnabled' | 'welcomeMailDaysBefore' | 'logoFileId' | 'primaryColor' | 'accentColor'
  >
>;

export const saveSettings = (db: DbOrTx, companyId: string, patch: SettingsPatch) =>
  db
    .insert(onboardingWelcomeSettings)
    .values({ companyId, ...patch })
    .onConflictDoUpdate({
      target: onboardingWelcomeSettings.companyId,
      set: { ...patch, updatedAt: new Date() },
    });

/** The company's files by id (for images: their type and address). */
export async function companyFiles(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof files.$inferSelect>();
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

export const listPages = (db: DbOrTx, companyId: string) =>
  db
    .select()
    .from(onboardingWelcomePages)
    .where(eq(onboardingWelcomePages.companyId, companyId))
    .orderBy(asc(onboardingWelcomePages.position), asc(onboardingWelcomePages.createdAt));

export async function countPages(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(onboardingWelcomePages)
    .where(eq(onboardingWelcomePages.companyId, companyId));
  return row?.count ?? 0;
}

export async function findPage(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(onboardingWelcomePages)
    .where(and(eq(onboardingWelcomePages.companyId, companyId), eq(onboardingWelcomePages.id, id)))
    .limit(1);
  return row ?? null;
}

export type PageFields = Pick<typeof onboardingWelcomePages.$inferInsert, 'title' | 'rules' | 'components'>;

export async function insertPage(db: DbOrTx, companyId: string, fields: PageFields) {
  // The company as one constant in the row and its position's subquery, so Citus sees one shard.
  const company = tenantConstant(companyId);
  const [row] = await db
    .insert(onboardingWelcomePages)
    .values({
      companyId: company,
      ...fields,
      position: sql`(select coalesce(max(position) + 1, 0) from onboarding_welcome_pages where company_id = ${company})`,
    })
    .returning();
  return row!;
}

export const updatePage = (
  db: DbOrTx,
  companyId: string,
  id: string,
  fields: Partial<PageFields> & { position?: number },
) =>
  db
    .update(onboardingWelcomePages)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(onboardingWelcomePages.companyId, companyId), eq(onboardingWelcomePages.id, id)));

export const deletePage = (db: DbOrTx, companyId: string, id: string) =>
  db
    .delete(onboardingWelcomePages)
    .where(and(eq(onboardingWelcomePages.companyId, companyId), eq(onboardingWelcomePages.id, id)));

/** Holds the company's pages still while they are reordered. */
export const lockPages = (db: DbOrTx, companyId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding-welcome-pages:${companyId}`}))`);

/** The hire a user is (the newest not cancelled, should an address have been hired twice). */
export async function hireOfUser(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(newHires)
    .where(
      and(
        eq(newHires.companyId, companyId),
        eq(newHires.userId, userId),
        sql`${newHires.state} <> 'cancelled'`,
      ),
    )
    .orderBy(sql`${newHires.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export interface TeamPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  avatarUrl: string | null;
  status: string;
}

/** People of the company by id, as the team component shows them. */
export async function teamPeople(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, TeamPerson>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
      avatarUrl: users.avatarUrl,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
  return new Map<string, TeamPerson>(rows.map((row) => [row.id, row]));
}

export async function companyName(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.name ?? '';
}
