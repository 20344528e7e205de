import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type {
  EmailSender,
  EmailTemplate,
  EmailTemplateInput,
  OfferTemplate,
  OfferTemplateInput,
} from '@atrium/shared/schemas/recruiting/email-templates';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import * as repository from './templates.repository.ts';
import type { EmailTemplateRow, OfferTemplateRow } from './templates.repository.ts';

const toEmailTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  type: row.type,
  subject: row.subject,
  bodyHtml: row.bodyHtml,
  isDefault: row.isDefault,
  updatedAt: row.updatedAt.toISOString(),
});

const toOfferTemplate = (row: OfferTemplateRow): OfferTemplate => ({
  id: row.id,
  name: row.name,
  bodyHtml: row.bodyHtml,
  updatedAt: row.updatedAt.toISOString(),
});

export const listEmailTemplates = async (db: Db, auth: AuthContext) =>
  (await repository.listEmailTemplates(db, auth.companyId)).map(toEmailTemplate);

export async function getEmailTemplate(db: Db, auth: AuthContext, id: string) {
  const row = await repository.findEmailTemplate(db, auth.companyId, id);
  if (!row) throw notFound('Email template');
  return toEmailTemplate(row);
}

export const createEmailTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: EmailTemplateInput,
) =>
  db.transaction(async (tx) => {
    if (input.isDefault) await repository.clearDefault(tx, auth.companyId, input.type);
    const row = await repository.insertEmailTemplate(tx, {
      companyId: auth.companyId,
      ...input,
      updatedById: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'email_template.create',
      targetType: 'email_template',
      targetId: row.id,
      after: { name: row.name, type: row.type },
    });
    return toEmailTemplate(row);
  });

export const updateEmailTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: EmailTemplateInput,
) =>
  db.transaction(async (tx) => {
    const before = await repository.findEmailTemplate(tx, auth.companyId, id);
    if (!before) throw notFound('Email template');
    if (input.isDefault) await repository.clearDefault(tx, auth.companyId, input.type, id);
    const row = (await repository.updateEmailTemplate(tx, auth.companyId, id, {
      ...input,
      updatedById: auth.userId,
    }))!;
    await recordAudit(tx, request, {
      action: 'email_template.update',
      targetType: 'email_template',
      targetId: id,
      before: { name: before.name, subject: before.subject, isDefault: before.isDefault },
      after: { name: row.name, subject: row.subject, isDefault: row.isDefault },
    });
    return toEmailTemplate(row);
  });

export const deleteEmailTemplate = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findEmailTemplate(tx, auth.companyId, id);
    if (!before) throw notFound('Email template');
    await repository.deleteEmailTemplate(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'email_template.delete',
      targetType: 'email_template',
      targetId: id,
      before: { name: before.name },
    });
  });

export const listOfferTemplates = async (db: Db, auth: AuthContext) =>
  (await repository.listOfferTemplates(db, auth.companyId)).map(toOfferTemplate);

export async function getOfferTemplate(db: Db, auth: AuthContext, id: string) {
  const row = await repository.findOfferTemplate(db, auth.companyId, id);
  if (!row) throw notFound('Offer template');
  return toOfferTemplate(row);
}

export const createOfferTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: OfferTemplateInput,
) =>
  db.transaction(async (tx) => {
    const row = await repository.insertOfferTemplate(tx, {
      companyId: auth.companyId,
      ...input,
      updatedById: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'offer_template.create',
      targetType: 'offer_template',
      targetId: row.id,
      after: { name: row.name },
    });
    return toOfferTemplate(row);
  });

export const updateOfferTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: OfferTemplateInput,
) =>
  db.transaction(async (tx) => {
    const before = await repository.findOfferTemplate(tx, auth.companyId, id);
    if (!before) throw notFound('Offer template');
    const row = (await repository.updateOfferTemplate(tx, auth.companyId, id, {
      ...input,
      updatedById: auth.userId,
    }))!;
    await recordAudit(tx, request, {
      action: 'offer_template.update',
      targetType: 'offer_template',
      targetId: id,
      before: { name: before.name },
      after: { name: row.name },
    });
    return toOfferTemplate(row);
  });

export const deleteOfferTemplate = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findOfferTemplate(tx, auth.companyId, id);
    if (!before) throw notFound('Offer template');
    await repository.deleteOfferTemplate(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'offer_template.delete',
      targetType: 'offer_template',
      targetId: id,
      before: { name: before.name },
    });
  });

const SENDER_CODE_MINUTES = 30;
const SENDER_MAX_ATTEMPTS = 5;
const hashCode = (companyId: string, code: string) =>
  createHash('sha256').update(`${companyId}:${code}`).digest('hex');

const toSender = (row: Awaited<ReturnType<typeof repository.findSender>>): EmailSender | null =>
  row
    ? {
        name: row.name,
        email: row.email,
        verified: row.verifiedAt !== null,
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
      }
    : null;

export const getSender = async (db: Db, auth: AuthContext) =>
  toSender(await repository.findSender(db, auth.companyId));

/** A new sender address is unverified until the 6-digit code mailed to it comes back. */
export async function setSender(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  request: FastifyRequest,
  auth: AuthContext,
  input: { name: string; email: string },
): Promise<EmailSender> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await repository.saveSender(tx, {
      companyId: auth.companyId,
      name: input.name,
      email: input.email,
      codeHash: hashCode(auth.companyId, code),
      codeExpiresAt: new Date(Date.now() + SENDER_CODE_MINUTES * 60_000),
      attempts: 0,
      verifiedAt: null,
    });
    await recordAudit(tx, request, {
      action: 'email_sender.set',
      targetType: 'company',
      targetId: auth.companyId,
      after: input,
    });
  });
  const subject = `${code} is your code to send recruiting mail as ${input.email}`;
  try {
    await deps.mailer.sendEmail({
      to: input.email,
      companyId: auth.companyId,
      subject,
      ...renderMail({
        heading: 'Confirm your sender address',
        paragraphs: [
          `Enter this code in Atrium to send recruiting mail as ${input.name} <${input.email}>:`,
          code,
          `It works for ${SENDER_CODE_MINUTES} minutes.`,
        ],
      }),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'sender code mail failed');
  }
  return (await getSender(deps.db, auth))!;
}

export const verifySender = (db: Db, request: FastifyRequest, auth: AuthContext, code: string) =>
  db
    .transaction(async (tx) => {
      const sender = await repository.findSender(tx, auth.companyId);
      const fail = (errorCode: 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED', message: string) =>
        new AppError(errorCode, message, { errors: [{ path: 'code', message }] });
      if (!sender?.codeHash || !sender.codeExpiresAt) throw notFound('Sender address waiting for a code');
      if (sender.codeExpiresAt.getTime() < Date.now())
        throw fail('CODE_EXPIRED', 'This code has expired. Save the address again for a new one.');
      if (sender.attempts >= SENDER_MAX_ATTEMPTS)
        throw fail('CODE_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Save the address again for a new one.');
      if (
        !timingSafeEqual(
          Buffer.from(sender.codeHash, 'hex'),
          Buffer.from(hashCode(auth.companyId, code), 'hex'),
        )
      ) {
        await repository.saveSender(tx, { ...sender, attempts: sender.attempts + 1 });
        return null;
      }
      await repository.saveSender(tx, {
        ...sender,
        codeHash: null,
        codeExpiresAt: null,
        verifiedAt: new Date(),
      });
      await recordAudit(tx, request, {
        action: 'email_sender.verify',
        targetType: 'company',
        targetId: auth.companyId,
        after: { email: sender.email },
      });
      return toSender(await repository.findSender(tx, auth.companyId));
    })
    .then((sender) => {
      if (!sender)
        throw new AppError('CODE_INVALID', 'The code is not correct.', {
          errors: [{ path: 'code', message: 'The code is not correct.' }],
        });
      return sender;
    });
