import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  groupBodySchema,
  groupListQuerySchema,
  groupMemberListQuerySchema,
  groupMemberParamsSchema,
  groupMembersBodySchema,
  groupSchema,
  personRefSchema,
} from '@atrium/shared/schemas/admin/organisation';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  getGroup,
  listGroupMembers,
  listGroups,
  removeGroupMember,
  updateGroup,
} from './groups.service.ts';

const tags = ['organisation'];
const VIEW = { access: 'authenticated', permission: adminPermission('sso.admin.groups.group.view') } as const;
const EDIT = { access: 'authenticated', permission: adminPermission('sso.admin.groups.group.edit') } as const;

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/groups',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Groups with their member counts',
        querystring: groupListQuerySchema,
        response: { 200: envelope(paged(groupSchema)) },
      },
    },
    async (request) => ({
      message: 'Groups',
      data: await listGroups(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/admin/groups',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.groups.group.create') },
      schema: {
        tags,
        summary: 'Add a group',
        body: groupBodySchema,
        response: { 201: envelope(groupSchema) },
      },
    },
    async (request, reply) => {
      const data = await createGroup(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Group created successfully!', data });
    },
  );

  app.get(
    '/admin/groups/:id',
    {
      config: VIEW,
      schema: { tags, summary: 'One group', params: idParamSchema, response: { 200: envelope(groupSchema) } },
    },
    async (request) => ({
      message: 'Group',
      data: await getGroup(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/admin/groups/:id',
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Rename or describe a group',
        params: idParamSchema,
        body: groupBodySchema,
        response: { 200: envelope(groupSchema) },
      },
    },
    async (request) => {
      const data = await updateGroup(app.db, request, requireAuth(request), request.params.id, request.body);
      return { message: 'Group updated successfully!', data };
    },
  );

  app.delete(
    '/admin/groups/:id',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.groups.group.delete') },
      schema: { tags, summary: 'Delete a group', params: idParamSchema, response: { 200: messageOnly } },
    },
    async (request) => {
      await deleteGroup(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Group deleted successfully!' };
    },
  );

  app.get(
    '/admin/groups/:id/members',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'A group’s members, by name',
        params: idParamSchema,
        querystring: groupMemberListQuerySchema,
        response: { 200: envelope(paged(personRefSchema)) },
      },
    },
    async (request) => ({
      message: 'Group members',
      data: await listGroupMembers(app.db, requireAuth(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/admin/groups/:id/members',
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Add people to a group (people already in it are left as they are)',
        params: idParamSchema,
        body: groupMembersBodySchema,
        response: { 200: envelope(groupSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await addGroupMembers(app.db, request, auth, request.params.id, request.body.userIds);
      return { message: 'Members added successfully!', data };
    },
  );

  app.delete(
    '/admin/groups/:id/members/:userId',
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Remove a person from a group',
        params: groupMemberParamsSchema,
        response: { 200: envelope(groupSchema) },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const data = await removeGroupMember(app.db, request, requireAuth(request), id, userId);
      return { message: 'Member removed successfully!', data };
    },
  );
};
