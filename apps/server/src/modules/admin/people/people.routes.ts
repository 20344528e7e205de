import { adminPermission } from '../admin-permission.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  importResultSchema,
  invitePersonSchema,
  peopleListQuerySchema,
  peoplePageSchema,
  personDetailSchema,
  updatePersonSchema,
} from '@atrium/shared/schemas/admin/people';
import { AppError } from '../../../lib/app-error.ts';
import { readingMultipart } from '../../../lib/multipart.ts';
import { refuseUnstorableText } from '../../../plugins/storable-input.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { createPeopleDeps } from './people.deps.ts';
import {
  activatePerson,
  deactivatePerson,
  resendInvitation,
  startPasswordReset,
} from './people-access.service.ts';
import { exportPeopleCsv } from './people-export.ts';
import { defineImportInvitationJob, importPeople } from './people-import.service.ts';
import { PeopleTotals } from './people-totals.ts';
import { getPerson, invitePerson, listPeoplePage, updatePerson } from './people.service.ts';

const errors = { '4xx': apiErrorSchema };

/** The people of the signed-in user's company (issue 4). /users/me* stay with auth and profile. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = createPeopleDeps(app);
  defineImportInvitationJob(deps);
  const totals = new PeopleTotals();
  // Every write here changes who is in the company's lists, so their cached totals go, before the
  // answer leaves: a list asked for right after it never sees the old total.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.auth) {
      totals.invalidate(request.auth.companyId);
    }
    return payload;
  });
  // An import may send its CSV as the body itself; the limit matches an uploaded file's.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: app.config.uploadMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/users',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.view') },
      schema: {
        tags: ['people'],
        summary: 'People of my company: search, filters, sort and pages',
        querystring: peopleListQuerySchema,
        response: { 200: envelope(peoplePageSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'People',
      data: await listPeoplePage(app.db, requireAuth(request), request.query, totals),
    }),
  );

  app.post(
    '/users',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.create') },
      schema: {
        tags: ['people'],
        summary: 'Invite an employee: a temporary password and the set-new-password link go by mail',
        body: invitePersonSchema,
        response: { 200: envelope(personDetailSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Invitation sent successfully!',
      data: await invitePerson(deps, request, requireAuth(request), request.body),
    }),
  );

  app.get(
    '/users/export.csv',
    {
      config: { access: 'authenticated', permission: 'sso.admin.users.user.export' },
      schema: {
        tags: ['people'],
        summary: 'The people of the current search and filters as a CSV file',
        querystring: peopleListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = await exportPeopleCsv(app.db, requireAuth(request).companyId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="people-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.view') },
      schema: {
        tags: ['people'],
        summary: 'A person of my company',
        params: idParamSchema,
        response: { 200: envelope(personDetailSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Person',
      data: await getPerson(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.edit') },
      schema: {
        tags: ['people'],
        summary: 'Edit work details, custom role and attribute values',
        params: idParamSchema,
        body: updatePersonSchema,
        response: { 200: envelope(personDetailSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'User updated successfully!',
      data: await updatePerson(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.activate') },
      schema: {
        tags: ['people'],
        summary: 'Deactivate a person: their sessions end at once',
        params: idParamSchema,
        response: { 200: envelope(personDetailSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'User deactivated successfully!',
      data: await deactivatePerson(deps, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/users/:id/activate',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.activate') },
      schema: {
        tags: ['people'],
        summary: 'Activate a deactivated person',
        params: idParamSchema,
        response: { 200: envelope(personDetailSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'User activated successfully!',
      data: await activatePerson(deps, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/users/:id/resend-invite',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.invite.send') },
      schema: {
        tags: ['people'],
        summary: 'Mail a fresh temporary password to a person still invited',
        params: idParamSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await resendInvitation(deps, request, requireAuth(request), request.params.id);
      return { message: 'Invitation sent successfully!', data: null };
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.password.reset') },
      schema: {
        tags: ['people'],
        summary: 'Mail the person a password reset link; the admin never sees the password',
        params: idParamSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await startPasswordReset(deps, request, requireAuth(request), request.params.id);
      return { message: 'Email sent successfully!', data: null };
    },
  );

  app.post(
    '/users/import',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.users.user.import') },
      schema: {
        tags: ['people'],
        summary:
          'Invite people from a CSV (the body as text/csv, or multipart field "file"): all rows or none, with a row-by-row report',
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: envelope(importResultSchema), ...errors },
      },
    },
    async (request) => {
      const data = await importPeople(deps, request, requireAuth(request), await csvOf(request));
      return { message: `${data.imported} people imported; their invitations are on their way`, data };
    },
  );
};

/** The CSV of an import request, sent as the body or as the multipart field "file". */
async function csvOf(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (request.isMultipart()) {
    const text = await readingMultipart(async () => {
      const file = await request.file();
      return file ? (await file.toBuffer()).toString('utf8') : null;
    });
    if (text !== null) {
      refuseUnstorableText(text, 'file');
      return text;
    }
  }
  const message = 'Send the CSV as text/csv or as the multipart field "file"';
  throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', message }] });
}
