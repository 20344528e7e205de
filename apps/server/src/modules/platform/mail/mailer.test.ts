import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { outboxMessages, PLATFORM_COMPANY_ID } from '../../../db/schema/index.ts';
import { jobQueueSummaries } from '../jobs/background-jobs.repository.ts';
import { DELIVER_MAIL_JOB, DELIVER_QUEUED_JOB } from './mailer.ts';
import { escapeHtml, renderMail } from './templates.ts';
import { calendarParts, startSmtp, type SmtpCatcher } from './mail.test-helpers.ts';

const content = {
  heading: 'Verify your new email address',
  paragraphs: ['Hello <Ada> & "friends",', 'Confirm the change within 24 hours.'],
  action: { label: 'Verify email', url: 'http://localhost:3000/email-verification?userId=u1&code=abc' },
  footnote: 'If you did not ask for this, ignore this email.',
};

describe('renderMail', () => {
  it('escapes every piece of content in the HTML body and keeps the text body plain', () => {
    const { html, text } = renderMail(content);
    expect(html).toContain('Hello &lt;Ada&gt; &amp; &quot;friends&quot;,');
    expect(html).not.toContain('<Ada>');
    expect(html).toContain('href="http://localhost:3000/email-verification?userId=u1&amp;code=abc"');
    expect(text).toContain('Hello <Ada> & "friends",');
    expect(text).toContain('Verify email: http://localhost:3000/email-verification?userId=u1&code=abc\n');
    expect(text).toContain('If you did not ask for this, ignore this email.');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail({ heading: 'x', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } }),
    ).toThrow();
  });

  it('escapes quotes and angle brackets', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('Mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message in the outbox as stored', async () => {
    await t.app.mailer.sendMail({ to: 'outbox@example.test', subject: 'Stored', content });
    const [row] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'outbox@example.test'));
    expect(row).toMatchObject({ status: 'stored', subject: 'Stored', channel: 'email' });
    expect(row!.html).toContain('Verify your new email address');
    expect(row!.text).toContain('Verify email: http://localhost:3000/email-verification');
  });
});

describe('Mailer with SMTP', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers HTML and text bodies through a background job and marks the outbox row sent', async () => {
    await t.app.mailer.sendMail({ to: 'ada@example.test', subject: 'Verify your email', content });
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Verify your email');
    expect(mail.to?.[0]?.address).toBe('ada@example.test');
    expect(mail.from?.address).toBe('no-reply@atrium.test');
    expect(mail.html).toContain('Hello &lt;Ada&gt; &amp; &quot;friends&quot;,');
    expect(mail.html).toContain('href="http://localhost:3000/email-verification?userId=u1&amp;code=abc"');
    expect(mail.text).toContain('Verify email: http://localhost:3000/email-verification?userId=u1&code=abc');
    // The server has the mail before the job hears back and marks the row.
    const row = async () =>
      (await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'ada@example.test')))[0]!;
    await expect.poll(async () => (await row()).status).toBe('sent');
    expect(await row()).toMatchObject({ status: 'sent', error: null });
    expect((await row()).sentAt).toBeInstanceOf(Date);
  });

  it('sends a message kept in a transaction once it commits, its invitation as a text/calendar part', async () => {
    const invitation = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Atrium//Test//EN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:mailer-test@atrium.test',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260102T090000Z',
      'DTEND:20260102T100000Z',
      'SUMMARY:Interview',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mailer.keepEmail(tx, {
          to: 'rolled-back@example.test',
          subject: 'Never',
          text: 'Never',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.app.db.transaction((tx) =>
      t.app.mailer.keepEmail(tx, {
        to: 'grace@example.test',
        subject: 'Invitation: Interview',
        text: 'You are invited.',
        calendar: { method: 'REQUEST', content: invitation },
      }),
    );
    await expect
      .poll(() => smtp.received.filter((mail) => mail.subject === 'Invitation: Interview').length)
      .toBe(1);
    const mail = smtp.received.find((received) => received.subject === 'Invitation: Interview')!;
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const [part, ...more] = calendarParts(mail);
    expect(more).toEqual([]);
    expect(part?.method).toBe('REQUEST');
    expect(part?.text).toContain('UID:mailer-test@atrium.test');
    const rows = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'grace@example.test'));
    expect(rows[0]).toMatchObject({ calendarMethod: 'REQUEST', calendar: invitation });
    expect(
      await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'rolled-back@example.test')),
    ).toEqual([]);
    expect(smtp.received.some((received) => received.subject === 'Never')).toBe(false);
  });
});

describe('Mailer with SMTP, after a lost delivery job', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url }, { jobs: { pollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a message still queued a minute after it was kept, once', async () => {
    // As if the process stopped between the commit and queueing its delivery.
    await t.app.db.insert(outboxMessages).values({
      companyId: PLATFORM_COMPANY_ID,
      to: 'lost@example.test',
      subject: 'Lost',
      text: 'Lost',
      status: 'queued',
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    await t.app.jobs.send(DELIVER_QUEUED_JOB, {});
    await t.app.jobs.send(DELIVER_QUEUED_JOB, {});
    const row = async () =>
      (await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'lost@example.test')))[0]!;
    await expect.poll(async () => (await row()).status).toBe('sent');
    await t.app.jobs.send(DELIVER_QUEUED_JOB, {});
    await new Promise((done) => setTimeout(done, 1000));
    expect(smtp.received.filter((mail) => mail.subject === 'Lost')).toHaveLength(1);
  });
});

describe('Mailer with a failing SMTP server', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ refuse: true });
    // One retry, soon: the last try's failure is what the outbox keeps.
    t = await createTestApp(
      { smtpUrl: smtp.url },
      { jobs: { retryLimit: 1, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tries again, then keeps the message failed with the reason, and the job queue counts it', async () => {
    await t.app.mailer.sendMail({ to: 'bounce@example.test', subject: 'Nope', content });
    const row = async () =>
      (await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'bounce@example.test')))[0]!;
    expect((await row()).status).toBe('queued');
    await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toBe('failed');
    expect((await row()).error).toMatch(/Mailbox unavailable/);
    expect((await row()).sentAt).toBeNull();
    const queues = await jobQueueSummaries(t.database);
    expect(queues.find((queue) => queue.name === DELIVER_MAIL_JOB)).toMatchObject({
      failed: 1,
      lastError: expect.stringMatching(/Mailbox unavailable/),
    });
  });
});
