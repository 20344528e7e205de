import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  myDocumentSchema,
  sendSignatureRequestBodySchema,
  signBodySchema,
  signatureRequestListQuerySchema,
  signatureRequestSchema,
  signatureTemplateBodySchema,
  signatureTemplateListQuerySchema,
  signatureTemplateSchema,
  templateRemovalSchema,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { requireAuth } from '../../../plugins/auth.ts';
import { sendFile } from '../../platform/files/files.routes.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import * as requests from './signature-requests.service.ts';
import { signRequest } from './signing.service.ts';
import * as templates from './signature-templates.service.ts';

const tags = ['onboarding'];
const pdfBytes = z.unknown().describe("The PDF's bytes");
const MANAGE = { access: 'authenticated', permission: 'onb.settings.plan.e_signature.manage' } as const;

/** Settings → e-signature (templates) and the documents sent to hires, signed and downloaded. */
export const onboardingESignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const deps = { db: app.db, storage, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const base = '/onboarding/e-signature';

  app.get(
    `${base}/templates`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Signature templates, by name (archived ones on request)',
        querystring: signatureTemplateListQuerySchema,
        response: { 200: envelope(z.array(signatureTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Templates',
      data: await templates.listTemplates(app.db, requireAuth(request), request.query.includeArchived),
    }),
  );

  app.post(
    `${base}/templates`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Create a signature template from an uploaded PDF (POST /api/files first)',
        body: signatureTemplateBodySchema,
        response: { 201: envelope(signatureTemplateSchema) },
      },
    },
    async (request, reply) => {
      const data = await templates.createTemplate(deps, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Template created successfully!', data });
    },
  );

  app.get(
    `${base}/templates/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One signature template',
        params: idParamSchema,
        response: { 200: envelope(signatureTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Template',
      data: await templates.getTemplate(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    `${base}/templates/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a template for documents sent from now on (those sent keep their snapshot)',
        params: idParamSchema,
        body: signatureTemplateBodySchema,
        response: { 200: envelope(signatureTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Template updated successfully!',
      data: await templates.updateTemplate(
        deps,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/templates/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a template, or archive it when documents were sent from it',
        params: idParamSchema,
        response: { 200: envelope(templateRemovalSchema) },
      },
    },
    async (request) => {
      const data = await templates.removeTemplate(app.db, request, requireAuth(request), request.params.id);
      return { message: data.outcome === 'archived' ? 'Template archived' : 'Template deleted', data };
    },
  );

  app.get(
    `${base}/templates/:id/file`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "A template's PDF, to render its pages",
        params: idParamSchema,
        response: { 200: pdfBytes },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const file = await templates.templateFile(app.db, auth, request.params.id);
      const row = (await findCompanyFile(app.db, auth.companyId, file.id))!;
      return sendFile(storage, reply, row, 'private, no-store');
    },
  );

  app.get(
    `${base}/requests`,
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.request.view' },
      schema: {
        tags,
        summary: "Documents sent for signature (a hire's, or in one state), newest first",
        querystring: signatureRequestListQuerySchema,
        response: { 200: envelope(z.array(signatureRequestSchema)) },
      },
    },
    async (request) => ({
      message: 'Documents',
      data: await requests.listRequests(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    `${base}/requests`,
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.request.send' },
      schema: {
        tags,
        summary: 'Send a template to a new hire for signature',
        body: sendSignatureRequestBodySchema,
        response: { 201: envelope(signatureRequestSchema) },
      },
    },
    async (request, reply) => {
      const data = await requests.sendRequest(deps, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Document sent for signature', data });
    },
  );

  app.get(
    `${base}/mine`,
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.document.sign.own' },
      schema: {
        tags,
        summary: 'The documents waiting for my signature, as a new hire or as counter-signer',
        response: { 200: envelope(z.array(myDocumentSchema)) },
      },
    },
    async (request) => ({
      message: 'Documents',
      data: await requests.myDocuments(app.db, requireAuth(request)),
    }),
  );

  app.get(
    `${base}/requests/:id`,
    {
      // Its signers (document.sign.own) or those who view every request: the service decides.
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One document: its fields, values, signers and state',
        params: idParamSchema,
        response: { 200: envelope(signatureRequestSchema) },
      },
    },
    async (request) => ({
      message: 'Document',
      data: await requests.getRequest(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    `${base}/requests/:id/file`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The document's original PDF as sent (its signers, or those who view every request)",
        params: idParamSchema,
        response: { 200: pdfBytes },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { request: row } = await requests.loadRecord(app.db, auth, request.params.id);
      const file = (await findCompanyFile(app.db, auth.companyId, row.fileId))!;
      return sendFile(storage, reply, file, 'private, no-store');
    },
  );

  app.get(
    `${base}/requests/:id/signed`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed PDF with its certificate page (its signers, or those who view every request)',
        params: idParamSchema,
        response: { 200: pdfBytes },
      },
    },
    async (request, reply) => {
      const signed = await requests.signedDocument(app.db, requireAuth(request), request.params.id);
      return sendFile(
        storage,
        reply,
        {
          storageKey: signed.storageKey,
          mimeType: 'application/pdf',
          sizeBytes: signed.sizeBytes,
          originalName: signed.name,
        },
        'private, no-store',
      );
    },
  );

  app.post(
    `${base}/requests/:id/cancel`,
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.request.cancel' },
      schema: {
        tags,
        summary: 'Cancel a document not yet completed',
        params: idParamSchema,
        response: { 200: envelope(signatureRequestSchema) },
      },
    },
    async (request) => ({
      message: 'Document cancelled',
      data: await requests.cancelRequest(app.db, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    `${base}/requests/:id/sign`,
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.document.sign.own' },
      schema: {
        tags,
        summary: 'Sign a document: the new hire first, then the counter-signer (explicit consent required)',
        params: idParamSchema,
        body: signBodySchema,
        response: { 200: envelope(signatureRequestSchema) },
      },
    },
    async (request) => ({
      message: 'Document signed',
      data: await signRequest(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );
};
