import type { FastifyPluginAsync } from 'fastify';
import { harvestApplicationEditsRoutes } from './harvest-application-edits.routes.ts';
import { harvestApplicationsRoutes } from './harvest-applications.routes.ts';
import { harvestCandidateProfileRoutes } from './harvest-candidate-profile.routes.ts';
import { harvestCandidatesRoutes } from './harvest-candidates.routes.ts';
import { useHarvestConventions } from './harvest-http.ts';
import { harvestProspectsRoutes } from './harvest-prospects.routes.ts';
import { harvestReferenceRoutes } from './harvest-reference.routes.ts';

/** The Harvest API under /api/harvest/v1: its own auth, paging, limits and error shape. */
export const harvestRoutes: FastifyPluginAsync = async (app) => {
  useHarvestConventions(app);
  await app.register(harvestCandidatesRoutes);
  await app.register(harvestCandidateProfileRoutes);
  await app.register(harvestApplicationsRoutes);
  await app.register(harvestApplicationEditsRoutes);
  await app.register(harvestProspectsRoutes);
  await app.register(harvestReferenceRoutes);
};
