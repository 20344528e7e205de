import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  createNewHireBodySchema,
  newHireImportBodySchema,
  newHireImportReportSchema,
  newHireSchema,
  newHiresPageSchema,
  newHiresQuerySchema,
  updateNewHireBodySchema,
  type NewHireTransition,
} from '@atrium/shared/schemas/onboarding/new-hires';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineActivationJobs, scheduleActivationSweep } from './new-hire-activation.ts';
import { importNewHires } from './new-hires-import.ts';
import * as service from './new-hires.service.ts';
import { dropTaskCountsOnWrite } from '../tasks/task-counts.ts';

const tags = ['onboarding'];
const one = { 200: envelope(newHireSchema) };

const TRANSITION_SUMMARIES: Record<NewHireTransition, string> = {
  invite: 'Invite a pending new hire: they start onboarding',
  complete: "Mark a new hire's onboarding complete",
  cancel: "Cancel a pending or onboarding new hire's onboarding",
};

/** Onboarding → new hires: the list, by hand, by CSV, edits, state changes; and the move into People. */
export const onboardingNewHiresRoutes: FastifyPluginAsyncZod = async (app) => {
  defineActivationJobs({ db: app.db, jobs: app.jobs, log: app.log, userStates: app.userStates });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleActivationSweep(app.jobs));
  // A hire added, cancelled, moved or deleted changes whose tasks count.
  app.addHook('onSend', dropTaskCountsOnWrite);

  app.get(
    '/onboarding/new-hires',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: {
        tags,
        summary: 'New hires: search by name or email, filters, sort by start date or name, pages',
        querystring: newHiresQuerySchema,
        response: { 200: envelope(newHiresPageSchema) },
      },
    },
    async (request) => ({
      message: 'New hires',
      data: await service.listNewHires(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/onboarding/new-hires',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.create' },
      schema: {
        tags,
        summary: 'Add a new hire by hand; their plan is assembled at once',
        body: createNewHireBodySchema,
        response: { 201: envelope(newHireSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createNewHire(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'New hire created successfully!', data });
    },
  );

  app.post(
    '/onboarding/new-hires/import',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.create' },
      schema: {
        tags,
        summary:
          'Add new hires from CSV text: each row created with its plan, or reported with its failing fields',
        body: newHireImportBodySchema,
        response: { 200: envelope(newHireImportReportSchema) },
      },
    },
    async (request) => {
      const data = await importNewHires(app.db, request, requireAuth(request), request.body.csv);
      return { message: `${data.created} new hires created, ${data.failed} rows with errors`, data };
    },
  );

  app.get(
    '/onboarding/new-hires/:id',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: { tags, summary: 'A new hire', params: idParamSchema, response: one },
    },
    async (request) => ({
      message: 'New hire',
      data: await service.getNewHire(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.patch(
    '/onboarding/new-hires/:id',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.edit' },
      schema: {
        tags,
        summary: 'Edit a new hire; a new start date with shiftDueDates moves every open task as far',
        params: idParamSchema,
        body: updateNewHireBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'New hire updated successfully!',
      data: await service.updateNewHire(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/onboarding/new-hires/:id',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.delete' },
      schema: {
        tags,
        summary: 'Delete a new hire and their plan (a person they became stays in People)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteNewHire(app.db, request, requireAuth(request), request.params.id);
      return { message: 'New hire deleted successfully!' };
    },
  );

  for (const transition of ['invite', 'complete', 'cancel'] as const) {
    app.post(
      `/onboarding/new-hires/:id/${transition}`,
      {
        config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.edit' },
        schema: { tags, summary: TRANSITION_SUMMARIES[transition], params: idParamSchema, response: one },
      },
      async (request) => ({
        message: 'New hire updated successfully!',
        data: await service.transitionNewHire(
          app.db,
          request,
          requireAuth(request),
          request.params.id,
          transition,
          app.jobs,
        ),
      }),
    );
  }
};
