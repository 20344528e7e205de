import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { findCompanySite } from '../careers/careers.repository.ts';
import { messagePage } from '../careers/careers.pages.ts';
import { sendHtml, servePublicPages } from '../careers/public-pages.ts';
import { offerAnsweredPage, offerResponsePage } from './offer-response.pages.ts';
import { answerFromLink, openOfferLink, type OfferAddress } from './offer-sending.service.ts';

const querystring = z.object({
  company: z.string().max(100).optional(),
  offer: z.string().max(100).optional(),
  token: z.string().max(100).optional(),
});
const answerBody = z.object({
  answer: z.enum(['accepted', 'declined']),
  note: z.string().trim().max(2000).default(''),
});
const ANSWER_LIMIT = { max: 20, timeWindow: '10 minutes' };

/**
 * /offer-response?company=…&offer=…&token=…: where the candidate accepts or declines the offer
 * mailed to them. Server-rendered like the careers pages; the GET only shows (mail scanners follow
 * links), the answer is a POST.
 */
export const offerResponseRoutes: FastifyPluginAsync = async (app) => {
  servePublicPages(app);

  async function show(reply: FastifyReply, opened: Awaited<ReturnType<typeof openOfferLink>>, url: string) {
    const site = opened?.context.companySlug
      ? await findCompanySite(app.db, opened.context.companySlug)
      : null;
    if (!opened || !site)
      return sendHtml(
        reply,
        404,
        messagePage(
          null,
          'Offer not found',
          'This link is not valid. Please use the link in your most recent email.',
        ),
      );
    if (opened.state === 'answered') return sendHtml(reply, 200, offerAnsweredPage(site, opened));
    if (opened.state === 'withdrawn')
      return sendHtml(
        reply,
        410,
        messagePage(site, 'This offer has changed', `${site.companyName} will send you its latest version.`),
      );
    if (opened.state === 'expired')
      return sendHtml(
        reply,
        410,
        messagePage(
          site,
          'This offer has expired',
          `Please reply to your offer email to talk to ${site.companyName}.`,
        ),
      );
    return sendHtml(reply, 200, offerResponsePage(site, opened, url));
  }

  app.get(
    '/offer-response',
    { config: { access: 'public' }, schema: { querystring } },
    async (request, reply) =>
      show(reply, await openOfferLink(app.db, request.query as OfferAddress), request.url),
  );

  app.post(
    '/offer-response',
    { config: { access: 'public', rateLimit: ANSWER_LIMIT }, schema: { querystring } },
    async (request, reply) => {
      // Form fields arrive as lists (public-pages.ts): one answer, one note.
      const fields = (request.body ?? {}) as Record<string, string[] | undefined>;
      const parsed = answerBody.safeParse({ answer: fields.answer?.[0], note: fields.note?.[0] ?? '' });
      const address = request.query as OfferAddress;
      if (!parsed.success) return show(reply, await openOfferLink(app.db, address), request.url);
      return show(
        reply,
        await answerFromLink(app.db, address, parsed.data.answer, parsed.data.note),
        request.url,
      );
    },
  );
};
