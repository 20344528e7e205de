import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  applicationInterviewsSchema,
  availabilityQuerySchema,
  availabilitySchema,
  cancelInterviewBodySchema,
  interviewResponseBodySchema,
  interviewSchema,
  myInterviewsQuerySchema,
  remindInterviewersResultSchema,
  scheduleInterviewBodySchema,
  updateInterviewBodySchema,
} from '@atrium/shared/schemas/recruiting/interviews';
import { requireAuth } from '../../../plugins/auth.ts';
import * as reads from './interview-reads.service.ts';
import { defineReminderJobs, scheduleReminderSweep, sendScorecardReminder } from './interview-reminders.ts';
import * as service from './interviews.service.ts';
import { interviewDepsOf } from './interview-deps.ts';
import { selfScheduleLinksRoutes } from './self-schedule.routes.ts';
import { candidateAvailabilityApiRoutes } from './candidate-availability.routes.ts';

const tags = ['interviews'];
const one = { 200: envelope(interviewSchema) };

/** Scheduled interviews: iCalendar invitations to interviewers and the candidate, answers, reminders. */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = interviewDepsOf(app);
  defineReminderJobs(deps);
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleReminderSweep(app.jobs));
  await app.register(selfScheduleLinksRoutes);
  await app.register(candidateAvailabilityApiRoutes);

  app.get(
    '/applications/:id/interviews',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags,
        summary: "The application's interviews, and its stage's plan interviews still to schedule",
        params: idParamSchema,
        response: { 200: envelope(applicationInterviewsSchema) },
      },
    },
    async (request) => ({
      message: 'Interviews',
      data: await reads.applicationInterviews(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/interviews/mine',
    {
      // One's own interviews as an interviewer: whoever interviews sees them, as the kit answers them.
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in person's interviews as an interviewer",
        querystring: myInterviewsQuerySchema,
        response: { 200: envelope(z.array(interviewSchema)) },
      },
    },
    async (request) => ({
      message: 'Interviews',
      data: await reads.myInterviews(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/interviews/availability',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags,
        summary: "People's busy times and working hours, and the first slots that suit them all",
        querystring: availabilityQuerySchema,
        response: { 200: envelope(availabilitySchema) },
      },
    },
    async (request) => ({
      message: 'Availability',
      data: await reads.availability(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    '/interviews',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.create' },
      schema: {
        tags,
        summary: 'Schedule an interview (its invitation goes to the interviewers and the candidate)',
        body: scheduleInterviewBodySchema,
        response: { 201: envelope(interviewSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Interview scheduled',
        data: await service.scheduleInterview(
          deps,
          service.actorOf(request, requireAuth(request)),
          request.body,
        ),
      }),
  );

  app.get(
    '/interviews/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: { tags, summary: 'An interview', params: idParamSchema, response: one },
    },
    async (request) => ({
      message: 'Interview',
      data: await reads.getInterview(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/interviews/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.edit' },
      schema: {
        tags,
        summary: 'Reschedule an interview or change its interviewers, place or link (an updated invitation)',
        params: idParamSchema,
        body: updateInterviewBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Interview updated',
      data: await service.updateInterview(
        deps,
        service.actorOf(request, requireAuth(request)),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/interviews/:id/cancel',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.cancel' },
      schema: {
        tags,
        summary: 'Cancel an interview (a cancellation goes to everyone)',
        params: idParamSchema,
        body: cancelInterviewBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Interview cancelled',
      data: await service.cancelInterview(
        deps,
        service.actorOf(request, requireAuth(request)),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/interviews/:id/resend',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.calendar_invite.send' },
      schema: {
        tags,
        summary: 'Send the current invitation again to everyone',
        params: idParamSchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Invitation sent again',
      data: await service.resendInvitations(
        deps,
        service.actorOf(request, requireAuth(request)),
        request.params.id,
      ),
    }),
  );

  app.put(
    '/interviews/:id/response',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags,
        summary: "An interviewer's answer to their own invitation",
        params: idParamSchema,
        body: interviewResponseBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Answer saved',
      data: await service.answerAsInterviewer(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.response,
      ),
    }),
  );

  // Reminding colleagues by mail is a write: it takes the right to manage the interview, which a
  // read-only role (view) does not hold.
  app.post(
    '/interviews/:id/remind',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.edit' },
      schema: {
        tags,
        summary: 'Remind the interviewers whose scorecard is missing',
        params: idParamSchema,
        response: { 200: envelope(remindInterviewersResultSchema) },
      },
    },
    async (request) => ({
      message: 'Interviewers reminded',
      data: await sendScorecardReminder(deps, request, requireAuth(request), request.params.id),
    }),
  );
};
