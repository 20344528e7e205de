import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  fieldDefinitionBodySchema,
  fieldDefinitionSchema,
  fieldOrderBodySchema,
  fieldsTableQuerySchema,
  fieldsTableSchema,
} from '@atrium/shared/schemas/onboarding/fields';
import { fieldSealer } from '../../../lib/field-encryption.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './fields.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.company.fields.manage';

const hireValuesSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  missingRequired: z.array(z.string()),
});

/** Onboarding settings → fields (the company's custom fields), and HR's table of hires × fields. */
export const onboardingFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sealer = fieldSealer(app.config.dataEncryptionKey);

  app.get(
    '/onboarding/settings/fields',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's custom fields for new hires, in order",
        response: { 200: envelope(z.array(fieldDefinitionSchema)) },
      },
    },
    async (request) => ({
      message: 'Fields',
      data: await service.listFieldDefinitions(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/fields',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a custom field (last in the order)',
        body: fieldDefinitionBodySchema,
        response: { 201: envelope(fieldDefinitionSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createFieldDefinition(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Field created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/fields/order',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Put the custom fields in a new order (every field named once)',
        body: fieldOrderBodySchema,
        response: { 200: envelope(z.array(fieldDefinitionSchema)) },
      },
    },
    async (request) => ({
      message: 'Fields reordered successfully!',
      data: await service.orderFieldDefinitions(app.db, request, requireAuth(request), request.body.ids),
    }),
  );

  app.put(
    '/onboarding/settings/fields/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Change a custom field (its type only while no hire has answered it)',
        params: idParamSchema,
        body: fieldDefinitionBodySchema,
        response: { 200: envelope(fieldDefinitionSchema) },
      },
    },
    async (request) => ({
      message: 'Field updated successfully!',
      data: await service.updateFieldDefinition(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/fields/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a custom field and its values',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteFieldDefinition(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Field deleted successfully!' };
    },
  );

  app.get(
    '/onboarding/fields',
    {
      config: { access: 'authenticated', permission: 'onb.module.fields.field.view' },
      schema: {
        tags,
        summary: 'The hires the caller sees with their custom field values and the required ones missing',
        querystring: fieldsTableQuerySchema,
        response: { 200: envelope(fieldsTableSchema) },
      },
    },
    async (request) => ({
      message: 'New hire fields',
      data: await service.fieldsTable(app.db, requireAuth(request), request.query),
    }),
  );

  app.put(
    '/onboarding/new-hires/:id/fields',
    {
      config: { access: 'authenticated', permission: 'onb.module.fields.field.edit' },
      schema: {
        tags,
        summary: "Set some of a new hire's custom field values (null clears one)",
        params: idParamSchema,
        body: z.object({ values: z.record(z.string(), z.unknown()) }),
        response: { 200: envelope(hireValuesSchema) },
      },
    },
    async (request) => ({
      message: 'Fields saved successfully!',
      data: await service.updateHireFieldValues(
        app.db,
        request,
        requireAuth(request),
        sealer,
        request.params.id,
        request.body.values,
      ),
    }),
  );
};
