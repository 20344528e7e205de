import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { outboxMessages, PLATFORM_COMPANY_ID, type OutboxChannel } from '../../../db/schema/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { renderMail, type MailContent } from './templates.ts';

export const DELIVER_MAIL_JOB = 'platform.mail.deliver';
export const DELIVER_QUEUED_JOB = 'platform.mail.deliver-queued';

/** An iCalendar object sent as the message's text/calendar part (iTIP over mail, RFC 6047). */
export interface CalendarPart {
  /** iTIP's METHOD, repeated as the part's content-type parameter: REQUEST, CANCEL… */
  method: string;
  content: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /** Where the recipient's reply goes, when not back to MAIL_FROM. */
  replyTo?: string;
  calendar?: CalendarPart;
  /** Small files sent with it (an offer letter), kept in the outbox with the message. */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** Phone messages go through this; the default keeps them in the outbox beside the mail. */
export interface SmsTransport {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * Every message is written to the outbox first. With SMTP_URL a durable job then delivers it (retried
 * with backoff; a message whose last try fails stays `failed` with the reason); without, the outbox
 * is the mailbox, which admins read at /admin/outbox (GET /api/admin/outbox).
 */
export class Mailer {
  /** Whether SMTP delivers (else the outbox is the mailbox). */
  private readonly transport: boolean;
  // nodemailer is loaded with the first delivery, so a server without SMTP never holds it (3 MB).
  private smtp: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
    private readonly options: { smtpUrl?: string; from: string; sms?: SmsTransport },
  ) {
    this.transport = Boolean(options.smtpUrl);
    if (this.transport) {
      jobs.define({
        name: DELIVER_MAIL_JOB,
        data: z.object({ messageId: z.uuid() }),
        retryLimit: 5,
        handler: ({ messageId }, run) => this.deliver(messageId, run.isLastTry),
      });
      // A message kept in a transaction whose delivery could not be queued after the commit (or
      // whose job was lost) is queued again by this sweep; the message id is the job's singleton
      // key, so one waiting for a retry is not queued twice.
      jobs.define({
        name: DELIVER_QUEUED_JOB,
        data: z.object({}),
        handler: () => this.queueUndelivered(),
      });
    }
  }

  /** Once the queue runs: the sweep every minute (one instance queues each tick). */
  async scheduleSweep(): Promise<void> {
    if (this.transport) await this.jobs.schedule(DELIVER_QUEUED_JOB, '* * * * *', {});
  }

  get isSmtp(): boolean {
    return this.transport;
  }

  /** Keeps the message in the outbox and, with SMTP, queues its delivery; answers once it is kept. */
  async sendEmail(message: OutgoingMessage): Promise<void> {
    const id = await this.record(this.db, 'email', message, this.transport ? 'queued' : 'stored');
    if (this.transport) await this.queueDelivery(id);
  }

  /**
   * Keeps the message in the caller's transaction, so it exists exactly when the change it tells of
   * does; with SMTP its delivery is queued once that commits (the sweep sends it if queueing fails).
   */
  async keepEmail(tx: DbOrTx, message: OutgoingMessage): Promise<void> {
    const id = await this.record(tx, 'email', message, this.transport ? 'queued' : 'stored');
    if (!this.transport) return;
    afterCommit(tx, () => {
      this.queueDelivery(id).catch((error: unknown) =>
        this.log.warn({ err: error, messageId: id }, 'mail delivery not queued; the sweep will'),
      );
    });
  }

  private queueDelivery(messageId: string) {
    return this.jobs.send(DELIVER_MAIL_JOB, { messageId }, { singletonKey: messageId });
  }

  /** Queues the delivery of messages still queued a minute after they were kept. */
  private async queueUndelivered(): Promise<void> {
    const waiting = await this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'queued'),
          eq(outboxMessages.channel, 'email'),
          sql`${outboxMessages.createdAt} < now() - interval '1 minute'`,
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(100);
    for (const { id } of waiting) await this.queueDelivery(id);
  }

  private async deliver(messageId: string, isLastTry: boolean): Promise<void> {
    const [message] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    // A message already sent (a retry after a lost acknowledgement) is not sent twice.
    if (!message || message.status === 'sent') return;
    try {
      this.smtp ??= import('nodemailer').then((m) => m.default.createTransport(this.options.smtpUrl));
      await (
        await this.smtp
      ).sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        replyTo: message.replyTo ?? undefined,
        attachments: message.attachments?.map((file) => ({ ...file, encoding: 'base64' })),
        // An alternative part text/calendar; method=…, which mail clients show as an invitation.
        icalEvent:
          message.calendar && message.calendarMethod
            ? { method: message.calendarMethod, content: message.calendar }
            : undefined,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, messageId, isLastTry }, 'mail could not be sent');
      await this.db
        .update(outboxMessages)
        .set({ status: isLastTry ? 'failed' : 'queued', error: reason })
        .where(eq(outboxMessages.id, messageId));
      throw error;
    }
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), error: null })
      .where(eq(outboxMessages.id, messageId));
  }

  /** Renders the content with the shared template (HTML and text) and sends it. */
  sendMail(message: {
    to: string;
    subject: string;
    companyId?: string | null;
    content: MailContent;
  }): Promise<void> {
    const { content, ...envelope } = message;
    return this.sendEmail({ ...envelope, ...renderMail(content) });
  }

  async sendSms(message: { to: string; text: string; companyId?: string | null }): Promise<void> {
    await this.record(this.db, 'sms', { ...message, subject: 'SMS' }, this.options.sms ? 'sent' : 'stored');
    if (this.options.sms) await this.options.sms.send(message.to, message.text);
  }

  close(): void {
    void this.smtp?.then((transport) => transport.close());
  }

  private async record(
    db: DbOrTx,
    channel: OutboxChannel,
    message: OutgoingMessage,
    status: 'stored' | 'queued' | 'sent',
  ) {
    const [row] = await db
      .insert(outboxMessages)
      .values({
        channel,
        companyId: message.companyId ?? PLATFORM_COMPANY_ID,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        calendar: message.calendar?.content ?? null,
        calendarMethod: message.calendar?.method ?? null,
        attachments: message.attachments ?? null,
        status,
      })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }
}
