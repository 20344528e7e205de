import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attributesRoutes } from './attributes.routes.ts';
import { departmentsRoutes } from './departments.routes.ts';
import { groupsRoutes } from './groups.routes.ts';
import { locationsRoutes } from './locations.routes.ts';

/** The organisation of issue 4 item 4: departments, locations, groups and user attributes. */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(departmentsRoutes);
  await app.register(locationsRoutes);
  await app.register(groupsRoutes);
  await app.register(attributesRoutes);
};
