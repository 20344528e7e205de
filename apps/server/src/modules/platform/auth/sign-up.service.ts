import type { FastifyRequest } from 'fastify';
import type { Role } from '@atrium/shared/constants/company';
import { TEMP_PASSWORD_TTL_DAYS } from '@atrium/shared/constants/limits';
import type { signUpCompanyBodySchema } from '@atrium/shared/schemas/platform/sign-up';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { temporaryPassword } from '../../../lib/secure-random.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { welcomeMail } from './auth.mail.ts';
import { insertCompany, insertUser, isCompanyRegistered, isEmailTaken } from './auth.repository.ts';
import { EMAIL_TAKEN_CONSTRAINT } from './sign-in-identities.repository.ts';

type SignUpCompanyInput = z.output<typeof signUpCompanyBodySchema>;

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
    errors: [{ path: 'email', message: 'An account with this email already exists' }],
  });
const companyTaken = () =>
  new AppError('COMPANY_TAKEN', 'This company is already registered', {
    errors: [{ path: 'companyNo', message: 'This company is already registered' }],
  });

/** Registers a company and its first administrator, who gets a temporary password by mail. */
export async function signUpCompany(deps: AuthDeps, input: SignUpCompanyInput, request: FastifyRequest) {
  const password = temporaryPassword();
  // Hashing is slow; done before the transaction so it holds no locks meanwhile.
  const tempPasswordHash = await hashPassword(password);
  const email = input.email;
  let created;
  try {
    created = await deps.db.transaction(async (tx) => {
      if (await isEmailTaken(tx, email)) throw emailTaken();
      if (await isCompanyRegistered(tx, input.country, input.companyNo)) throw companyTaken();
      const company = await insertCompany(tx, {
        name: input.companyName,
        companyNo: input.companyNo,
        companyAddress: input.companyAddress,
        postalCode: input.postalCode,
        country: input.country,
        companySize: input.companySize,
        allowedModules: input.allowedCompany,
        defaultModule: input.defaultCompany,
        description: input.description,
      });
      const user = await insertUser(tx, {
        companyId: company.id,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        contactNumber: input.contactNumber,
        role: 'COMPANY_ADMIN' satisfies Role,
        allowedModules: input.allowedCompany,
        defaultModule: input.defaultCompany,
        status: 'invited',
        tempPasswordHash,
        tempPasswordExpiresAt: new Date(Date.now() + TEMP_PASSWORD_TTL_DAYS * 24 * 3_600_000),
      });
      await recordAudit(tx, request, {
        action: 'auth.sign_up_company',
        companyId: company.id,
        actorUserId: user.id,
        targetType: 'company',
        targetId: company.id,
        after: { companyName: company.name, country: company.country, modules: company.allowedModules },
      });
      return { company, user };
    });
  } catch (error) {
    // Two sign-ups racing past the checks meet the unique indexes instead.
    if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) throw emailTaken();
    if (isUniqueViolation(error, 'companies_country_company_no_key')) throw companyTaken();
    throw error;
  }

  const link = `${deps.config.publicUrl}/set-new-password?userId=${encodeURIComponent(email)}`;
  const mail = welcomeMail({
    to: email,
    companyId: created.company.id,
    firstName: created.user.firstName,
    companyName: created.company.name,
    temporaryPassword: password,
    link,
  });
  // The account exists either way; a mail failure is logged and kept in the outbox, not turned into a 500.
  await deps.mailer
    .sendEmail(mail)
    .catch((error: unknown) => deps.log.error({ err: error }, 'welcome mail failed'));
}
