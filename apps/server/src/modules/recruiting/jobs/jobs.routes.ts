import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, paged } from '@atrium/shared/schemas/platform/api';
import {
  closeJobBodySchema,
  copyJobBodySchema,
  createJobBodySchema,
  hiringTeamBodySchema,
  hiringTeamSchema,
  teamCandidateSchema,
  teamCandidatesQuerySchema,
  jobBodySchema,
  jobActivityQuerySchema,
  jobActivitySchema,
  jobNotificationsBodySchema,
  jobNotificationsSchema,
  jobListQuerySchema,
  jobListSchema,
  jobLookupsSchema,
  jobSchema,
} from '@atrium/shared/schemas/recruiting/jobs';
import { jobKickoffBodySchema, jobKickoffSchema } from '@atrium/shared/schemas/recruiting/job-kickoff';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  closeJob,
  copyJob,
  createJob,
  getJob,
  jobActivity,
  jobLookups,
  listJobs,
  openJob,
  reopenJob,
  setFollowing,
  updateJob,
} from './jobs.service.ts';
import { getHiringTeam, setHiringTeam, teamCandidates } from './hiring-team.service.ts';
import { JobCounts } from './job-counts.ts';
import { getKickoff, saveKickoff } from './kickoff.service.ts';
import { getJobNotifications, setJobNotifications } from './job-notifications.service.ts';

const tags = ['jobs'];
const oneJob = { 200: envelope(jobSchema) };

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const counts = new JobCounts();
  // Every write here may move a job between statuses, filters or followers: the company's cached
  // counts go before the answer leaves, so a list asked for right after never sees the old ones.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.auth)
      counts.invalidate(request.auth.companyId);
    return payload;
  });

  app.get(
    '/jobs',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: 'Jobs, with how many are draft, open and closed under the same filters',
        querystring: jobListQuerySchema,
        response: { 200: envelope(jobListSchema) },
      },
    },
    async (request) => ({
      message: 'Jobs',
      data: await listJobs(app.db, requireAuth(request), request.query, counts),
    }),
  );

  app.post(
    '/jobs',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.create' },
      schema: {
        tags,
        summary: 'Create a job (a draft) from scratch or from a sample job',
        body: createJobBodySchema,
        response: { 201: envelope(jobSchema) },
      },
    },
    async (request, reply) => {
      const data = await createJob(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Job created successfully!', data });
    },
  );

  app.get(
    '/jobs/lookups',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: 'Departments and offices to pick from on the jobs screens',
        response: { 200: envelope(jobLookupsSchema) },
      },
    },
    async (request) => ({ message: 'Job lookups', data: await jobLookups(app.db, requireAuth(request)) }),
  );

  app.get(
    '/jobs/team-candidates',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.hiring_team.edit' },
      schema: {
        tags,
        summary: 'People who can join a hiring team, matching the typed text (at most 20)',
        querystring: teamCandidatesQuerySchema,
        response: { 200: envelope(z.array(teamCandidateSchema)) },
      },
    },
    async (request) => ({
      message: 'Team candidates',
      data: await teamCandidates(app.db, requireAuth(request), request.query.search),
    }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: { tags, summary: 'One job', params: idParamSchema, response: oneJob },
    },
    async (request) => ({
      message: 'Job',
      data: await getJob(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.job_info.edit' },
      schema: {
        tags,
        summary: 'Edit the job info: name, requisition, department, offices, type, salary, openings',
        params: idParamSchema,
        body: jobBodySchema,
        response: oneJob,
      },
    },
    async (request) => ({
      message: 'Job updated successfully!',
      data: await updateJob(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/jobs/:id/copy',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.duplicate' },
      schema: {
        tags,
        summary: 'Create a draft from an existing job (its info, offices and as many new openings)',
        params: idParamSchema,
        body: copyJobBodySchema,
        response: { 201: envelope(jobSchema) },
      },
    },
    async (request, reply) => {
      const data = await copyJob(app.db, request, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send({ message: 'Job created successfully!', data });
    },
  );

  app.post(
    '/jobs/:id/open',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.request' },
      schema: { tags, summary: 'Open a draft job', params: idParamSchema, response: oneJob },
    },
    async (request) => ({
      message: 'Job opened successfully!',
      data: await openJob(app.db, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/jobs/:id/close',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.close' },
      schema: {
        tags,
        summary: 'Close an open job with a reason; its openings close with it',
        params: idParamSchema,
        body: closeJobBodySchema,
        response: oneJob,
      },
    },
    async (request) => ({
      message: 'Job closed successfully!',
      data: await closeJob(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/jobs/:id/reopen',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.close' },
      schema: { tags, summary: 'Reopen a closed job as a draft', params: idParamSchema, response: oneJob },
    },
    async (request) => ({
      message: 'Job reopened as a draft',
      data: await reopenJob(app.db, request, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/jobs/:id/activity',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.activity_feed.view' },
      schema: {
        tags,
        summary: "The job's activity feed: every change, who made it and when, newest first",
        params: idParamSchema,
        querystring: jobActivityQuerySchema,
        response: { 200: envelope(paged(jobActivitySchema)) },
      },
    },
    async (request) => ({
      message: 'Job activity',
      data: await jobActivity(app.db, requireAuth(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/jobs/:id/kickoff',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.kickoff.view' },
      schema: {
        tags,
        summary: 'The job kickoff: responsibilities, qualifications, how to sell the job, interview notes',
        params: idParamSchema,
        response: { 200: envelope(jobKickoffSchema) },
      },
    },
    async (request) => ({
      message: 'Job kickoff',
      data: await getKickoff(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/kickoff',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.kickoff.edit' },
      schema: {
        tags,
        summary: 'Save the job kickoff',
        params: idParamSchema,
        body: jobKickoffBodySchema,
        response: { 200: envelope(jobKickoffSchema) },
      },
    },
    async (request) => ({
      message: 'Kickoff saved successfully!',
      data: await saveKickoff(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/jobs/:id/notifications',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.notifications.view' },
      schema: {
        tags,
        summary: 'Who hears of new applicants, submitted scorecards, approvals and stuck candidates',
        params: idParamSchema,
        response: { 200: envelope(jobNotificationsSchema) },
      },
    },
    async (request) => ({
      message: 'Job notifications',
      data: await getJobNotifications(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/notifications',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.notifications.edit' },
      schema: {
        tags,
        summary: 'Set who hears of what on this job',
        params: idParamSchema,
        body: jobNotificationsBodySchema,
        response: { 200: envelope(jobNotificationsSchema) },
      },
    },
    async (request) => ({
      message: 'Notifications saved successfully!',
      data: await setJobNotifications(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/jobs/:id/hiring-team',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.hiring_team.view' },
      schema: {
        tags,
        summary: 'The hiring team: hiring managers, recruiters, coordinators, sourcers and interviewers',
        params: idParamSchema,
        response: { 200: envelope(hiringTeamSchema) },
      },
    },
    async (request) => ({
      message: 'Hiring team',
      data: await getHiringTeam(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/hiring-team',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.hiring_team.edit' },
      schema: {
        tags,
        summary: 'Set the hiring team (one responsible recruiter and coordinator at most)',
        params: idParamSchema,
        body: hiringTeamBodySchema,
        response: { 200: envelope(hiringTeamSchema) },
      },
    },
    async (request) => ({
      message: 'Hiring team updated successfully!',
      data: await setHiringTeam(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  for (const [method, following] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/jobs/:id/follow',
      {
        config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
        schema: {
          tags,
          summary: following ? 'Follow a job' : 'Stop following a job',
          params: idParamSchema,
          response: oneJob,
        },
      },
      async (request) => ({
        message: following ? 'You are following this job' : 'You are no longer following this job',
        data: await setFollowing(app.db, request, requireAuth(request), request.params.id, following),
      }),
    );
  }
};
