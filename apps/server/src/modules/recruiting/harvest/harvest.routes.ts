import type { FastifyPluginAsync } from 'fastify';
import { harvestApplicationEditsRoutes } from './harvest-application-edits.routes.ts';
import { harvestApplicationsRoutes } from './harvest-applications.routes.ts';
import { harvestApprovalsRoutes } from './harvest-approvals.routes.ts';
import { harvestCandidateProfileRoutes } from './harvest-candidate-profile.routes.ts';
import { harvestCandidatesRoutes } from './harvest-candidates.routes.ts';
import { useHarvestConventions } from './harvest-http.ts';
import { harvestInterviewWritesRoutes, harvestInterviewsRoutes } from './harvest-interviews.routes.ts';
import { harvestOffersRoutes } from './harvest-offers.routes.ts';
import { harvestOpeningsRoutes } from './harvest-openings.routes.ts';
import { harvestProspectsRoutes } from './harvest-prospects.routes.ts';
import { harvestReferenceRoutes } from './harvest-reference.routes.ts';
import { harvestScorecardsRoutes } from './harvest-scorecards.routes.ts';

/** Greenhouse's v1 endpoints. */
const harvestV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(harvestCandidatesRoutes);
  await app.register(harvestCandidateProfileRoutes);
  await app.register(harvestApplicationsRoutes);
  await app.register(harvestApplicationEditsRoutes);
  await app.register(harvestProspectsRoutes);
  await app.register(harvestReferenceRoutes);
  await app.register(harvestInterviewsRoutes);
  await app.register(harvestScorecardsRoutes);
  await app.register(harvestOffersRoutes);
  await app.register(harvestApprovalsRoutes);
  await app.register(harvestOpeningsRoutes);
};

/** Where Greenhouse moved an endpoint to v2 (its v1 deprecated): creating and changing interviews. */
const harvestV2Routes: FastifyPluginAsync = async (app) => {
  await app.register(harvestInterviewWritesRoutes);
};

/**
 * The Harvest API under /api/harvest: its own auth, paging, limits and error shape, one rate limit
 * per key across its versions.
 */
export const harvestRoutes: FastifyPluginAsync = async (app) => {
  useHarvestConventions(app);
  await app.register(harvestV1Routes, { prefix: '/v1' });
  await app.register(harvestV2Routes, { prefix: '/v2' });
};
