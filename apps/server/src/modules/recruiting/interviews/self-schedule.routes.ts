import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  selfScheduleLinkBodySchema,
  selfScheduleLinkSchema,
  selfScheduleLinkSummarySchema,
} from '@atrium/shared/schemas/recruiting/interviews';
import { requireAuth } from '../../../plugins/auth.ts';
import { findCompanySite } from '../careers/careers.repository.ts';
import { messagePage } from '../careers/careers.pages.ts';
import { sendHtml, servePublicPages } from '../careers/public-pages.ts';
import { interviewDepsOf } from './interview-deps.ts';
import { bookedPage, bookingPage } from './self-schedule.pages.ts';
import {
  BOOKING_PATH,
  applicationLinks,
  book,
  bookableSlots,
  bookedInterview,
  createSelfScheduleLink,
  openBooking,
  revokeSelfScheduleLink,
  type BookingAddress,
  type OpenedBooking,
} from './self-schedule.service.ts';

/** Links a candidate books a slot with: send one, list an application's, revoke an open one. */
export const selfScheduleLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = interviewDepsOf(app);
  app.get(
    '/applications/:id/self-schedule-links',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags: ['interviews'],
        summary: "The application's self-scheduling links, newest first, each open, booked or expired",
        params: idParamSchema,
        response: { 200: envelope(z.array(selfScheduleLinkSummarySchema)) },
      },
    },
    async (request) => ({
      message: 'Self-scheduling links',
      data: await applicationLinks(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/self-schedule-links/:id/revoke',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.create' },
      schema: {
        tags: ['interviews'],
        summary: 'End an open self-scheduling link at once',
        params: idParamSchema,
        response: { 200: envelope(selfScheduleLinkSchema) },
      },
    },
    async (request) => ({
      message: 'Link revoked',
      data: await revokeSelfScheduleLink(deps, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/applications/:id/self-schedule-links',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.create' },
      schema: {
        tags: ['interviews'],
        summary: 'Mail the candidate a link to book one of the interviewers’ free slots',
        params: idParamSchema,
        body: selfScheduleLinkBodySchema,
        response: { 201: envelope(selfScheduleLinkSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Link sent to the candidate',
        data: await createSelfScheduleLink(
          deps,
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );
};

const short = z.string().max(100).optional();
const querystring = z.object({ c: short, l: short, t: short });
const BOOK_LIMIT = { max: 20, timeWindow: '10 minutes' };

/** /interview-booking?c=…&l=…&t=…: the candidate's page of free slots (server-rendered, no script). */
export const interviewBookingRoutes: FastifyPluginAsync = async (app) => {
  servePublicPages(app);
  const deps = interviewDepsOf(app);

  /** The site to draw on, or the page saying why there is nothing to book; null once answered. */
  async function siteOf(reply: Parameters<typeof sendHtml>[0], opened: OpenedBooking | null) {
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
    if (opened.state === 'booked') {
      const booked = await bookedInterview(app.db, opened);
      await sendHtml(reply, 200, bookedPage(site, opened, booked?.interview ?? null));
      return null;
    }
    if (opened.state === 'expired') {
      await sendHtml(
        reply,
        410,
        messagePage(
          site,
          'This link has expired',
          `Please reply to the email you received, and ${site.companyName} will send you a new one.`,
        ),
      );
      return null;
    }
    return site;
  }

  app.get(BOOKING_PATH, { config: { access: 'public' }, schema: { querystring } }, async (request, reply) => {
    const opened = await openBooking(app.db, request.query as BookingAddress);
    const site = await siteOf(reply, opened);
    if (!site || !opened) return reply;
    return sendHtml(reply, 200, bookingPage(site, opened, await bookableSlots(app.db, opened), request.url));
  });

  app.post(
    BOOKING_PATH,
    { config: { access: 'public', rateLimit: BOOK_LIMIT }, schema: { querystring } },
    async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string[] | undefined>;
      const slot = fields.slot?.[0] ?? '';
      const address = request.query as BookingAddress;
      const result = await book(deps, address, slot);
      const site = await siteOf(reply, result.opened);
      if (!site || !result.opened) return reply;
      const slots = await bookableSlots(app.db, result.opened);
      return sendHtml(
        reply,
        409,
        bookingPage(site, result.opened, slots, request.url, result.ok ? undefined : result.message),
      );
    },
  );
};
