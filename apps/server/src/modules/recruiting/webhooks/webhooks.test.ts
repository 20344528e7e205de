import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { webhookDeliveries } from '../../../db/schema/index.ts';
import { SWEEP_WEBHOOKS_JOB } from './webhook-delivery.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const SECRET = 'a-secret-of-sixteen-or-more';
const actionOf = (received: Received) => (JSON.parse(received.body) as { action: string }).action;

/** The receiving end, as an integration runs it: records what arrives; /flaky fails its first call. */
function receiver() {
  const received: Received[] = [];
  let flakyCalls = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/broken') response.writeHead(500).end();
      else if (request.url === '/flaky' && JSON.parse(body).action !== 'ping' && flakyCalls++ === 0)
        response.writeHead(503).end();
      else response.writeHead(200).end('ok');
    });
  });
  return { server, received };
}

/** A port nothing listens on: opened, then closed again. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function until<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('web hooks: /api/configuration/dev-center/webhooks', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  const hook = receiver();
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 3 } },
    );
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
    const address = hook.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => hook.server.close(resolve));
  });

  const save = (payload: object) =>
    injectAs(t.app, acme.admin, { method: 'POST', url: '/api/configuration/dev-center/webhooks', payload });
  const verified = (received: Received) =>
    received.headers.signature ===
    `sha256 ${createHmac('sha256', SECRET).update(received.body).digest('hex')}`;

  it('takes only https (loopback aside outside production), pings on save, and disables a hook whose ping fails', async () => {
    const plain = await save({
      name: 'HRIS',
      url: 'http://hris.example.com/hook',
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toEqual([{ path: 'url', message: 'Use an https:// address' }]);
    const bad = await save({ name: '', url: 'nope', events: [], secret: 'short' });
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['events', 'name', 'secret', 'url']);

    const saved = await save({
      name: 'Broken',
      url: `${base}/broken`,
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ active: false, pingError: 'The endpoint answered 500' });
    const closed = await save({
      name: 'Closed',
      url: `http://127.0.0.1:${await closedPort()}/hook`,
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(closed.json().data).toMatchObject({
      active: false,
      pingError: 'The endpoint refused the connection',
    });
    const blocked = await save({
      name: 'Blocked',
      url: 'http://127.0.0.1:9/hook',
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(blocked.json().data.pingError).toBe('This port is blocked for web requests: use another one');

    const good = await save({
      name: 'HRIS',
      url: `${base}/hris`,
      events: ['candidate_stage_change', 'reject_candidate', 'new_candidate_application'],
      secret: SECRET,
    });
    expect(good.json().data).toMatchObject({ active: true, pingError: null });
    const ping = hook.received.find((entry) => entry.path === '/hris')!;
    expect(JSON.parse(ping.body)).toMatchObject({
      action: 'ping',
      payload: { web_hook_id: good.json().data.id },
    });
    expect(verified(ping)).toBe(true);
  });

  it('tells the endpoint of a stage change in Greenhouse’s shape, signed, with an event id, and logs it', async () => {
    const application = acme.applied[0]!;
    const moved = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/applications/${application.id}/move`,
      payload: { toStageId: acme.stages[2]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const event = await until(() =>
      hook.received.find((entry) => entry.path === '/hris' && actionOf(entry) === 'candidate_stage_change'),
    );
    expect(verified(event)).toBe(true);
    expect(event.headers['greenhouse-event-id']).toMatch(/^\d+$/);
    const body = JSON.parse(event.body);
    expect(body).toMatchObject({
      action: 'candidate_stage_change',
      payload: {
        application: {
          id: expect.any(Number),
          status: 'active',
          current_stage: { name: 'Onsite' },
          jobs: [{ name: 'Backend Engineer' }],
          candidate: {
            first_name: 'Grace',
            last_name: 'Hopper',
            email_addresses: [{ value: 'grace@acme.test' }],
          },
        },
      },
    });
    const hooks = (
      await injectAs(t.app, acme.admin, { method: 'GET', url: '/api/configuration/dev-center/webhooks' })
    ).json().data;
    const hris = hooks.find((entry: { name: string }) => entry.name === 'HRIS');
    const deliveries = await (async () => {
      for (let i = 0; i < 100; i += 1) {
        const answer = (
          await injectAs(t.app, acme.admin, {
            method: 'GET',
            url: `/api/configuration/dev-center/webhooks/${hris.id}/deliveries`,
          })
        ).json().data as Array<{ event: string; status: string; responseStatus: number | null }>;
        if (answer.some((entry) => entry.status === 'succeeded')) return answer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    })();
    expect(deliveries[0]).toMatchObject({
      event: 'candidate_stage_change',
      status: 'succeeded',
      responseStatus: 200,
    });
  });

  it('tries again with backoff when the endpoint fails, and logs every try', async () => {
    const flaky = await save({
      name: 'Flaky',
      url: `${base}/flaky`,
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(flaky.json().data.active).toBe(true);
    await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/applications/${acme.applied[1]!.id}/reject`,
      payload: { rejectionReasonId: acme.reason.id },
    });
    const url = `/api/configuration/dev-center/webhooks/${flaky.json().data.id}/deliveries`;
    const delivered = await (async () => {
      for (let i = 0; i < 300; i += 1) {
        const [latest] = (await injectAs(t.app, acme.admin, { method: 'GET', url })).json().data as Array<{
          status: string;
          attempts: number;
        }>;
        if (latest?.status === 'succeeded') return latest;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    })();
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(
      hook.received.filter((entry) => entry.path === '/flaky' && actionOf(entry) === 'reject_candidate'),
    ).toHaveLength(2);
  });

  it('delivers an event whose queueing was lost, from the sweep', async () => {
    const saved = await save({
      name: 'Stranded',
      url: `${base}/stranded`,
      events: ['reject_candidate'],
      secret: SECRET,
    });
    expect(saved.json().data).toMatchObject({ active: true });
    const body = JSON.stringify({ action: 'reject_candidate', payload: { stranded: true } });
    // As emitWebhookEvent logs it, but nothing queued (the send failed after the commit).
    const [delivery] = await t.app.db
      .insert(webhookDeliveries)
      .values({
        companyId: acme.company.id,
        webhookId: saved.json().data.id,
        event: 'reject_candidate',
        body,
        createdAt: new Date(Date.now() - 3 * 60_000),
      })
      .returning();
    await t.app.jobs.send(SWEEP_WEBHOOKS_JOB, {});
    const arrived = await until(() =>
      hook.received.find((entry) => entry.path === '/stranded' && entry.body === body),
    );
    expect(verified(arrived)).toBe(true);
    expect(arrived.headers['greenhouse-event-id']).toBe(String(delivery!.publicId));
    // Sweeping again sends nothing twice.
    await t.app.jobs.send(SWEEP_WEBHOOKS_JOB, {});
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.received.filter((entry) => entry.body === body)).toHaveLength(1);
  });

  it('keeps each company’s hooks its own, and them to those who manage API credentials', async () => {
    const [mine] = (
      await injectAs(t.app, acme.admin, { method: 'GET', url: '/api/configuration/dev-center/webhooks' })
    ).json().data;
    const theirs = `/api/configuration/dev-center/webhooks/${mine.id}`;
    expect((await injectAs(t.app, globex.admin, { method: 'DELETE', url: theirs })).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, globex.admin, { method: 'GET', url: `${theirs}/deliveries` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, acme.support, { method: 'GET', url: '/api/configuration/dev-center/webhooks' }))
        .statusCode,
    ).toBe(403);
    expect((await injectAs(t.app, acme.admin, { method: 'DELETE', url: theirs })).statusCode).toBe(200);
  });
});
