import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { outboxMessages, type OutboxChannel } from '../../../db/schema/index.ts';
import { renderMail, type MailContent } from './templates.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
}

/** Phone messages go through this; the default keeps them in the outbox beside the mail. */
export interface SmsTransport {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent through that server;
 * without, the outbox is the mailbox, which admins read at /admin/outbox (GET /api/admin/outbox).
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; sms?: SmsTransport },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get isSmtp(): boolean {
    return this.transport !== null;
  }

  async sendEmail(message: OutgoingMessage): Promise<void> {
    const id = await this.record('email', message, this.transport ? 'failed' : 'stored');
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await this.db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(outboxMessages.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, to: message.to }, 'mail could not be sent');
      await this.db.update(outboxMessages).set({ error: reason }).where(eq(outboxMessages.id, id));
      throw error;
    }
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
    await this.record('sms', { ...message, subject: 'SMS' }, this.options.sms ? 'sent' : 'stored');
    if (this.options.sms) await this.options.sms.send(message.to, message.text);
  }

  /** Sends after the response: callers that must not reveal timing (forgot password) use this. */
  sendEmailLater(message: OutgoingMessage): void {
    setImmediate(() => {
      this.sendEmail(message).catch(() => undefined);
    });
  }

  close(): void {
    this.transport?.close();
  }

  private async record(
    channel: OutboxChannel,
    message: OutgoingMessage,
    status: 'stored' | 'sent' | 'failed',
  ) {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({
        channel,
        companyId: message.companyId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status,
      })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }
}
