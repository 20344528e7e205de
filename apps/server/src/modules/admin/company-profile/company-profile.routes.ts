import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { companyProfileBodySchema, companyProfileSchema } from '@atrium/shared/schemas/admin/company-profile';
import { requireAuth } from '../../../plugins/auth.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';

const tags = ['company'];

/** The company profile of company administration (/admin/company/profile): always one's own company. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/company',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.company.profile.view') },
      schema: {
        tags,
        summary: "The signed-in admin's company: name, logo, address, number, size, timezone, modules",
        response: { 200: envelope(companyProfileSchema) },
      },
    },
    async (request) => ({
      message: 'Company profile',
      data: await getCompanyProfile(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/admin/company',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.company.profile.edit') },
      schema: {
        tags,
        summary: 'Save the company profile; enabling a module gives it to every person of the company',
        body: companyProfileBodySchema,
        response: { 200: envelope(companyProfileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateCompanyProfile(app.db, request, auth, request.body);
      // Modules and the company name are part of every member's session: their next request sees them.
      app.userStates.invalidateCompany(auth.companyId);
      return { message: 'Company profile saved successfully!', data };
    },
  );
};
