import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  locationBodySchema,
  locationListQuerySchema,
  locationSchema,
} from '@atrium/shared/schemas/admin/organisation';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations.service.ts';

const tags = ['organisation'];

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/locations',
    {
      config: { access: 'authenticated', permission: 'sso.admin.locations.location.view' },
      schema: {
        tags,
        summary: 'Offices and other locations, with how many people work there',
        querystring: locationListQuerySchema,
        response: { 200: envelope(paged(locationSchema)) },
      },
    },
    async (request) => ({
      message: 'Locations',
      data: await listLocations(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/admin/locations',
    {
      config: { access: 'authenticated', permission: 'sso.admin.locations.location.create' },
      schema: {
        tags,
        summary: 'Add a location',
        body: locationBodySchema,
        response: { 201: envelope(locationSchema) },
      },
    },
    async (request, reply) => {
      const data = await createLocation(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Location created successfully!', data });
    },
  );

  app.get(
    '/admin/locations/:id',
    {
      config: { access: 'authenticated', permission: 'sso.admin.locations.location.view' },
      schema: {
        tags,
        summary: 'One location',
        params: idParamSchema,
        response: { 200: envelope(locationSchema) },
      },
    },
    async (request) => ({
      message: 'Location',
      data: await getLocation(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/admin/locations/:id',
    {
      config: { access: 'authenticated', permission: 'sso.admin.locations.location.edit' },
      schema: {
        tags,
        summary: 'Edit a location',
        params: idParamSchema,
        body: locationBodySchema,
        response: { 200: envelope(locationSchema) },
      },
    },
    async (request) => {
      const data = await updateLocation(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return { message: 'Location updated successfully!', data };
    },
  );

  app.delete(
    '/admin/locations/:id',
    {
      config: { access: 'authenticated', permission: 'sso.admin.locations.location.delete' },
      schema: {
        tags,
        summary: 'Delete a location (its people keep their accounts, without a location)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteLocation(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Location deleted successfully!' };
    },
  );
};
