import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  onboardingDepartmentBodySchema,
  onboardingDepartmentSchema,
  onboardingLocationBodySchema,
  onboardingLocationSchema,
} from '@atrium/shared/schemas/onboarding/company-places';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './company-places.service.ts';

const tags = ['onboarding'];
const DEPARTMENTS = 'onb.settings.company.departments.manage';
const LOCATIONS = 'onb.settings.company.locations.manage';

/** Onboarding settings → departments and locations: the company's own, from Onboarding. */
export const onboardingCompanyPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/settings/departments',
    {
      config: { access: 'authenticated', permission: DEPARTMENTS },
      schema: {
        tags,
        summary: "The company's departments by name, with how many people and new hires are in each",
        response: { 200: envelope(z.array(onboardingDepartmentSchema)) },
      },
    },
    async (request) => ({
      message: 'Departments',
      data: await service.listDepartments(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/departments',
    {
      config: { access: 'authenticated', permission: DEPARTMENTS },
      schema: {
        tags,
        summary: 'Add a department',
        body: onboardingDepartmentBodySchema,
        response: { 201: envelope(onboardingDepartmentSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createDepartment(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Department created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/departments/:id',
    {
      config: { access: 'authenticated', permission: DEPARTMENTS },
      schema: {
        tags,
        summary: 'Rename a department',
        params: idParamSchema,
        body: onboardingLocationBodySchema,
        response: { 200: envelope(onboardingDepartmentSchema) },
      },
    },
    async (request) => ({
      message: 'Department updated successfully!',
      data: await service.renameDepartment(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/departments/:id',
    {
      config: { access: 'authenticated', permission: DEPARTMENTS },
      schema: {
        tags,
        summary: 'Delete a department no one is in (409 while in use)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteDepartment(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Department deleted successfully!' };
    },
  );

  app.get(
    '/onboarding/settings/locations',
    {
      config: { access: 'authenticated', permission: LOCATIONS },
      schema: {
        tags,
        summary: "The company's locations by name, with how many people and new hires are at each",
        response: { 200: envelope(z.array(onboardingLocationSchema)) },
      },
    },
    async (request) => ({
      message: 'Locations',
      data: await service.listLocations(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/locations',
    {
      config: { access: 'authenticated', permission: LOCATIONS },
      schema: {
        tags,
        summary: 'Add a location',
        body: onboardingLocationBodySchema,
        response: { 201: envelope(onboardingLocationSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createLocation(app.db, request, requireAuth(request), request.body.name);
      return reply.status(201).send({ message: 'Location created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/locations/:id',
    {
      config: { access: 'authenticated', permission: LOCATIONS },
      schema: {
        tags,
        summary: 'Rename a location',
        params: idParamSchema,
        body: onboardingLocationBodySchema,
        response: { 200: envelope(onboardingLocationSchema) },
      },
    },
    async (request) => ({
      message: 'Location updated successfully!',
      data: await service.renameLocation(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/locations/:id',
    {
      config: { access: 'authenticated', permission: LOCATIONS },
      schema: {
        tags,
        summary: 'Delete a location no one is at (409 while in use)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteLocation(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Location deleted successfully!' };
    },
  );
};
