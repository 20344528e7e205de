import { and, eq, sql } from 'drizzle-orm';
import type { OnboardingMailKey } from '@atrium/shared/schemas/onboarding/email';
import type { DbOrTx } from '../../../db/client.ts';
import { newHires, onboardingHireMailLog, users } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

/** A hire with what their mails need: their account's address and state, and their manager's name. */
export async function hireForMail(db: DbOrTx, companyId: string, hireId: string) {
  const [row] = await db
    .select({
      hire: newHires,
      email: users.email,
      userStatus: users.status,
      managerName: sql<string | null>`(select m.first_name || ' ' || m.last_name from users m
        where m.company_id = ${newHires.companyId} and m.id = ${newHires.managerUserId})`,
    })
    .from(newHires)
    .innerJoin(users, and(eq(users.companyId, newHires.companyId), eq(users.id, newHires.userId)))
    .where(and(eq(newHires.companyId, companyId), eq(newHires.id, hireId)))
    .limit(1);
  return row ?? null;
}

/** Records a hire's mail as sent; false when it already was (the key holds it to one). */
export async function logHireMail(db: DbOrTx, companyId: string, newHireId: string, key: OnboardingMailKey) {
  const inserted = await db
    .insert(onboardingHireMailLog)
    .values({ companyId, newHireId, key })
    .onConflictDoNothing()
    .returning({ newHireId: onboardingHireMailLog.newHireId });
  return inserted.length > 0;
}

export const setTemporaryPassword = (
  db: DbOrTx,
  companyId: string,
  userId: string,
  temp: { hash: string; expiresAt: Date },
) =>
  db
    .update(users)
    .set({ tempPasswordHash: temp.hash, tempPasswordExpiresAt: temp.expiresAt, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.status, 'invited')));

/**
 * Invited hires with an account whose "next step" mail has not gone although its job should have
 * run (queued `before`): the sweep's catch-up for a job lost to a crash between commit and queue.
 */
export async function hiresMissingNextStep(db: DbOrTx, before: Date) {
  const result = await db.execute(sql`
    select h.company_id as "companyId", h.id from new_hires h
    where h.state = 'onboarding' and h.user_id is not null and h.invited_at < ${before.toISOString()}
      and not exists (select 1 from onboarding_hire_mail_log l
        where l.company_id = h.company_id and l.new_hire_id = h.id and l.key = 'next_step')
    limit 500`);
  return rowsOf<{ companyId: string; id: string }>(result);
}

/**
 * Invited hires not yet sent "Welcome to the team" whose start date is at most `latest` (the
 * furthest "today" of any zone plus the largest lead), each with their company's zone and lead (the
 * caller checks the company's today), in companies whose welcome experience is on.
 */
export async function hiresDueWelcome(db: DbOrTx, latest: string) {
  const result = await db.execute(sql`
    select h.company_id as "companyId", h.id, h.start_date::text as "startDate", c.timezone,
      coalesce(s.welcome_mail_days_before, 3) as "daysBefore"
    from new_hires h
    join companies c on c.id = h.company_id
    left join onboarding_welcome_settings s on s.company_id = h.company_id
    where h.state = 'onboarding' and h.user_id is not null and h.start_date is not null
      and h.start_date <= ${latest}::date + 60
      and coalesce(s.is_enabled, true)
      and not exists (select 1 from onboarding_hire_mail_log l
        where l.company_id = h.company_id and l.new_hire_id = h.id and l.key = 'welcome_to_team')
    order by h.start_date
    limit 1000`);
  return rowsOf<{ companyId: string; id: string; startDate: string; timezone: string; daysBefore: number }>(
    result,
  );
}
