import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  addProspectBodySchema,
  convertProspectBodySchema,
  moveProspectBodySchema,
  poolBodySchema,
  poolSchema,
  prospectListSchema,
  prospectOwnerBodySchema,
  prospectQuerySchema,
  prospectSchema,
} from '@atrium/shared/schemas/recruiting/talent-pool';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './talent-pool.service.ts';

const tags = ['talent pool'];
const VIEW = 'rct.module.talent_pool.prospect.view';
const CONFIGURE = 'rct.module.talent_pool.pool.configure';
const EDIT = 'rct.module.talent_pool.prospect.edit';

/** The talent pool: prospect pools (configured), and the prospects in them. */
export const talentPoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/talent-pool/pools',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Prospect pools with their stages, admins and counts',
        response: { 200: envelope(z.array(poolSchema)) },
      },
    },
    async (request) => ({ message: 'Pools', data: await service.listPools(app.db, requireAuth(request)) }),
  );

  app.post(
    '/talent-pool/pools',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: {
        tags,
        summary: 'Add a prospect pool with its stages',
        body: poolBodySchema,
        response: { 201: envelope(poolSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Pool created',
        data: await service.createPool(app.db, request, requireAuth(request), request.body),
      }),
  );

  app.put(
    '/talent-pool/pools/:id',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: {
        tags,
        summary: 'Rename a pool, reorder, rename, add or remove its stages, change its admins',
        params: idParamSchema,
        body: poolBodySchema,
        response: { 200: envelope(poolSchema) },
      },
    },
    async (request) => ({
      message: 'Pool saved',
      data: await service.updatePool(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/talent-pool/pools/:id',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: {
        tags,
        summary: 'Delete an empty pool',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deletePool(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Pool deleted' };
    },
  );

  app.get(
    '/talent-pool/prospects',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Prospects by pool, stage, owner and search; active ones first, latest touched first',
        querystring: prospectQuerySchema,
        response: { 200: envelope(prospectListSchema) },
      },
    },
    async (request) => ({
      message: 'Prospects',
      data: await service.listProspects(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/talent-pool/prospects',
    {
      config: { access: 'authenticated', permission: 'rct.module.talent_pool.prospect.create' },
      schema: {
        tags,
        summary: 'Add a candidate, or a new person, to a pool',
        body: addProspectBodySchema,
        response: { 201: envelope(prospectSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Prospect added',
        data: await service.addProspect(app.db, request, requireAuth(request), request.body),
      }),
  );

  app.post(
    '/talent-pool/prospects/:id/move',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "Move a prospect to another of the pool's stages",
        params: idParamSchema,
        body: moveProspectBodySchema,
        response: { 200: envelope(prospectSchema) },
      },
    },
    async (request) => ({
      message: 'Prospect moved',
      data: await service.moveProspect(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.stageId,
      ),
    }),
  );

  app.put(
    '/talent-pool/prospects/:id/owner',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "Set a prospect's owner",
        params: idParamSchema,
        body: prospectOwnerBodySchema,
        response: { 200: envelope(prospectSchema) },
      },
    },
    async (request) => ({
      message: 'Owner saved',
      data: await service.setProspectOwner(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.ownerId,
      ),
    }),
  );

  app.post(
    '/talent-pool/prospects/:id/convert',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Convert a prospect to a candidate on a job (first stage unless one is named)',
        params: idParamSchema,
        body: convertProspectBodySchema,
        response: { 200: envelope(prospectSchema) },
      },
    },
    async (request) => ({
      message: 'Converted to a candidate',
      data: await service.convertProspect(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/talent-pool/prospects/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.talent_pool.prospect.delete' },
      schema: {
        tags,
        summary: 'Take a prospect out of their pool (the candidate stays)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.removeProspect(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Removed from the pool' };
    },
  );
};
