import { randomUUID } from 'node:crypto';
import { MODULES, type Module } from '@atrium/shared/constants/modules';
import type { Role } from '@atrium/shared/constants/company';
import type { DbOrTx } from '../client.ts';
import { type companies, type users, type CompanyRow, type UserRow } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertCompany, insertUser } from '../../modules/platform/auth/auth.repository.ts';

// Factories with overrides serve unit tests, API tests, end-to-end tests and the demo seed alike.

export const DEMO_PASSWORD = 'Atrium@2026';

let hashCache: Promise<string> | null = null;
/** Hashing is deliberately slow; factories reuse one hash of the demo password. */
export const demoPasswordHash = () => (hashCache ??= hashPassword(DEMO_PASSWORD));

export async function createCompany(
  db: DbOrTx,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  return insertCompany(db, {
    name: 'Acme Widgets Ltd',
    companyNo: randomUUID().slice(0, 8).toUpperCase(),
    companyAddress: '1 High Street, London',
    postalCode: 'EC1A 1BB',
    country: 'United Kingdom',
    companySize: '41-75',
    allowedModules: [...MODULES],
    defaultModule: 'RECRUITMENT',
    ...overrides,
  });
}

export interface UserOverrides extends Partial<typeof users.$inferInsert> {
  /** A plain password to hash; defaults to the demo password. null leaves the account without one. */
  password?: string | null;
}

export async function createUser(
  db: DbOrTx,
  companyId: string,
  overrides: UserOverrides = {},
): Promise<UserRow> {
  const { password, ...rest } = overrides;
  const passwordHash =
    password === null
      ? null
      : password === undefined || password === DEMO_PASSWORD
        ? await demoPasswordHash()
        : await hashPassword(password);
  const suffix = randomUUID().slice(0, 8);
  const allowedModules = (rest.allowedModules as Module[] | undefined) ?? [...MODULES];
  return insertUser(db, {
    companyId,
    email: `user.${suffix}@example.test`,
    firstName: 'Alex',
    lastName: `Tester ${suffix}`,
    contactNumber: '+447911123456',
    role: 'COMPANY_ADMIN' satisfies Role,
    allowedModules,
    defaultModule: allowedModules[0] ?? 'RECRUITMENT',
    status: 'active',
    passwordHash,
    emailVerifiedAt: new Date(),
    ...rest,
  });
}
