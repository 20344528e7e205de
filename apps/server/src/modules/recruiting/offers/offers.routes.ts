import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { approvalDecisionBodySchema } from '@atrium/shared/schemas/recruiting/approvals';
import {
  applicationOfferSchema,
  hireBodySchema,
  offerAnswerBodySchema,
  offerBodySchema,
  offerSendBodySchema,
} from '@atrium/shared/schemas/recruiting/offers';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/auth.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { hireApplication } from '../hiring/hiring.service.ts';
import { recordOfferAnswer, sendOffer } from './offer-sending.service.ts';
import {
  createOffer,
  decideOfferApproval,
  deleteOffer,
  getApplicationOffer,
  requestOfferApproval,
  updateOffer,
  type OfferDeps,
} from './offers.service.ts';

const tags = ['offers'];
const offer = { 200: envelope(applicationOfferSchema) };

/** An application's offer (versioned), its approval, sending and answer; and hiring. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const deps = (log = app.log): OfferDeps => ({
    db: app.db,
    mailer: app.mailer,
    storage,
    log,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/applications/:id/offer',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.view' },
      schema: {
        tags,
        summary: "The application's current offer, its earlier versions and the job's open openings",
        params: idParamSchema,
        response: offer,
      },
    },
    async (request) => ({
      message: 'Offer',
      data: await getApplicationOffer(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.post(
    '/applications/:id/offer',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.create' },
      schema: {
        tags,
        summary: 'Create the offer from a template (a draft)',
        params: idParamSchema,
        body: offerBodySchema,
        response: { 201: envelope(applicationOfferSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Offer created',
        data: await createOffer(
          deps(request.log),
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );
  app.put(
    '/offers/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.edit' },
      schema: {
        tags,
        summary: 'Change the terms (an approved or sent offer gets a new version; approvals restart)',
        params: idParamSchema,
        body: offerBodySchema,
        response: offer,
      },
    },
    async (request) => ({
      message: 'Offer saved',
      data: await updateOffer(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/offers/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.delete' },
      schema: {
        tags,
        summary: 'Delete the offer and its versions',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteOffer(deps(request.log), request, requireAuth(request), request.params.id);
      return { message: 'Offer deleted' };
    },
  );
  app.post(
    '/offers/:id/request-approval',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.create' },
      schema: {
        tags,
        summary: "Ask the offer approval flow's approvers",
        params: idParamSchema,
        response: offer,
      },
    },
    async (request) => ({
      message: 'Approval requested',
      data: await requestOfferApproval(deps(request.log), request, requireAuth(request), request.params.id),
    }),
  );
  app.post(
    '/offers/:id/approval',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.approve' },
      schema: {
        tags,
        summary: "An approver's decision",
        params: idParamSchema,
        body: approvalDecisionBodySchema,
        response: offer,
      },
    },
    async (request) => ({
      message: request.body.decision === 'approved' ? 'Offer approved' : 'Offer rejected',
      data: await decideOfferApproval(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    '/offers/:id/send',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.send' },
      schema: {
        tags,
        summary: 'Send the letter as a PDF to the candidate, with a link to answer',
        params: idParamSchema,
        body: offerSendBodySchema,
        response: offer,
      },
    },
    async (request) => ({
      message: 'Offer sent',
      data: await sendOffer(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    '/offers/:id/answer',
    {
      config: { access: 'authenticated', permission: 'rct.module.offers.offer.edit' },
      schema: {
        tags,
        summary: "Record the candidate's answer given another way",
        params: idParamSchema,
        body: offerAnswerBodySchema,
        response: offer,
      },
    },
    async (request) => ({
      message: request.body.answer === 'accepted' ? 'Offer accepted' : 'Offer declined',
      data: await recordOfferAnswer(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    '/applications/:id/hire',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.pipeline.edit' },
      schema: {
        tags,
        summary: 'Mark the candidate hired into an opening (the job closes with its last opening)',
        params: idParamSchema,
        body: hireBodySchema,
        response: {
          200: envelope(
            z.object({
              applicationId: z.string(),
              status: z.literal('hired'),
              openingId: z.string(),
              jobClosed: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => ({
      message: 'Candidate hired',
      data: await hireApplication(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );
};
