import type { FastifyRequest } from 'fastify';
import {
  ONBOARDING_MAIL_DEFAULTS,
  ONBOARDING_MAIL_KEYS,
  ONBOARDING_MAIL_LABELS,
  ONBOARDING_MAIL_TOKEN_LABELS,
  ONBOARDING_MAIL_TOKENS,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateBody,
  type OnboardingMailKey,
} from '@atrium/shared/schemas/onboarding/email';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './email-templates.repository.ts';
import { renderTemplate, sampleValues } from './onboarding-mail.ts';

type Row = Awaited<ReturnType<typeof repository.companyTemplate>>;

function toView(key: OnboardingMailKey, row: Row): EmailTemplate {
  const template = row ?? ONBOARDING_MAIL_DEFAULTS[key];
  return {
    key,
    ...ONBOARDING_MAIL_LABELS[key],
    subject: template.subject,
    bodyHtml: template.bodyHtml,
    isDefault: row === null,
    tokens: ONBOARDING_MAIL_TOKENS[key].map((name) => ({
      name,
      label: ONBOARDING_MAIL_TOKEN_LABELS[name]?.label ?? name,
    })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listTemplates(db: DbOrTx, auth: AuthContext): Promise<EmailTemplate[]> {
  const rows = new Map((await repository.companyTemplates(db, auth.companyId)).map((row) => [row.key, row]));
  return ONBOARDING_MAIL_KEYS.map((key) => toView(key, rows.get(key) ?? null));
}

export const saveTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  { key, ...body }: EmailTemplateBody,
) =>
  db.transaction(async (tx) => {
    const before = await repository.companyTemplate(tx, auth.companyId, key);
    await repository.saveTemplate(tx, auth.companyId, key, body);
    await recordAudit(tx, request, {
      action: 'onboarding.email_template.update',
      targetType: 'onboarding_email_template',
      targetId: key,
      before: before ? { subject: before.subject, bodyHtml: before.bodyHtml } : null,
      after: body,
    });
    return toView(key, await repository.companyTemplate(tx, auth.companyId, key));
  });

/** Back to the built-in template. */
export const resetTemplate = (db: Db, request: FastifyRequest, auth: AuthContext, key: OnboardingMailKey) =>
  db.transaction(async (tx) => {
    const before = await repository.companyTemplate(tx, auth.companyId, key);
    await repository.deleteTemplate(tx, auth.companyId, key);
    await recordAudit(tx, request, {
      action: 'onboarding.email_template.reset',
      targetType: 'onboarding_email_template',
      targetId: key,
      before: before ? { subject: before.subject, bodyHtml: before.bodyHtml } : null,
    });
    return toView(key, null);
  });

/** The template as typed (saved or not), filled with the samples, in the company's frame. */
export async function previewTemplate(
  db: DbOrTx,
  auth: AuthContext,
  { key, ...body }: EmailTemplateBody,
): Promise<EmailPreview> {
  const branding = await repository.mailBranding(db, auth.companyId);
  return renderTemplate(
    body,
    { companyName: branding?.name ?? '', color: branding?.primaryColor ?? '#1b5bd8' },
    sampleValues(key),
  );
}
