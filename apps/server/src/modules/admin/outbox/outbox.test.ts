import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../../test/test-app.ts';
import { auditEvents } from '../../../db/schema/index.ts';

// Issue 14, item 3: the outbox holds sign-in codes and temporary passwords, so nothing anonymous
// reads it, in any mode; a company's owner reads their company's mail, the platform operator all.

describe('admin outbox: /api/admin/outbox', () => {
  let t: TestApp;
  let acme: SignedInUser;
  let acmeEmployee: SignedInUser;
  let globex: SignedInUser;
  let operator: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    acmeEmployee = await signedInUser(t.app, { role: null }, acme.company);
    globex = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' });
    const content = { heading: 'Hello', paragraphs: ['Your code is 4321'] };
    await t.app.mailer.sendMail({
      to: 'ada@acme.test',
      subject: 'Acme reset',
      companyId: acme.company.id,
      content,
    });
    await t.app.mailer.sendMail({
      to: 'bob@globex.test',
      subject: 'Globex reset',
      companyId: globex.company.id,
      content,
    });
    await t.app.mailer.sendSms({ to: '+447700900123', text: 'Acme code 1234', companyId: acme.company.id });
    await t.app.mailer.sendMail({ to: 'nobody@example.test', subject: 'No company', content });
  });
  afterAll(() => t.close());

  const list = (who: SignedInUser, query = '') =>
    injectAs(t.app, who, { method: 'GET', url: `/api/admin/outbox${query}` });
  const subjects = async (who: SignedInUser, query = '') =>
    ((await list(who, query)).json().data.items as Array<{ subject: string }>).map((item) => item.subject);

  it('shows a company admin their company’s messages only, newest first', async () => {
    expect(await subjects(acme)).toEqual(['SMS', 'Acme reset']);
    expect(await subjects(globex)).toEqual(['Globex reset']);
  });

  it('shows the platform operator every company’s messages, with the company named', async () => {
    const items = (await list(operator, '?limit=50')).json().data.items as Array<{
      subject: string;
      companyName: string | null;
    }>;
    expect(items.map((item) => item.subject)).toEqual(
      expect.arrayContaining(['Acme reset', 'Globex reset', 'SMS', 'No company']),
    );
    expect(items.find((item) => item.subject === 'Acme reset')!.companyName).toBe(acme.company.name);
    // Mail of no company is kept under the platform's own row (PLATFORM_COMPANY_ID).
    expect(items.find((item) => item.subject === 'No company')!.companyName).toBe('Atrium platform');
  });

  it('searches recipient and subject, filters by channel, and pages', async () => {
    expect(await subjects(acme, '?search=ADA@acme')).toEqual(['Acme reset']);
    expect(await subjects(acme, '?channel=sms')).toEqual(['SMS']);
    const page = (await list(acme, '?limit=1&page=2')).json().data;
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.items.map((item: { subject: string }) => item.subject)).toEqual(['Acme reset']);
  });

  it('opens a message in full, audits the reading, and hides other companies’ messages (404)', async () => {
    const [mine] = (await list(acme, '?channel=email')).json().data.items;
    const opened = await injectAs(t.app, acme, { method: 'GET', url: `/api/admin/outbox/${mine.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ to: 'ada@acme.test', text: expect.stringContaining('4321') });
    expect(opened.json().data.html).toContain('4321');
    const read = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'outbox.message_read'), eq(auditEvents.targetId, mine.id)));
    expect(read).toHaveLength(1);
    expect(read[0]!.actorUserId).toBe(acme.user.id);
    expect(
      (await injectAs(t.app, globex, { method: 'GET', url: `/api/admin/outbox/${mine.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, operator, { method: 'GET', url: `/api/admin/outbox/${mine.id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a colleague without the permission (403)', async () => {
    expect((await list(acmeEmployee)).statusCode).toBe(403);
  });

  it('answers 401 to anyone signed out, in every mode, and the old development page is gone', async () => {
    for (const env of ['development', 'production', 'test'] as const) {
      const app = await buildApp(testConfig({ env }), { database: t.database, logger: false });
      await app.ready();
      try {
        expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode, env).toBe(401);
        for (const url of ['/api/dev/outbox', '/api/dev/outbox.json'])
          expect((await app.inject({ method: 'GET', url })).statusCode, `${env} ${url}`).toBe(404);
      } finally {
        await app.close();
      }
    }
  });
});
