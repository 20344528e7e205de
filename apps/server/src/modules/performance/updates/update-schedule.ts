import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_UPDATE_QUESTIONS, type UpdateSettings } from '@atrium/shared/schemas/performance/updates';
import type { UpdateSchedule, Weekday } from '@atrium/shared/schemas/performance/updates-period';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, updateSettings, users } from '../../../db/schema/index.ts';
import { knownZone, wallClock } from '../../platform/calendar/zoned-time.ts';

// Whose questions and cadence an update follows. A manager's team settings apply to their direct
// reports only (as Lattice and 15Five scope a manager's questions): the person shares their update
// with that manager, who reviews it, so the reviewer's questions are the ones asked, and a director's
// setting never overrides a lower manager's habits. Everyone else follows the company's.

export type SettingsRow = typeof updateSettings.$inferSelect;

/** The company's settings before anyone saves them. */
export const BUILT_IN_SETTINGS = {
  cadence: 'weekly',
  dueWeekday: 5,
  questions: [...DEFAULT_UPDATE_QUESTIONS],
  remindOnDueDay: true,
} as const satisfies Omit<UpdateSettings, 'updatedAt' | 'dueWeekday'> & { dueWeekday: Weekday };

export interface EffectiveSettings extends UpdateSchedule {
  questions: string[];
  source: 'company' | 'team';
}

export const toSchedule = (row: { cadence: string; dueWeekday: number }): UpdateSchedule => ({
  cadence: row.cadence as UpdateSchedule['cadence'],
  dueWeekday: row.dueWeekday as Weekday,
});

export const companyEffective = (row: SettingsRow | undefined): EffectiveSettings =>
  row
    ? { ...toSchedule(row), questions: row.questions, source: 'company' }
    : {
        cadence: BUILT_IN_SETTINGS.cadence,
        dueWeekday: BUILT_IN_SETTINGS.dueWeekday,
        questions: [...BUILT_IN_SETTINGS.questions],
        source: 'company',
      };

/** The company's row (manager null), if saved. */
export async function companySettings(db: DbOrTx, companyId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(updateSettings)
    .where(and(eq(updateSettings.companyId, companyId), isNull(updateSettings.managerId)))
    .limit(1);
  return row;
}

/**
 * The company's today, its settings and (given a manager) theirs, in one statement: a page that needs
 * all three takes one pooled connection for them, not three at once under load.
 */
export async function scheduleContext(
  db: DbOrTx,
  companyId: string,
  managerId: string | undefined,
): Promise<{ today: string; company: SettingsRow | undefined; own: SettingsRow | undefined }> {
  const whose = managerId
    ? or(isNull(updateSettings.managerId), eq(updateSettings.managerId, managerId))
    : isNull(updateSettings.managerId);
  const rows = await db
    .select({ timezone: companies.timezone, settings: updateSettings })
    .from(companies)
    .leftJoin(updateSettings, and(eq(updateSettings.companyId, companies.id), whose))
    .where(eq(companies.id, companyId));
  const settings = rows.flatMap((row) => (row.settings ? [row.settings] : []));
  return {
    today: dateOn(rows[0]?.timezone ?? 'UTC'),
    company: settings.find((row) => row.managerId === null),
    own: managerId ? settings.find((row) => row.managerId === managerId) : undefined,
  };
}

/** A manager's own row for their reports, if they set one. */
export async function teamSettings(
  db: DbOrTx,
  companyId: string,
  managerId: string,
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(updateSettings)
    .where(and(eq(updateSettings.companyId, companyId), eq(updateSettings.managerId, managerId)))
    .limit(1);
  return row;
}

/** The settings a person's updates follow: their manager's team settings, else the company's. */
export async function settingsFor(db: DbOrTx, companyId: string, userId: string): Promise<EffectiveSettings> {
  const rows = await db
    .select()
    .from(updateSettings)
    .where(
      and(
        eq(updateSettings.companyId, companyId),
        or(
          isNull(updateSettings.managerId),
          eq(
            updateSettings.managerId,
            sql`(select u.manager_id from ${users} u where u.company_id = ${sql.raw('"performance_update_settings"."company_id"')} and u.id = ${userId})`,
          ),
        ),
      ),
    );
  const team = rows.find((row) => row.managerId !== null);
  if (team) return { ...toSchedule(team), questions: team.questions, source: 'team' };
  return companyEffective(rows.find((row) => row.managerId === null));
}

/** Today's date on a clock (YYYY-MM-DD). */
export const dateOn = (zone: string, at = Date.now()) =>
  new Date(wallClock(at, knownZone(zone))).toISOString().slice(0, 10);

/** The company's time zone: periods and due days are read on its clock. */
export async function companyZone(db: DbOrTx, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timezone ?? 'UTC';
}

export const companyToday = async (db: DbOrTx, companyId: string) => dateOn(await companyZone(db, companyId));
