import type { FastifyRequest } from 'fastify';
import type { CompanyProfile, CompanyProfileInput } from '@atrium/shared/schemas/admin/company-profile';
import type { Db } from '../../../db/client.ts';
import type { CompanyRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './company-profile.repository.ts';

const COMPANY_NO_TAKEN = 'Another company of this country is registered with this company number';

export const toCompanyProfile = (row: CompanyRow): CompanyProfile => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  companyNo: row.companyNo,
  companyAddress: row.companyAddress,
  postalCode: row.postalCode,
  country: row.country,
  companySize: row.companySize as CompanyProfile['companySize'],
  timezone: row.timezone,
  description: row.description,
  allowedModules: row.allowedModules as CompanyProfile['allowedModules'],
  defaultModule: row.defaultModule as CompanyProfile['defaultModule'],
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = ({ id: _id, updatedAt: _updatedAt, ...fields }: CompanyProfile) => fields;

export async function getCompanyProfile(db: Db, auth: AuthContext): Promise<CompanyProfile> {
  const row = await repository.findCompany(db, auth.companyId);
  if (!row) throw notFound('Company');
  return toCompanyProfile(row);
}

/**
 * Saves the profile. Modules newly enabled are given to every person of the company; a module
 * switched off disappears from everyone's menus because sessions show only the company's modules.
 */
export async function updateCompanyProfile(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: CompanyProfileInput,
): Promise<CompanyProfile> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repository.findCompanyForUpdate(tx, auth.companyId);
      if (!before) throw notFound('Company');
      await repository.updateCompany(tx, auth.companyId, input);
      const enabled = input.allowedModules.filter((module) => !before.allowedModules.includes(module));
      await repository.addModulesToPeople(tx, auth.companyId, enabled);
      const after = toCompanyProfile((await repository.findCompany(tx, auth.companyId))!);
      await recordAudit(tx, request, {
        action: 'company.update',
        targetType: 'company',
        targetId: auth.companyId,
        before: snapshot(toCompanyProfile(before)),
        after: snapshot(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_country_company_no_key')) {
      throw new AppError('CONFLICT', COMPANY_NO_TAKEN, {
        errors: [{ path: 'companyNo', message: COMPANY_NO_TAKEN }],
      });
    }
    throw error;
  }
}
