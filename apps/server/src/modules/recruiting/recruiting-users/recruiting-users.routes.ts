import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  recruitingRoleBodySchema,
  recruitingUserDetailSchema,
  recruitingUsersPageSchema,
  recruitingUsersQuerySchema,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { requireAuth } from '../../../plugins/auth.ts';
import { getRecruitingUser, listRecruitingUsers, setRecruitingRole } from './recruiting-users.service.ts';

const tags = ['configuration'];
const VIEW = 'rct.settings.users.user.view';

/** Configuration → users: who works in recruiting, with which rights, on which hiring teams. */
export const recruitingUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/users',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "The company's people with their recruiting level and hiring teams; search, level, pages",
        querystring: recruitingUsersQuerySchema,
        response: { 200: envelope(recruitingUsersPageSchema) },
      },
    },
    async (request) => ({
      message: 'Users',
      data: await listRecruitingUsers(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/configuration/users/:id',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "A person's recruiting permissions, hiring teams, and the company roles that may be given",
        params: idParamSchema,
        response: { 200: envelope(recruitingUserDetailSchema) },
      },
    },
    async (request) => ({
      message: 'User details',
      data: await getRecruitingUser(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/configuration/users/:id/role',
    {
      config: { access: 'authenticated', permission: 'rct.settings.users.user.edit' },
      schema: {
        tags,
        summary: 'Give the person a company role (or none); nobody gives more rights than they hold',
        params: idParamSchema,
        body: recruitingRoleBodySchema,
        response: { 200: envelope(recruitingUserDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Recruiting role saved successfully!',
      data: await setRecruitingRole(
        { db: app.db, userStates: app.userStates },
        request,
        requireAuth(request),
        request.params.id,
        request.body.customRoleId,
      ),
    }),
  );
};
