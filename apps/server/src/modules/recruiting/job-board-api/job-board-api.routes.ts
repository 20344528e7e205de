import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, greenhouseErrorBody } from '../../../plugins/errors.ts';
import { readApplication } from '../applications/application-form.ts';
import { submitTrustedApplication } from '../applications/applications.service.ts';
import { readSubmission } from '../applications/read-submission.ts';
import { postPageOnBoard } from '../careers/careers.links.ts';
import {
  companyDepartments,
  companyOffices,
  listPublicPosts,
  type PublicPostSummary,
} from '../careers/careers.repository.ts';
import { applyTargetOf, loadPost, loadSite } from '../careers/careers.service.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { compliance, jobListItem, jobQuestions, jobWithContent } from './greenhouse-shapes.ts';
import { companyOfApiKey } from './job-board-api.repository.ts';
import { boardPayload, departmentsPayload, officesPayload } from './job-board-api.service.ts';

const boardParams = z.object({ board: z.string().max(100) });
const jobParams = boardParams.extend({ id: z.string().max(100) });
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const renderAs = z.enum(['list', 'tree']).default('list');

/** Greenhouse answers errors as { status, error }; ours add message and the failing fields. */
class GreenhouseError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Array<{ path: string; message: string }> = [],
  ) {
    super(message);
  }
}

const notFound = (what: string) => new GreenhouseError(404, `${what} not found`);

/** Basic auth with the API key as the user name and no password, as Greenhouse's POST takes it. */
function apiKeyOf(header: string | undefined): string | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const key = decoded.split(':')[0] ?? '';
  return key.length > 0 && key.length <= 200 ? key : null;
}

/**
 * The Job Board API, compatible with Greenhouse's public one: /api/job-board/v1/boards/{board}/…
 * Reads are public (only live posts of external boards); submitting an application needs a key.
 */
export const jobBoardApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const absolute = (path: string) => new URL(path, app.config.publicUrl).toString();
  const absoluteUrl = (post: Pick<PublicPostSummary, 'id' | 'boardSlug'>) =>
    absolute(postPageOnBoard(post.boardSlug, post.id));

  // Greenhouse's shape ({ status, error }) around the same answers as the rest of the API.
  app.setErrorHandler((error, request, reply) => {
    const answer =
      error instanceof GreenhouseError
        ? { status: error.status, message: error.message, errors: error.errors }
        : errorAnswer(error, request);
    if (answer.status >= 500) request.log.error({ err: error }, 'job board API error');
    if ('headers' in answer && answer.headers) void reply.headers(answer.headers);
    return reply.status(answer.status).send(greenhouseErrorBody(answer));
  });

  /** Reads answer everyone the same: kept a few seconds (lib/public-cache.ts). */
  const cached = async (request: FastifyRequest, reply: FastifyReply, make: () => Promise<unknown>) => {
    const answer = await app.publicCache.answer(request.url, async () => ({
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(await make()),
    }));
    return reply.type(answer!.contentType).send(answer!.body);
  };

  const siteOf = async (board: string) => {
    const site = await loadSite(app.db, 'board', board);
    if (!site) throw notFound('Board');
    return site;
  };

  const read = { access: 'public' as const };
  const tags = ['job board API'];

  app.get(
    '/boards/:board',
    { config: read, schema: { tags, summary: 'The board: its name and intro', params: boardParams } },
    (request, reply) => cached(request, reply, async () => boardPayload(await siteOf(request.params.board))),
  );

  app.get(
    '/boards/:board/jobs',
    {
      config: read,
      schema: {
        tags,
        summary: 'Live job posts (`content=true` adds description, departments and offices)',
        params: boardParams,
        querystring: z.object({ content: flag }),
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const site = await siteOf(request.params.board);
        const posts = await listPublicPosts(app.db, site, {}, { withContent: request.query.content });
        const jobs = posts.map((post) =>
          request.query.content
            ? jobWithContent(site, post, absoluteUrl)
            : jobListItem(site, post, absoluteUrl),
        );
        return { jobs, meta: { total: jobs.length } };
      }),
  );

  app.get(
    '/boards/:board/jobs/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One job post (`questions=true` adds the application form)',
        params: jobParams,
        querystring: z.object({ questions: flag, pay_transparency: flag }),
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const site = await siteOf(request.params.board);
        const post = await loadPost(app.db, site, request.params.id);
        if (!post) throw notFound('Job');
        const job = jobWithContent(site, post, absoluteUrl);
        if (!request.query.questions) return job;
        return {
          ...job,
          questions: jobQuestions(post),
          location_questions: [],
          compliance: compliance(post),
          demographic_questions: null,
        };
      }),
  );

  app.get(
    '/boards/:board/departments',
    {
      config: read,
      schema: {
        tags,
        summary: 'Departments with their jobs',
        params: boardParams,
        querystring: z.object({ render_as: renderAs }),
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const site = await siteOf(request.params.board);
        const [departments, posts] = await Promise.all([
          companyDepartments(app.db, site.companyId),
          listPublicPosts(app.db, site),
        ]);
        return departmentsPayload(
          departments,
          posts,
          (post) => jobListItem(site, post, absoluteUrl),
          request.query.render_as,
        );
      }),
  );

  app.get(
    '/boards/:board/offices',
    {
      config: read,
      schema: {
        tags,
        summary: 'Offices with their departments and jobs',
        params: boardParams,
        querystring: z.object({ render_as: renderAs }),
      },
    },
    (request, reply) =>
      cached(request, reply, async () => {
        const site = await siteOf(request.params.board);
        const [offices, departments, posts] = await Promise.all([
          companyOffices(app.db, site.companyId),
          companyDepartments(app.db, site.companyId),
          listPublicPosts(app.db, site),
        ]);
        return officesPayload(
          offices,
          departments,
          posts,
          (post) => jobListItem(site, post, absoluteUrl),
          request.query.render_as,
        );
      }),
  );

  app.post(
    '/boards/:board/jobs/:id',
    {
      // The key is checked in the handler: this route is public to the session system.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      // A résumé may come base64-encoded in JSON: 5 MB of file is about 6.7 MB of text.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Submit an application (HTTP Basic auth: the API key as user name, no password; multipart or JSON)',
        params: jobParams,
        security: [{ basic: [] }],
      },
    },
    async (request) => {
      const key = apiKeyOf(request.headers.authorization);
      const companyId = key ? await companyOfApiKey(app.db, key) : null;
      const site = await siteOf(request.params.board);
      // A key opens only its own company's boards; another company's board looks like a bad key.
      if (!companyId || companyId !== site.companyId)
        throw new GreenhouseError(401, 'Invalid Basic Auth credentials');
      const post = await loadPost(app.db, site, request.params.id);
      if (!post) throw notFound('Job');
      const { raw, errors: uploadErrors } = await readSubmission(request);
      const target = applyTargetOf(site, post);
      const parsed = await readApplication(target.form, raw);
      const errors = [...uploadErrors, ...(parsed.ok ? [] : parsed.errors)];
      if (!parsed.ok || errors.length > 0)
        throw new GreenhouseError(400, 'The application is not valid', errors);
      await submitTrustedApplication(
        { db: app.db, storage, mailer: app.mailer, log: request.log },
        target,
        parsed.value,
      );
      return { success: 'Candidate saved successfully' };
    },
  );
};
