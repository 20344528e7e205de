import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  UPDATE_MESSAGES,
  type TeamUpdateSettings,
  type UpdateSettings,
} from '@atrium/shared/schemas/performance/updates';
import type { Weekday } from '@atrium/shared/schemas/performance/updates-period';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { updateSettings, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import {
  BUILT_IN_SETTINGS,
  companySettings,
  teamSettings,
  type SettingsRow,
} from '../updates/update-schedule.ts';

// Settings → Updates (the company's questions, cadence, due day and reminder) and a manager's own
// questions and cadence for their direct reports. A change applies from the next update each person
// starts: one already started keeps the questions it was opened with.

const toSettings = (row: SettingsRow | undefined): UpdateSettings =>
  row
    ? {
        cadence: row.cadence,
        dueWeekday: row.dueWeekday,
        questions: row.questions,
        remindOnDueDay: row.remindOnDueDay,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...BUILT_IN_SETTINGS, questions: [...BUILT_IN_SETTINGS.questions], updatedAt: null };

export const getCompanySettings = async (db: DbOrTx, auth: AuthContext) =>
  toSettings(await companySettings(db, auth.companyId));

export async function saveCompanySettings(
  db: Db,
  auth: AuthContext,
  input: {
    cadence: SettingsRow['cadence'];
    dueWeekday: Weekday;
    questions: string[];
    remindOnDueDay: boolean;
  },
): Promise<UpdateSettings> {
  await db
    .insert(updateSettings)
    .values({ companyId: auth.companyId, managerId: null, ...input })
    .onConflictDoUpdate({
      target: [updateSettings.companyId],
      targetWhere: isNull(updateSettings.managerId),
      set: { ...input, updatedAt: new Date() },
    });
  return getCompanySettings(db, auth);
}

async function directReportsOf(db: DbOrTx, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, auth.companyId),
        eq(users.managerId, auth.userId),
        ne(users.status, 'inactive'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function getTeamSettings(db: DbOrTx, auth: AuthContext): Promise<TeamUpdateSettings> {
  const [custom, company, directReports] = await Promise.all([
    teamSettings(db, auth.companyId, auth.userId),
    companySettings(db, auth.companyId),
    directReportsOf(db, auth),
  ]);
  return {
    custom: custom
      ? {
          cadence: custom.cadence,
          dueWeekday: custom.dueWeekday,
          questions: custom.questions,
          updatedAt: custom.updatedAt.toISOString(),
        }
      : null,
    company: toSettings(company),
    directReports,
  };
}

export async function saveTeamSettings(
  db: Db,
  auth: AuthContext,
  input: { cadence: SettingsRow['cadence']; dueWeekday: Weekday; questions: string[] },
): Promise<TeamUpdateSettings> {
  if ((await directReportsOf(db, auth)) === 0) throw new AppError('CONFLICT', UPDATE_MESSAGES.noReports);
  await db
    .insert(updateSettings)
    .values({ companyId: auth.companyId, managerId: auth.userId, ...input })
    .onConflictDoUpdate({
      target: [updateSettings.companyId, updateSettings.managerId],
      targetWhere: sql`${updateSettings.managerId} is not null`,
      set: { ...input, updatedAt: new Date() },
    });
  return getTeamSettings(db, auth);
}

/** Back to the company's questions and cadence. */
export async function resetTeamSettings(db: Db, auth: AuthContext): Promise<TeamUpdateSettings> {
  await db
    .delete(updateSettings)
    .where(and(eq(updateSettings.companyId, auth.companyId), eq(updateSettings.managerId, auth.userId)));
  return getTeamSettings(db, auth);
}
