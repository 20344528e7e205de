import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  roleBodySchema,
  roleIdParamSchema,
  roleListQuerySchema,
  roleSchema,
} from '@atrium/shared/schemas/admin/roles';
import { requireAuth } from '../../../plugins/auth.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

// Company roles (issue 4, item 2); system roles are listed alongside, read-only.
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.roles.role.view') },
      schema: {
        tags: ['roles'],
        summary: 'System roles, then the company’s own, with their permissions and holders',
        querystring: roleListQuerySchema,
        response: { 200: envelope(paged(roleSchema)) },
      },
    },
    async (request) => ({
      message: 'Roles',
      data: await listRoles(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/roles',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.roles.role.create') },
      schema: {
        tags: ['roles'],
        summary: 'Create a company role',
        body: roleBodySchema,
        response: { 201: envelope(roleSchema) },
      },
    },
    async (request, reply) => {
      const data = await createRole(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Role created successfully!', data });
    },
  );

  app.get(
    '/roles/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.roles.role.view') },
      schema: {
        tags: ['roles'],
        summary: 'One role: a company role’s id or a system role’s key',
        params: roleIdParamSchema,
        response: { 200: envelope(roleSchema) },
      },
    },
    async (request) => ({
      message: 'Role',
      data: await getRole(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/roles/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.roles.role.edit') },
      schema: {
        tags: ['roles'],
        summary: 'Edit a company role; its holders get the new permissions on their next request',
        params: roleIdParamSchema,
        body: roleBodySchema,
        response: { 200: envelope(roleSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateRole(app.db, request, auth, request.params.id, request.body);
      app.userStates.invalidateCompany(auth.companyId);
      return { message: 'Role updated successfully!', data };
    },
  );

  app.delete(
    '/roles/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.roles.role.delete') },
      schema: {
        tags: ['roles'],
        summary: 'Delete a company role nobody holds',
        params: roleIdParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteRole(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Role deleted successfully!' };
    },
  );
};
