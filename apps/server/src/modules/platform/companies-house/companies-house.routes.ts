import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  companyLookupQuerySchema,
  companyLookupResultSchema,
} from '@atrium/shared/schemas/platform/companies-house';
import { searchCompanies } from './companies-house.service.ts';

/** Public (the sign-up form uses it before any account exists), so it is rate-limited per address. */
export const COMPANY_LOOKUP_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const companiesHouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies-house/search',
    {
      config: { access: 'public', rateLimit: COMPANY_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['companies-house'],
        summary: 'Look up UK companies by name (Companies House advanced-search shape)',
        querystring: companyLookupQuerySchema,
        response: { 200: envelope(companyLookupResultSchema) },
      },
    },
    async (request) => {
      const items = await searchCompanies(app.config.companiesHouse, request.query, request.log);
      return { message: 'Companies found', data: { items } };
    },
  );
};
