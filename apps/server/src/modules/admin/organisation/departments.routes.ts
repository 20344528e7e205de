import { permissionsGranting } from '@atrium/shared/permissions/admin-settings-equivalents';
import { anyOf } from '../../../plugins/auth.ts';
import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  departmentBodySchema,
  departmentHeadBodySchema,
  departmentListQuerySchema,
  departmentSchema,
} from '@atrium/shared/schemas/admin/organisation';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service.ts';

const tags = ['organisation'];

export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/departments',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.departments.department.view'),
      },
      schema: {
        tags,
        summary: 'Departments with parent, depth, head and counts',
        querystring: departmentListQuerySchema,
        response: { 200: envelope(paged(departmentSchema)) },
      },
    },
    async (request) => ({
      message: 'Departments',
      data: await listDepartments(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/admin/departments',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.departments.department.create'),
      },
      schema: {
        tags,
        summary: 'Add a department',
        body: departmentBodySchema,
        response: { 201: envelope(departmentSchema) },
      },
    },
    async (request, reply) => {
      const data = await createDepartment(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Department created successfully!', data });
    },
  );

  app.get(
    '/admin/departments/:id',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.departments.department.view'),
      },
      schema: {
        tags,
        summary: 'One department',
        params: idParamSchema,
        response: { 200: envelope(departmentSchema) },
      },
    },
    async (request) => ({
      message: 'Department',
      data: await getDepartment(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/admin/departments/:id',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.departments.department.edit'),
      },
      schema: {
        tags,
        summary: 'Replace a department’s name, parent and head (an omitted parent or head is cleared)',
        params: idParamSchema,
        body: departmentBodySchema,
        response: { 200: envelope(departmentSchema) },
      },
    },
    async (request) => {
      const data = await updateDepartment(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return { message: 'Department updated successfully!', data };
    },
  );

  app.put(
    '/admin/departments/:id/head',
    {
      // Performance's settings grant setting a head on its own (spec section 6: "set head").
      config: {
        access: 'authenticated',
        permission: anyOf(
          ...permissionsGranting('sso.admin.departments.department.edit'),
          'prf.settings.departments.head.assign',
        ),
      },
      schema: {
        tags,
        summary: 'Set (or clear) the head of a department',
        params: idParamSchema,
        body: departmentHeadBodySchema,
        response: { 200: envelope(departmentSchema) },
      },
    },
    async (request) => {
      const data = await updateDepartment(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        { headUserId: request.body.headUserId },
        'department.set_head',
      );
      return { message: 'Department head updated successfully!', data };
    },
  );

  app.delete(
    '/admin/departments/:id',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.departments.department.delete'),
      },
      schema: {
        tags,
        summary: 'Delete a department without sub-departments',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteDepartment(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Department deleted successfully!' };
    },
  );
};
