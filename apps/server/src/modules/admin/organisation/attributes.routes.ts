import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, paged } from '@atrium/shared/schemas/platform/api';
import {
  attributeListQuerySchema,
  attributeSchema,
  createAttributeBodySchema,
  updateAttributeBodySchema,
} from '@atrium/shared/schemas/admin/organisation';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createAttribute,
  getAttribute,
  listAttributes,
  setAttributeArchived,
  updateAttribute,
} from './attributes.service.ts';

const tags = ['organisation'];
const VIEW = {
  access: 'authenticated',
  permission: adminPermission('sso.admin.attributes.attribute.view'),
} as const;

export const attributesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/attributes',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'User attribute definitions (active by default; status=archived or all)',
        querystring: attributeListQuerySchema,
        response: { 200: envelope(paged(attributeSchema)) },
      },
    },
    async (request) => ({
      message: 'User attributes',
      data: await listAttributes(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/admin/attributes',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.attributes.attribute.create'),
      },
      schema: {
        tags,
        summary: 'Create a user attribute: text, number, date, single or multi select',
        body: createAttributeBodySchema,
        response: { 201: envelope(attributeSchema) },
      },
    },
    async (request, reply) => {
      const data = await createAttribute(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Attribute created successfully!', data });
    },
  );

  app.get(
    '/admin/attributes/:id',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'One user attribute',
        params: idParamSchema,
        response: { 200: envelope(attributeSchema) },
      },
    },
    async (request) => ({
      message: 'User attribute',
      data: await getAttribute(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/admin/attributes/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.attributes.attribute.edit') },
      schema: {
        tags,
        summary: 'Edit a user attribute’s label and options (its type stays)',
        params: idParamSchema,
        body: updateAttributeBodySchema,
        response: { 200: envelope(attributeSchema) },
      },
    },
    async (request) => {
      const data = await updateAttribute(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return { message: 'Attribute updated successfully!', data };
    },
  );

  app.post(
    '/admin/attributes/:id/archive',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.attributes.attribute.archive'),
      },
      schema: {
        tags,
        summary: 'Archive a user attribute',
        params: idParamSchema,
        response: { 200: envelope(attributeSchema) },
      },
    },
    async (request) => {
      const data = await setAttributeArchived(app.db, request, requireAuth(request), request.params.id, true);
      return { message: 'Attribute archived successfully!', data };
    },
  );

  app.post(
    '/admin/attributes/:id/restore',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.attributes.attribute.restore'),
      },
      schema: {
        tags,
        summary: 'Restore an archived user attribute',
        params: idParamSchema,
        response: { 200: envelope(attributeSchema) },
      },
    },
    async (request) => {
      const data = await setAttributeArchived(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        false,
      );
      return { message: 'Attribute restored successfully!', data };
    },
  );
};
