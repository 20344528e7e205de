import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { HIRING_TEAM_ROLES, type HiringTeamRole } from '@atrium/shared/schemas/recruiting/jobs';
import { companyOf, HarvestError, onePage } from './harvest-http.ts';
import { harvestOpeningSchema, harvestUserRoleSchema } from './harvest-offer-objects.ts';
import { stableIdOf } from './harvest-objects.ts';
import * as repository from './harvest-offers.repository.ts';
import { openingIdOf, toHarvestOpening } from './harvest-offers.service.ts';
import { harvestIdParam, harvestPageQuery, integerId } from './harvest-query.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const notFound = () => new HarvestError(404, 'Resource not found');

/**
 * Greenhouse's user roles are the roles a user can hold on a job: an interviewer, or a job admin
 * role. Atrium's are the hiring team's roles, the same for every company; their ids are stable.
 */
const ROLE_NAMES: Record<HiringTeamRole, string> = {
  hiring_manager: 'Hiring manager',
  recruiter: 'Recruiter',
  coordinator: 'Coordinator',
  sourcer: 'Sourcer',
  interviewer: 'Interviewer',
};
const USER_ROLES = HIRING_TEAM_ROLES.map((role) => ({
  id: stableIdOf(`user_role:${role}`),
  type: role === 'interviewer' ? ('interviewer' as const) : ('job_admin' as const),
  name: ROLE_NAMES[role],
}));

/** A job's openings (all, or one) and the roles a user can hold on a job. */
export const harvestOpeningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openingsOf = async (companyId: string, jobPublicId: number) => {
    const job = await repository.jobByPublicId(app.db, companyId, jobPublicId);
    if (!job) throw notFound();
    return repository.openingsOfJobs(app.db, companyId, [job.id]);
  };

  app.get(
    '/jobs/:id/openings',
    {
      config: access('GET /v1/jobs/:id/openings'),
      schema: {
        tags,
        summary: "Harvest: list a job's openings (status: opened or closed)",
        params: harvestIdParam,
        querystring: harvestPageQuery.pick({ per_page: true, page: true, skip_count: true }).extend({
          // Greenhouse: any other value answers every opening.
          status: z.string().max(20).optional(),
        }),
        response: { 200: z.array(harvestOpeningSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const wanted = query.status === 'opened' ? 'open' : query.status === 'closed' ? 'closed' : null;
      const openings = (await openingsOf(companyOf(request), request.params.id))
        .filter((row) => wanted === null || row.opening.status === wanted)
        .map(toHarvestOpening);
      const from = (query.page - 1) * query.per_page;
      return onePage(
        request,
        reply,
        app.config.publicUrl,
        query,
        openings.slice(from, from + query.per_page + 1),
        query.skip_count === 'true' ? null : openings.length,
      );
    },
  );

  app.get(
    '/jobs/:id/openings/:opening_id',
    {
      config: access('GET /v1/jobs/:id/openings/:opening_id'),
      schema: {
        tags,
        summary: "Harvest: retrieve one of a job's openings (by its id, not its opening_id text)",
        params: harvestIdParam.extend({ opening_id: integerId }),
        response: { 200: harvestOpeningSchema },
      },
    },
    async (request) => {
      const openings = await openingsOf(companyOf(request), request.params.id);
      const found = openings.find((row) => openingIdOf(row.opening.id) === request.params.opening_id);
      if (!found) throw notFound();
      return toHarvestOpening(found);
    },
  );

  app.get(
    '/user_roles',
    {
      config: access('GET /v1/user_roles'),
      schema: {
        tags,
        summary: 'Harvest: the roles a user can hold on a job (the hiring team’s)',
        response: { 200: z.array(harvestUserRoleSchema) },
      },
    },
    async () => USER_ROLES,
  );
};
