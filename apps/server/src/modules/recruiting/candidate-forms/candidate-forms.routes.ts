import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { readSubmission } from '../applications/read-submission.ts';
import { findCompanySite } from '../careers/careers.repository.ts';
import { messagePage } from '../careers/careers.pages.ts';
import { sendHtml, servePublicPages } from '../careers/public-pages.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { candidateFormPage, formAnsweredPage } from './candidate-forms.pages.ts';
import {
  openFormRequest,
  submitForm,
  useCandidateForms,
  type FormAddress,
  type OpenedForm,
} from './candidate-forms.service.ts';

const querystring = z.object({
  company: z.string().max(100).optional(),
  request: z.string().max(100).optional(),
  token: z.string().max(100).optional(),
});
const SUBMIT_LIMIT = { max: 20, timeWindow: '10 minutes' };

/**
 * /candidate-form?company=…&request=…&token=…: the page a candidate reaches from the email a stage
 * transition sent, server-rendered like the careers pages (no script), answered once.
 */
export const candidateFormRoutes: FastifyPluginAsync = async (app) => {
  const storage = await createFileStorage(app.config);
  useCandidateForms(app.db, app.config.publicUrl);
  servePublicPages(app);

  /** The form's page, or the page saying why there is none; answers whether it was the form. */
  async function siteOf(reply: FastifyReply, opened: OpenedForm | null) {
    const site = opened?.companySlug ? await findCompanySite(app.db, opened.companySlug) : null;
    if (!opened || !site) {
      await sendHtml(
        reply,
        404,
        messagePage(
          null,
          'Form not found',
          'This link is not valid. Please use the link in your most recent email, or reply to that email.',
        ),
      );
      return null;
    }
    if (opened.state === 'answered') {
      await sendHtml(reply, 200, formAnsweredPage(site, opened));
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

  app.get(
    '/candidate-form',
    { config: { access: 'public' }, schema: { querystring } },
    async (request, reply) => {
      const opened = await openFormRequest(app.db, request.query as FormAddress);
      const site = await siteOf(reply, opened);
      if (!site || !opened) return reply;
      return sendHtml(
        reply,
        200,
        candidateFormPage(site, opened, request.url, { values: new Map(), errors: [] }),
      );
    },
  );

  app.post(
    '/candidate-form',
    { config: { access: 'public', rateLimit: SUBMIT_LIMIT }, schema: { querystring } },
    async (request, reply) => {
      const { raw, errors: uploadErrors } = await readSubmission(request);
      const result = await submitForm(
        { db: app.db, storage },
        request.query as FormAddress,
        raw,
        uploadErrors,
      );
      const site = await siteOf(reply, result.opened);
      if (!site || !result.opened) return reply;
      if (result.ok) return sendHtml(reply, 200, formAnsweredPage(site, result.opened));
      return sendHtml(
        reply,
        400,
        candidateFormPage(site, result.opened, request.url, {
          values: raw.fields,
          errors: result.errors ?? [],
        }),
      );
    },
  );
};
