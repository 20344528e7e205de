import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('dev center: /api/configuration/dev-center/api-keys', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });

  it('creates a key shown once, which then submits applications until it is revoked', async () => {
    const created = await as(acme.admin, 'POST', '/api/configuration/dev-center/api-keys', {
      name: 'Website',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, id, prefix } = created.json().data;
    // The key names its company, then 256 random bits.
    expect(key).toMatch(/^atr_[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    // The prefix that tells keys apart: the first characters of the secret part (after the company).
    expect(key.split('.')[1]!.startsWith(prefix.slice('atr_'.length))).toBe(true);
    const list = (await as(acme.admin, 'GET', '/api/configuration/dev-center/api-keys')).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id,
        name: 'Website',
        createdBy: { id: acme.admin.user.id, name: 'Ada Owner' },
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(key);

    const board = await createJobBoard(t.app.db, acme.company.id, { slug: 'acme-keys' });
    const job = await createRecruitingJob(t.app.db, acme.company.id);
    const post = await createJobPost(t.app.db, acme.company.id, job.id, board.id);
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/job-board/v1/boards/acme-keys/jobs/${post.id}`,
        headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
        payload: { first_name: 'Key', last_name: 'Holder', email: 'key@holder.test', resume_text: 'My CV' },
      });
    expect((await apply()).statusCode).toBe(200);
    expect(
      (await as(acme.admin, 'GET', '/api/configuration/dev-center/api-keys')).json().data[0].lastUsedAt,
    ).not.toBeNull();
    const revoked = await as(acme.admin, 'DELETE', `/api/configuration/dev-center/api-keys/${id}`);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await apply()).statusCode).toBe(401);
  });

  it('refuses a nameless key, another company’s key (404) and people without the permission (403)', async () => {
    const bad = await as(acme.admin, 'POST', '/api/configuration/dev-center/api-keys', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('name');
    const id = (
      await as(acme.admin, 'POST', '/api/configuration/dev-center/api-keys', { name: 'Mine' })
    ).json().data.id;
    expect(
      (await as(globex.admin, 'DELETE', `/api/configuration/dev-center/api-keys/${id}`)).statusCode,
    ).toBe(404);
    expect((await as(globex.admin, 'GET', '/api/configuration/dev-center/api-keys')).json().data).toEqual([]);
    expect((await as(acme.support, 'GET', '/api/configuration/dev-center/api-keys')).statusCode).toBe(403);
  });
});
