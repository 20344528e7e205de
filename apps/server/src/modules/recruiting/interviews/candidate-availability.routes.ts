import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { candidateAvailabilitySchema } from '@atrium/shared/schemas/recruiting/interviews';
import { requireAuth } from '../../../plugins/auth.ts';
import { findCompanySite } from '../careers/careers.repository.ts';
import { messagePage } from '../careers/careers.pages.ts';
import { sendHtml, servePublicPages } from '../careers/public-pages.ts';
import { availabilityPage, availabilitySentPage } from './candidate-availability.pages.ts';
import {
  AVAILABILITY_PATH,
  availabilityOfApplication,
  openAvailabilityRequest,
  readAvailability,
  saveAvailability,
  useAvailabilityRequests,
  type AvailabilityAddress,
  type OpenedAvailability,
} from './candidate-availability.service.ts';

/** GET /api/applications/:id/availability: what the candidate answered to availability requests. */
export const candidateAvailabilityApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/:id/availability',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags: ['interviews'],
        summary: 'The times the candidate said they can meet, newest request first',
        params: idParamSchema,
        response: { 200: envelope(candidateAvailabilitySchema) },
      },
    },
    async (request) => ({
      message: 'Availability',
      data: await availabilityOfApplication(app.db, requireAuth(request), request.params.id),
    }),
  );
};

const short = z.string().max(100).optional();
const querystring = z.object({ c: short, r: short, t: short });
const SUBMIT_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** /candidate-availability?c=…&r=…&t=…: where an availability request's email leads (no script). */
export const candidateAvailabilityRoutes: FastifyPluginAsync = async (app) => {
  useAvailabilityRequests(app.db, app.config.publicUrl);
  servePublicPages(app);

  async function siteOf(reply: FastifyReply, opened: OpenedAvailability | null) {
    const site = opened?.companySlug ? await findCompanySite(app.db, opened.companySlug) : null;
    if (!opened || !site) {
      await sendHtml(
        reply,
        404,
        messagePage(
          null,
          'Link not found',
          'This link is not valid. Please use the link in your most recent email.',
        ),
      );
      return null;
    }
    if (opened.state === 'expired') {
      await sendHtml(
        reply,
        410,
        messagePage(
          site,
          'This link has expired',
          `Please reply to the email you received, and ${site.companyName} will be in touch.`,
        ),
      );
      return null;
    }
    return site;
  }

  app.get(
    AVAILABILITY_PATH,
    { config: { access: 'public' }, schema: { querystring } },
    async (request, reply) => {
      const opened = await openAvailabilityRequest(app.db, request.query as AvailabilityAddress);
      const site = await siteOf(reply, opened);
      if (!site || !opened) return reply;
      return sendHtml(reply, 200, availabilityPage(site, opened, request.url));
    },
  );

  app.post(
    AVAILABILITY_PATH,
    { config: { access: 'public', rateLimit: SUBMIT_LIMIT }, schema: { querystring } },
    async (request, reply) => {
      const address = request.query as AvailabilityAddress;
      const opened = await openAvailabilityRequest(app.db, address);
      const site = await siteOf(reply, opened);
      if (!site || !opened) return reply;
      const answer = readAvailability(
        (request.body ?? {}) as Record<string, string[] | undefined>,
        opened.companyZone,
      );
      if (answer.errors.length > 0)
        return sendHtml(reply, 400, availabilityPage(site, opened, request.url, answer.errors));
      const saved = await saveAvailability(app.db, address, answer);
      const savedSite = await siteOf(reply, saved);
      if (!savedSite || !saved) return reply;
      return sendHtml(reply, 200, availabilitySentPage(savedSite, saved));
    },
  );
};
