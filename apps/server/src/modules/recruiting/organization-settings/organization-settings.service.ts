import type { FastifyRequest } from 'fastify';
import type {
  Organization,
  OrganizationSettingsInput,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './organization-settings.repository.ts';

/** Before anyone saves them: salaries in pounds, interviews of 45 minutes (the schema's defaults). */
const DEFAULT_SETTINGS = { defaultCurrency: 'GBP', defaultInterviewMinutes: 45 };

async function load(db: DbOrTx, companyId: string): Promise<Organization> {
  const row = await repository.findOrganization(db, companyId);
  if (!row) throw notFound('Company');
  return {
    company: {
      name: row.name,
      logoUrl: row.logoUrl,
      timezone: row.timezone,
      careersPath: row.slug ? `/careers?company-name=${encodeURIComponent(row.slug)}` : null,
    },
    offices: row.offices,
    departments: row.departments,
    settings: {
      defaultCurrency: row.defaultCurrency ?? DEFAULT_SETTINGS.defaultCurrency,
      defaultInterviewMinutes: row.defaultInterviewMinutes ?? DEFAULT_SETTINGS.defaultInterviewMinutes,
    },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export const getOrganization = (db: Db, auth: AuthContext) => load(db, auth.companyId);

export const setOrganizationSettings = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: OrganizationSettingsInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth.companyId);
    await repository.saveOrganizationSettings(tx, auth.companyId, input);
    const after = await load(tx, auth.companyId);
    await recordAudit(tx, request, {
      action: 'recruiting.organization.update',
      targetType: 'company',
      targetId: auth.companyId,
      before: before.settings,
      after: after.settings,
    });
    return after;
  });
