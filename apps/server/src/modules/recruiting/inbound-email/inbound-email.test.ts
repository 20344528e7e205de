import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  candidateActivities,
  candidateEmails,
  candidates,
  notifications,
  outboxMessages,
} from '../../../db/schema/index.ts';
import { readReplyAddress, replyAddressOf } from './reply-address.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

const INBOUND = { domain: 'reply.acme-hiring.test', secret: 'inbound-secret-0123456789abcdef' };

async function until<T>(find: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A reply as a mail client writes it: headers, a blank line, a text part and an HTML part. */
const reply = (options: { to: string; from: string; messageId: string; subject?: string }) =>
  [
    `From: Grace Hopper <${options.from}>`,
    `To: Acme Recruiting <${options.to}>`,
    `Subject: ${options.subject ?? 'Re: Your application'}`,
    `Message-ID: <${options.messageId}>`,
    'Date: Fri, 27 Nov 2026 09:30:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Thank you! Tuesday at 10:00 works for me.',
    '',
    '> On Thu, Acme wrote:',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Thank you! <b>Tuesday</b> at 10:00 works for me.</p><script>alert(1)</script>',
    '--b1--',
    '',
  ].join('\r\n');

describe('candidate replies: POST /api/inbound-email', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let grace: { id: string; publicId: number };

  beforeAll(async () => {
    t = await createTestApp({ inboundEmail: INBOUND }, { jobs: { pollingIntervalSeconds: 0.5 } });
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    const [row] = await t.app.db
      .update(candidates)
      .set({ recruiterId: acme.admin.user.id })
      .where(eq(candidates.id, acme.people[0]!.id))
      .returning({ id: candidates.id, publicId: candidates.publicId });
    grace = row!;
  });
  afterAll(() => t.close());

  const deliver = (body: string, options: { secret?: string; to?: string; type?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/inbound-email${options.to ? `?to=${encodeURIComponent(options.to)}` : ''}`,
      headers: {
        authorization: `Bearer ${options.secret ?? INBOUND.secret}`,
        'content-type': options.type ?? 'message/rfc822',
      },
      payload: body,
    });

  it('signs reply addresses: another company, candidate or domain does not read back', () => {
    const address = replyAddressOf(INBOUND, acme.company.id, grace.publicId);
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(readReplyAddress(INBOUND, address.toUpperCase())).toEqual({
      companyId: acme.company.id,
      candidatePublicId: grace.publicId,
    });
    const forged = address.replace(`.${grace.publicId}.`, `.${grace.publicId + 1}.`);
    expect(readReplyAddress(INBOUND, forged)).toBeNull();
    expect(readReplyAddress({ ...INBOUND, domain: 'elsewhere.test' }, address)).toBeNull();
    expect(readReplyAddress({ ...INBOUND, secret: 'another-secret-0123456789abcdef' }, address)).toBeNull();
  });

  it('sends emails to candidates with their reply address', async () => {
    const emailed = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: '/api/candidates/bulk',
      payload: { action: 'email', candidateIds: [grace.id], templateId: acme.template.id },
    });
    expect(emailed.statusCode, emailed.body).toBe(200);
    const sent = await until(async () => {
      const [row] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.companyId, acme.company.id), eq(outboxMessages.to, acme.people[0]!.email)),
        );
      return row;
    });
    expect(sent.replyTo).toBe(replyAddressOf(INBOUND, acme.company.id, grace.publicId));
  });

  it('keeps a reply on the candidate, in the feed as text, tells the recruiter, and keeps a redelivery once', async () => {
    const to = replyAddressOf(INBOUND, acme.company.id, grace.publicId);
    const message = reply({ to, from: 'grace@navy.test', messageId: 'reply-1@mail.test' });
    const received = await deliver(message);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ message: 'Received' });
    expect((await deliver(message)).json()).toEqual({ message: 'Already received' });

    const kept = await t.app.db
      .select()
      .from(candidateEmails)
      .where(and(eq(candidateEmails.companyId, acme.company.id), eq(candidateEmails.status, 'received')));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      candidateId: grace.id,
      fromAddress: 'grace@navy.test',
      subject: 'Re: Your application',
      html: '',
      sentAt: new Date('2026-11-27T09:30:00Z'),
    });
    expect(kept[0]!.text).toContain('Tuesday at 10:00 works for me.');

    const feed = await injectAs(t.app, acme.admin, {
      method: 'GET',
      url: `/api/candidates/${grace.id}/activity?kind=emails`,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const entry = feed.json().data.items.find((item: { kind: string }) => item.kind === 'email_received');
    expect(entry.summary).toBe('Email received from grace@navy.test: Re: Your application');
    expect(entry.body).not.toContain('<script>');

    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, acme.company.id), eq(notifications.userId, acme.admin.user.id)));
    expect(told).toMatchObject({ title: 'Grace Hopper replied by email', link: `/candidates/${grace.id}` });
  });

  it('finds the address in the envelope recipient when the headers do not name it', async () => {
    const to = replyAddressOf(INBOUND, acme.company.id, grace.publicId);
    const message = reply({
      to: 'recruiting@acme.test',
      from: 'grace@navy.test',
      messageId: 'reply-2@mail.test',
    });
    expect((await deliver(message)).statusCode).toBe(400);
    expect((await deliver(message, { to })).statusCode).toBe(200);
  });

  it('refuses a wrong secret, a message of no candidate, a forged address and another content type', async () => {
    const to = replyAddressOf(INBOUND, acme.company.id, grace.publicId);
    const message = reply({ to, from: 'x@y.test', messageId: 'reply-3@mail.test' });
    expect((await deliver(message, { secret: 'wrong' })).statusCode).toBe(401);
    const stranger = await deliver(reply({ to: 'someone@acme.test', from: 'x@y.test', messageId: 'r4@m' }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([
      { path: 'to', message: 'None of the recipients is a candidate reply address' },
    ]);
    const forged = to.replace(`.${grace.publicId}.`, `.${grace.publicId + 1}.`);
    expect((await deliver(reply({ to: forged, from: 'x@y.test', messageId: 'r5@m' }))).statusCode).toBe(400);
    expect((await deliver(message, { type: 'text/plain' })).statusCode).toBe(415);
    // Another company's candidate of the same number is not reached through Acme's address.
    const [other] = await t.app.db
      .select({ publicId: candidates.publicId })
      .from(candidates)
      .where(eq(candidates.id, globex.people[0]!.id));
    const globexAddress = replyAddressOf(INBOUND, globex.company.id, other!.publicId);
    expect(
      (await deliver(reply({ to: globexAddress, from: 'x@y.test', messageId: 'r6@m' }))).statusCode,
    ).toBe(200);
    const globexKept = await t.app.db
      .select({ candidateId: candidateEmails.candidateId })
      .from(candidateEmails)
      .where(and(eq(candidateEmails.companyId, globex.company.id), eq(candidateEmails.status, 'received')));
    expect(globexKept).toEqual([{ candidateId: globex.people[0]!.id }]);
    const acmeFeed = await t.app.db
      .select()
      .from(candidateActivities)
      .where(
        and(
          eq(candidateActivities.companyId, acme.company.id),
          eq(candidateActivities.kind, 'email_received'),
        ),
      );
    expect(acmeFeed).toHaveLength(2);
  });

  it('tells a recruiter who also follows the candidate once, not twice', async () => {
    const follow = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/candidates/${grace.id}/follow`,
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const told = async () =>
      (
        await t.app.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.companyId, acme.company.id), eq(notifications.userId, acme.admin.user.id)),
          )
      ).filter((row) => row.title === 'Grace Hopper replied by email').length;
    const before = await told();
    const to = replyAddressOf(INBOUND, acme.company.id, grace.publicId);
    expect(
      (await deliver(reply({ to, from: 'grace@navy.test', messageId: 'reply-7@mail.test' }))).statusCode,
    ).toBe(200);
    expect(await told()).toBe(before + 1);
  });

  it('has no such route without an inbound domain and secret', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/api/inbound-email',
        headers: { authorization: `Bearer ${INBOUND.secret}`, 'content-type': 'message/rfc822' },
        payload: 'Subject: x\r\n\r\nx',
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
