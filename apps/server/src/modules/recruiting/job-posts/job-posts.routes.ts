import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  jobPostBodySchema,
  jobPostSchema,
  jobPostStatusBodySchema,
  postBoardSchema,
} from '@atrium/shared/schemas/recruiting/job-posts';
import { requireAuth } from '../../../plugins/auth.ts';
import { companyBoards } from './job-posts.repository.ts';
import {
  createJobPost,
  deleteJobPost,
  getJobPost,
  listJobPosts,
  setJobPostLive,
  updateJobPost,
} from './job-posts.service.ts';

const tags = ['job posts'];
const postParams = idParamSchema.extend({ postId: z.uuid() });
const onePost = { 200: envelope(jobPostSchema) };

/** A job's posts: how it is advertised on each board, with its application questions. */
export const jobPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-posts/boards',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.view' },
      schema: {
        tags,
        summary: 'The boards a job post can go on (external first)',
        response: { 200: envelope(z.array(postBoardSchema)) },
      },
    },
    async (request) => ({
      message: 'Job boards',
      data: await companyBoards(app.db, requireAuth(request).companyId),
    }),
  );

  app.get(
    '/jobs/:id/posts',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.view' },
      schema: {
        tags,
        summary: "The job's posts, one per board",
        params: idParamSchema,
        response: { 200: envelope(z.array(jobPostSchema)) },
      },
    },
    async (request) => ({
      message: 'Job posts',
      data: await listJobPosts(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/jobs/:id/posts',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.create' },
      schema: {
        tags,
        summary: 'Add a post (offline until published)',
        params: idParamSchema,
        body: jobPostBodySchema,
        response: { 201: envelope(jobPostSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Job post created',
        data: await createJobPost(app.db, request, requireAuth(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/jobs/:id/posts/:postId',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.view' },
      schema: { tags, summary: 'One post', params: postParams, response: onePost },
    },
    async (request) => ({
      message: 'Job post',
      data: await getJobPost(app.db, requireAuth(request), request.params.id, request.params.postId),
    }),
  );

  app.put(
    '/jobs/:id/posts/:postId',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.edit' },
      schema: {
        tags,
        summary: 'Edit a post',
        params: postParams,
        body: jobPostBodySchema,
        response: onePost,
      },
    },
    async (request) => ({
      message: 'Job post saved',
      data: await updateJobPost(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.postId,
        request.body,
      ),
    }),
  );

  app.put(
    '/jobs/:id/posts/:postId/status',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.publish' },
      schema: {
        tags,
        summary: 'Take a post live or offline (live only while the job is open)',
        params: postParams,
        body: jobPostStatusBodySchema,
        response: onePost,
      },
    },
    async (request) => ({
      message: request.body.live ? 'Job post is live' : 'Job post is offline',
      data: await setJobPostLive(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.postId,
        request.body.live,
      ),
    }),
  );

  app.delete(
    '/jobs/:id/posts/:postId',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job_post.delete' },
      schema: {
        tags,
        summary: 'Delete a post (its applications stay with the job)',
        params: postParams,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteJobPost(app.db, request, requireAuth(request), request.params.id, request.params.postId);
      return { message: 'Job post deleted' };
    },
  );
};
