import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { auditEvents, users } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof peopleCompany>>;
const URL = '/api/configuration/users';

describe('recruiting users: /api/configuration/users', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let nobody: SignedInUser;
  let recruiterRole: { id: string };
  let rita: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    const nothing = await createCompanyRole(t.app.db, acme.company.id, { name: 'Nothing', permissions: [] });
    nobody = await signedInUser(
      t.app,
      { role: null, customRoleId: nothing.id, firstName: 'No', lastName: 'Body' },
      acme.company,
    );
    recruiterRole = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Recruiter',
      permissions: ['rct.menu.jobs.view', 'rct.module.jobs.job.view', 'rct.module.jobs.job.edit'],
    });
    rita = await createUser(t.app.db, acme.company.id, {
      firstName: 'Rita',
      lastName: 'Recruiter',
      role: null,
      customRoleId: recruiterRole.id,
    });
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Data Engineer' });
    const team = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/jobs/${job.id}/hiring-team`,
      payload: {
        members: [
          { userId: rita.id, role: 'recruiter', responsible: true },
          { userId: rita.id, role: 'interviewer' },
        ],
      },
    });
    expect(team.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = (who: SignedInUser, query = '') =>
    injectAs(t.app, who, { method: 'GET', url: `${URL}${query}` });
  const detail = (who: SignedInUser, id: string) =>
    injectAs(t.app, who, { method: 'GET', url: `${URL}/${id}` });
  const setRole = (who: SignedInUser, id: string, customRoleId: string | null) =>
    injectAs(t.app, who, { method: 'PUT', url: `${URL}/${id}/role`, payload: { customRoleId } });

  it("lists the company's people with their recruiting level and hiring teams, searchable and filtered", async () => {
    const all = await list(acme.support);
    expect(all.statusCode).toBe(200);
    const items = all.json().data.items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.name, item.level])).toEqual([
      // No system role: an employee's defaults hold recruiting's own-record permissions.
      ['No Body', 'basic'],
      ['Ada Owner', 'site_admin'],
      ['Rita Recruiter', 'job_admin'],
      ['Sam Support', 'basic'],
    ]);
    expect(items[2]).toMatchObject({
      customRole: { id: recruiterRole.id, name: 'Recruiter' },
      systemRole: null,
      jobCount: 1,
      hiringTeamRoles: ['interviewer', 'recruiter'],
    });
    expect((await list(acme.support, '?level=basic')).json().data.total).toBe(2);
    expect((await list(acme.support, '?level=none')).json().data.total).toBe(0);
    const admins = (await list(acme.support, '?level=job_admin')).json().data;
    expect(admins.items.map((item: { name: string }) => item.name)).toEqual(['Rita Recruiter']);
    expect(admins.total).toBe(1);
    const searched = (await list(acme.support, '?search=rita')).json().data;
    expect(searched.items.map((item: { name: string }) => item.name)).toEqual(['Rita Recruiter']);
    const paged = (await list(acme.support, '?limit=2&page=2')).json().data;
    expect(paged).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(paged.items).toHaveLength(2);
    // Another company sees only its own.
    expect((await list(globex.admin)).json().data.total).toBe(2);
  });

  it("shows a person's recruiting permissions, hiring teams and the roles that may be given", async () => {
    const shown = await detail(acme.support, rita.id);
    expect(shown.statusCode).toBe(200);
    const data = shown.json().data;
    const held = data.permissions.map((permission: { id: string }) => permission.id) as string[];
    expect(held).toEqual(
      expect.arrayContaining(['rct.menu.jobs.view', 'rct.module.jobs.job.view', 'rct.module.jobs.job.edit']),
    );
    expect(held.every((id) => id.startsWith('rct.'))).toBe(true);
    expect(held).not.toContain('rct.settings.organization.edit');
    expect(data.permissions).toContainEqual({ id: 'rct.module.jobs.job.edit', name: 'Edit jobs' });
    expect(data.hiringTeams).toEqual([
      expect.objectContaining({ jobName: 'Data Engineer', role: 'recruiter', responsible: true }),
      expect.objectContaining({ jobName: 'Data Engineer', role: 'interviewer', responsible: false }),
    ]);
    expect(data.assignableRoles).toEqual([
      { id: expect.any(String), name: 'Nothing', level: 'basic' },
      { id: recruiterRole.id, name: 'Recruiter', level: 'job_admin' },
    ]);
    expect((await detail(globex.admin, rita.id)).statusCode).toBe(404);
  });

  it('changes the recruiting role through the role assignment, audited, and the grants follow', async () => {
    const changed = await setRole(acme.admin, nobody.user.id, recruiterRole.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ level: 'job_admin', customRole: { name: 'Recruiter' } });
    const [row] = await t.app.db
      .select({ customRoleId: users.customRoleId })
      .from(users)
      .where(and(eq(users.companyId, acme.company.id), eq(users.id, nobody.user.id)));
    expect(row!.customRoleId).toBe(recruiterRole.id);
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, acme.company.id), eq(auditEvents.targetId, nobody.user.id)));
    expect(events.some((event) => event.action === 'people.update')).toBe(true);
    // Their next request has the new grants.
    expect((await injectAs(t.app, nobody, { method: 'GET', url: '/api/jobs' })).statusCode).not.toBe(403);
    expect((await setRole(acme.admin, nobody.user.id, null)).json().data).toMatchObject({
      level: 'basic',
      customRole: null,
    });
  });

  it('refuses bad input, another company’s people or roles, and more rights than one holds', async () => {
    const bad = await setRole(acme.admin, rita.id, 'not-a-role' as string);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'customRoleId', message: 'Select a role of your company' });
    const foreignRole = await createCompanyRole(t.app.db, globex.company.id, {
      name: 'Theirs',
      permissions: [],
    });
    const foreign = await setRole(acme.admin, rita.id, foreignRole.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('customRoleId');
    expect((await setRole(globex.admin, rita.id, null)).statusCode).toBe(404);
    expect((await injectAs(t.app, acme.admin, { method: 'GET', url: `${URL}?level=boss` })).statusCode).toBe(
      400,
    );
    // A recruiter with the edit permission cannot hand out a role above their own.
    const lead = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Recruiting lead',
      permissions: ['rct.settings.users.user.view', 'rct.settings.users.user.edit'],
    });
    const leader = await signedInUser(t.app, { role: null, customRoleId: lead.id }, acme.company);
    expect((await setRole(leader, rita.id, null)).statusCode).toBe(403);
  });

  it('needs the permissions: view to read, edit to change a role', async () => {
    expect((await list(nobody)).statusCode).toBe(403);
    expect((await detail(nobody, rita.id)).statusCode).toBe(403);
    expect((await setRole(acme.support, rita.id, null)).statusCode).toBe(403);
  });
});
