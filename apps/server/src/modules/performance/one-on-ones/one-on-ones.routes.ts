import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionItemInputSchema,
  actionItemPatchSchema,
  createOneOnOneSchema,
  meetingCompletedSchema,
  meetingDetailSchema,
  oneOnOneDetailSchema,
  oneOnOneListQuerySchema,
  oneOnOneLogQuerySchema,
  oneOnOneLogSchema,
  oneOnOnePageSchema,
  privateNoteSchema,
  sharedNotesSchema,
  talkingPointInputSchema,
  talkingPointPatchSchema,
  updateOneOnOneSchema,
} from '@atrium/shared/schemas/performance/one-on-ones';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import { scopedPermissions } from '../access/scope.ts';
import { defineOneOnOneReminderJobs, scheduleOneOnOneReminders } from './one-on-one-reminders.ts';
import * as service from './one-on-ones.service.ts';

const tags = ['performance'];
const at = (family: 'view' | 'create' | 'edit' | 'delete' | 'cancel') =>
  anyOf(...scopedPermissions(`prf.module.one_on_ones.meeting.${family}`));
const VIEW = at('view');
const EDIT = at('edit');
const BASE = '/performance/one-on-ones';
const MEETING = `${BASE}/meetings/:id`;

/** Performance → 1-on-1s: series, their meetings' agendas and notes, and action items. */
export const performanceOneOnOnesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  defineOneOnOneReminderJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleOneOnOneReminders(app.jobs));

  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "My 1-on-1s, my team's (team scope) or everyone's (all), the soonest meeting first",
        querystring: oneOnOneListQuerySchema,
        response: { 200: envelope(oneOnOnePageSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1s',
      data: await service.listOneOnOnes(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/log`,
    {
      config: { access: 'authenticated', permission: 'prf.settings.one_on_ones.log.view' },
      schema: {
        tags,
        summary:
          "Every series of the company with its counts and dates (the admins' 1-on-1 log, never content)",
        querystring: oneOnOneLogQuerySchema,
        response: { 200: envelope(oneOnOneLogSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1 log',
      data: await service.oneOnOneLog(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: at('create') },
      schema: {
        tags,
        summary: 'Schedule 1-on-1s with a colleague; both get a calendar invitation',
        body: createOneOnOneSchema,
        response: { 201: envelope(oneOnOneDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createOneOnOne(app.db, deps(), requireAuth(request), request.body);
      return reply.status(201).send({ message: '1-on-1 scheduled', data });
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'A series with its meetings (dates only: the content is in each meeting)',
        params: idParamSchema,
        response: { 200: envelope(oneOnOneDetailSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1',
      data: await service.getOneOnOne(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Change the schedule from the next meeting on; both get the updated invitation',
        params: idParamSchema,
        body: updateOneOnOneSchema,
        response: { 200: envelope(oneOnOneDetailSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1 updated',
      data: await service.updateOneOnOne(
        app.db,
        deps(),
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      config: { access: 'authenticated', permission: at('cancel') },
      schema: {
        tags,
        summary: 'Cancel the series: no more meetings; both calendars lose it; the past stays readable',
        params: idParamSchema,
        response: { 200: envelope(oneOnOneDetailSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1 cancelled',
      data: await service.cancelOneOnOne(app.db, deps(), requireAuth(request), request.params.id),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: at('delete') },
      schema: {
        tags,
        summary: 'Delete the series with every meeting, note and action item',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteOneOnOne(app.db, deps(), requireAuth(request), request.params.id);
      return { message: '1-on-1 deleted' };
    },
  );

  app.get(
    MEETING,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          "A meeting's agenda, shared notes, the caller's private note and the action items (its two people only)",
        params: idParamSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Meeting',
      data: await service.getMeeting(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    `${MEETING}/talking-points`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "Add a talking point to the meeting's agenda",
        params: idParamSchema,
        body: talkingPointInputSchema,
        response: { 201: envelope(meetingDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.addTalkingPoint(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send({ message: 'Talking point added', data });
    },
  );

  app.patch(
    `${BASE}/talking-points/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Reword a talking point, or tick it off',
        params: idParamSchema,
        body: talkingPointPatchSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Talking point updated',
      data: await service.updateTalkingPoint(app.db, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${BASE}/talking-points/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Remove a talking point',
        params: idParamSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Talking point removed',
      data: await service.deleteTalkingPoint(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    `${MEETING}/shared-notes`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "The meeting's notes both people read and write",
        params: idParamSchema,
        body: sharedNotesSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Notes saved',
      data: await service.saveSharedNotes(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.notes,
      ),
    }),
  );

  app.put(
    `${MEETING}/private-note`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "The caller's own note on the meeting, which nobody else ever reads",
        params: idParamSchema,
        body: privateNoteSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Private note saved',
      data: await service.savePrivateNote(app.db, requireAuth(request), request.params.id, request.body.note),
    }),
  );

  app.post(
    `${MEETING}/action-items`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Add an action item for one of the two, with a due date',
        params: idParamSchema,
        body: actionItemInputSchema,
        response: { 201: envelope(meetingDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.addActionItem(app.db, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send({ message: 'Action item added', data });
    },
  );

  app.patch(
    `${BASE}/action-items/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Change an action item or mark it done; answers the meeting named by `meetingId`',
        params: idParamSchema,
        querystring: z.object({ meetingId: z.string().uuid().optional() }),
        body: actionItemPatchSchema,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Action item updated',
      data: await service.updateActionItem(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body,
        request.query.meetingId,
      ),
    }),
  );

  app.delete(
    `${BASE}/action-items/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Remove an action item',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteActionItem(app.db, requireAuth(request), request.params.id);
      return { message: 'Action item removed' };
    },
  );

  app.post(
    `${MEETING}/complete`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Mark the meeting held and schedule the next, carrying over the points not ticked off',
        params: idParamSchema,
        response: { 200: envelope(meetingCompletedSchema) },
      },
    },
    async (request) => ({
      message: 'Meeting marked as held',
      data: await service.completeMeeting(app.db, requireAuth(request), request.params.id),
    }),
  );
};
