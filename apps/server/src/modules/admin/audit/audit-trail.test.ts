import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';

describe('the audit trail API', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app, { firstName: 'Audrey', lastName: 'Admin' });
    colleague = await signedInUser(t.app, { role: null, firstName: 'Eve' }, admin.company);
    outsider = await signedInUser(t.app);
    const ours = { companyId: admin.company.id, actorUserId: admin.user.id };
    await recordAudit(t.app.db, null, {
      ...ours,
      action: 'job.create',
      targetType: 'job',
      targetId: 'j1',
      after: { name: 'Designer', password: 'secret' },
    });
    await recordAudit(t.app.db, null, {
      ...ours,
      action: 'job.update',
      targetType: 'job',
      targetId: 'j1',
      before: { name: 'Designer' },
      after: { name: 'Senior designer' },
    });
    await recordAudit(t.app.db, null, {
      companyId: outsider.company.id,
      action: 'job.create',
      targetType: 'job',
      targetId: 'secret-job',
    });
  });
  afterAll(() => t.close());

  const list = (who: SignedInUser, query = '') =>
    injectAs(t.app, who, { method: 'GET', url: `/api/admin/audit-events${query}` });

  it("lists the company's own events, newest first, with actor names, and nothing of another company", async () => {
    const response = await list(admin, '?action=job.&limit=50');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    expect(items.map((event: { action: string }) => event.action)).toEqual(['job.update', 'job.create']);
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      actorName: 'Audrey Admin',
      before: { name: 'Designer' },
      after: { name: 'Senior designer' },
    });
    expect(items[1].after).toEqual({ name: 'Designer', password: '[redacted]' });
    expect(JSON.stringify(response.json())).not.toContain('secret-job');
  });

  it('filters by target type, outcome, actor and dates, and pages', async () => {
    expect((await list(admin, '?targetType=job')).json().data.total).toBe(2);
    expect((await list(admin, `?actorUserId=${colleague.user.id}&action=job`)).json().data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(admin, `?action=job&fromDate=${today}&toDate=${today}`)).json().data.total).toBe(2);
    expect((await list(admin, '?action=job&toDate=2000-01-01')).json().data.total).toBe(0);
    const paged = (await list(admin, '?action=job&limit=1&page=2')).json().data;
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(paged.items[0].action).toBe('job.create');
  });

  it('refuses bad filters with the failing fields', async () => {
    const response = await list(admin, '?fromDate=2026-02-10&toDate=2026-02-01&outcome=maybe');
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['outcome']));
    const reversed = await list(admin, '?fromDate=2026-02-10&toDate=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { path: 'toDate', message: 'The start date must be on or before the end date' },
    ]);
  });

  it("shows one event's detail, and another company's as not found", async () => {
    const [own] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'job.update'));
    const detail = await injectAs(t.app, admin, { method: 'GET', url: `/api/admin/audit-events/${own!.id}` });
    expect(detail.json().data).toMatchObject({ action: 'job.update', targetId: 'j1' });
    const [theirs] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, 'secret-job'));
    const hidden = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/admin/audit-events/${theirs!.id}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('exports the filter as CSV and as JSON files', async () => {
    const csv = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/audit-events/export?action=job.&format=csv',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'time,action,outcome,actor,actorId,impersonator,targetType,targetId,ip,requestId,before,after',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('job.update');
    const json = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/audit-events/export?action=job.&format=json',
    });
    expect(JSON.parse(json.body)).toHaveLength(2);
  });

  it('refuses a user without the permission with 403, and records the denial', async () => {
    const response = await list(colleague);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    const denials = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, colleague.user.id), eq(auditEvents.outcome, 'denied')));
    expect(denials).toHaveLength(1);
    expect(denials[0]!.after).toEqual({ permission: 'sso.admin.audit.event.view' });
  });
});
