import type { FastifyInstance } from 'fastify';
import { signedInUser, type SignedInUser } from './test-app.ts';
import { createCompany } from '../src/db/seed/factories.ts';
import { createDepartment, createLocation } from '../src/db/seed/org-factories.ts';

/** A company with an owner, a help-desk user (view only) and one department and office. */
export async function peopleCompany(app: FastifyInstance, name = 'Acme Widgets Ltd') {
  const company = await createCompany(app.db, { name });
  const admin = await signedInUser(app, { firstName: 'Ada', lastName: 'Owner' }, company);
  const support: SignedInUser = await signedInUser(
    app,
    { firstName: 'Sam', lastName: 'Support', role: 'SUPPORT' },
    company,
  );
  const department = await createDepartment(app.db, company.id, { name: 'Engineering' });
  const location = await createLocation(app.db, company.id, { name: 'London' });
  return { company, admin, support, department, location };
}
