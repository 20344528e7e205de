import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { RSVP_ANSWERS } from '@atrium/shared/schemas/recruiting/interviews';
import { findCompanySite } from '../careers/careers.repository.ts';
import { messagePage } from '../careers/careers.pages.ts';
import { sendHtml, servePublicPages } from '../careers/public-pages.ts';
import { RESPONSE_PATH, type ResponseQuery } from './interview-links.ts';
import { answeredPage, closedPage, responsePage } from './interview-response.pages.ts';
import { openResponse, saveResponse, type OpenedResponse } from './interview-responses.service.ts';

const short = z.string().max(100).optional();
const querystring = z.object({ c: short, i: short, a: short, q: short, r: short, s: short });
const SUBMIT_LIMIT = { max: 30, timeWindow: '10 minutes' };

/**
 * /interview-response?…: where the answer links of an invitation lead (server-rendered, no script).
 * GET shows the interview and asks; the buttons POST the answer. A wrong signature is not found.
 */
export const interviewResponseRoutes: FastifyPluginAsync = async (app) => {
  servePublicPages(app);
  const secret = app.config.jwtSecret;

  async function siteOf(reply: FastifyReply, opened: OpenedResponse | null) {
    const slug = opened?.facts.company.slug;
    const site = slug ? await findCompanySite(app.db, slug) : null;
    if (!opened || !site) {
      await sendHtml(
        reply,
        404,
        messagePage(
          null,
          'Invitation not found',
          'This link is not valid. Please use the link in your most recent email.',
        ),
      );
      return null;
    }
    if (opened.state !== 'open') {
      await sendHtml(reply, 410, closedPage(site, opened));
      return null;
    }
    return site;
  }

  app.get(
    RESPONSE_PATH,
    { config: { access: 'public' }, schema: { querystring } },
    async (request, reply) => {
      const opened = await openResponse(app.db, secret, request.query as ResponseQuery);
      const site = await siteOf(reply, opened);
      if (!site || !opened) return reply;
      return sendHtml(reply, 200, responsePage(site, opened, request.url));
    },
  );

  app.post(
    RESPONSE_PATH,
    { config: { access: 'public', rateLimit: SUBMIT_LIMIT }, schema: { querystring } },
    async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string[] | undefined>;
      const answer = RSVP_ANSWERS.find((known) => known === fields.response?.[0]);
      const query = request.query as ResponseQuery;
      const opened = answer
        ? await saveResponse(app.db, secret, query, answer)
        : await openResponse(app.db, secret, query);
      const site = await siteOf(reply, opened);
      if (!site || !opened) return reply;
      if (!answer) return sendHtml(reply, 400, responsePage(site, opened, request.url));
      return sendHtml(reply, 200, answeredPage(site, opened));
    },
  );
};
