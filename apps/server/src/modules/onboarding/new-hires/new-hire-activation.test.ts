import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, departments, newHires, newHireTasks, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import { onboardingTestApp, type OnboardingTestApp } from '../../../../test/onboarding-company.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';
import { activateHire, sweepActivations } from './new-hire-activation.ts';

describe('a new hire becomes a person in People on their start date', () => {
  let t: OnboardingTestApp;
  let maya: string;
  const today = todayIn('UTC');

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = (await t.colleague('Maya', 'Lindqvist')).id;
    await t.addPlanTask({ name: 'Fill in your profile', assigneeRole: 'new_hire', dueOffsetDays: 0 });
  });
  afterAll(() => t.close());

  const addHire = (payload: Record<string, unknown>) =>
    t.addHire({ legalFirstName: 'Grace', legalLastName: 'Hopper', ...payload });
  const hireRow = async (id: string) =>
    (await t.app.db.select().from(newHires).where(eq(newHires.id, id)))[0]!;
  const deps = () => ({ db: t.app.db, log: t.app.log });

  it('creates the person with their manager, department, location and job, once', async () => {
    const gone = await createDepartment(t.app.db, t.acme.company.id, { name: 'Soon gone' });
    const hire = await addHire({
      preferredFirstName: 'Amy',
      personalEmail: 'amy.hopper@example.test',
      startDate: today,
      jobTitle: 'Engineer',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerUserId: maya,
      employmentType: 'part_time',
    });
    const later = await addHire({ personalEmail: 'later@example.test', startDate: addDays(today, 2) });
    const cancelled = await addHire({ personalEmail: 'cancelled@example.test', startDate: today });
    await t.as(t.acme.admin, 'POST', `/api/onboarding/new-hires/${cancelled.id}/cancel`);
    const moved = await addHire({
      personalEmail: 'moved@example.test',
      startDate: today,
      departmentId: gone.id,
    });
    await t.app.db.delete(departments).where(eq(departments.id, gone.id));

    await sweepActivations(deps());
    const row = await hireRow(hire.id);
    expect(row.userId).toEqual(expect.any(String));
    const [person] = await t.app.db.select().from(users).where(eq(users.id, row.userId!));
    expect(person).toMatchObject({
      companyId: t.acme.company.id,
      email: 'amy.hopper@example.test',
      firstName: 'Amy',
      lastName: 'Hopper',
      status: 'active',
      role: null,
      jobTitle: 'Engineer',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerId: maya,
      employmentType: 'part_time',
      startDate: today,
    });
    // Their own tasks are now theirs.
    const [task] = await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, hire.id));
    expect(task!.assigneeUserId).toBe(row.userId);
    expect((await hireRow(later.id)).userId).toBeNull();
    expect((await hireRow(cancelled.id)).userId).toBeNull();
    // A department deleted since: the person has none rather than no account.
    const [movedPerson] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, (await hireRow(moved.id)).userId!));
    expect(movedPerson!.departmentId).toBeNull();

    // Again: nothing more.
    expect(await activateHire(t.app.db, t.acme.company.id, hire.id)).toBe('skipped');
    await sweepActivations(deps());
    expect(await t.app.db.$count(users, eq(users.email, 'amy.hopper@example.test'))).toBe(1);
  });

  it("waits for the start date in the company's time zone", async () => {
    await t.app.db
      .update(companies)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(companies.id, t.acme.company.id));
    const kiritimati = todayIn('Pacific/Kiritimati', new Date('2030-01-01T11:00:00Z'));
    expect(kiritimati).toBe('2030-01-02');
    const hire = await addHire({ personalEmail: 'early@example.test', startDate: '2030-01-02' });
    expect(await activateHire(t.app.db, t.acme.company.id, hire.id, new Date('2030-01-01T09:00:00Z'))).toBe(
      'skipped',
    );
    const outcomes = await sweepActivations(deps(), new Date('2030-01-01T11:00:00Z'));
    expect(outcomes).toContain('created');
    expect((await hireRow(hire.id)).userId).not.toBeNull();
    await t.app.db.update(companies).set({ timezone: 'UTC' }).where(eq(companies.id, t.acme.company.id));
  });

  it("links a person of the company who has the address, and leaves another company's alone", async () => {
    const existing = await createUser(t.app.db, t.acme.company.id, {
      role: null,
      email: 'rehire@example.test',
    });
    const rehire = await addHire({ personalEmail: 'rehire@example.test', startDate: today });
    expect(await activateHire(t.app.db, t.acme.company.id, rehire.id)).toBe('linked');
    expect((await hireRow(rehire.id)).userId).toBe(existing.id);

    await createUser(t.app.db, t.globex.company.id, { role: null, email: 'taken@example.test' });
    const taken = await addHire({ personalEmail: 'taken@example.test', startDate: today });
    expect(await activateHire(t.app.db, t.acme.company.id, taken.id)).toBe('email_taken');
    expect((await hireRow(taken.id)).userId).toBeNull();
  });
});
