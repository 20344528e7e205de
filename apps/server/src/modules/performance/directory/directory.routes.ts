import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  directoryLookupsSchema,
  directoryPageSchema,
  directoryProfileSchema,
  directoryQuerySchema,
  orgChartQuerySchema,
  orgChartSchema,
} from '@atrium/shared/schemas/performance/directory';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './directory.service.ts';

const tags = ['performance'];
const LIST = 'prf.module.directory.list.view';

/** Performance → Directory: colleagues, the organisation chart and profiles. */
export const performanceDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance/directory',
    {
      config: { access: 'authenticated', permission: LIST },
      schema: {
        tags,
        summary: 'Colleagues still here, searched by name, email or title and filtered, a page at a time',
        querystring: directoryQuerySchema,
        response: { 200: envelope(directoryPageSchema) },
      },
    },
    async (request) => ({
      message: 'Directory',
      data: await service.listDirectory(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/performance/directory/lookups',
    {
      config: { access: 'authenticated', permission: LIST },
      schema: {
        tags,
        summary: "The directory filters' choices: departments, locations, groups and managers",
        response: { 200: envelope(directoryLookupsSchema) },
      },
    },
    async (request) => ({
      message: 'Directory filters',
      data: await service.directoryLookups(app.db, requireAuth(request)),
    }),
  );

  app.get(
    '/performance/directory/org-chart',
    {
      config: { access: 'authenticated', permission: LIST },
      schema: {
        tags,
        summary: "A person's place in the organisation chart (managers above, reports below), or its top",
        querystring: orgChartQuerySchema,
        response: { 200: envelope(orgChartSchema) },
      },
    },
    async (request) => ({
      message: 'Organisation chart',
      data: await service.orgChart(app.db, requireAuth(request), request.query.personId),
    }),
  );

  app.get(
    '/performance/directory/:id',
    {
      config: { access: 'authenticated', permission: 'prf.module.directory.profile.view' },
      schema: {
        tags,
        summary: "A colleague's profile: work details, manager chain, reports and groups",
        params: idParamSchema,
        response: { 200: envelope(directoryProfileSchema) },
      },
    },
    async (request) => ({
      message: 'Profile',
      data: await service.profile(app.db, requireAuth(request), request.params.id),
    }),
  );
};
