import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { verifyApplicationBodySchema } from '@atrium/shared/schemas/recruiting/applications';
import { EMPLOYMENT_TYPES } from '@atrium/shared/constants/employment';
import { z } from 'zod';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import type { CachedAnswer } from '../../../lib/public-cache.ts';
import { readApplication } from '../applications/application-form.ts';
import { readSubmission } from '../applications/read-submission.ts';
import {
  resendCode,
  startApplication,
  verifyApplication,
  type ApplicationDeps,
} from '../applications/applications.service.ts';
import { findPending } from '../applications/applications.repository.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { facetsOf, listPublicPosts, type CareersSite } from './careers.repository.ts';
import { postPageOnBoard, siteLinks } from './careers.links.ts';
import { indeedFeedXml, sitemapXml } from './careers.feeds.ts';
import { sendHtml, servePublicPages } from './public-pages.ts';
import { appliedPage, applyPage, detailsPage, listPage, messagePage, verifyPage } from './careers.pages.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { applyTargetOf, loadPost, loadSite, type SiteKind } from './careers.service.ts';
import { jobPostingLd, ldScript } from './job-posting-ld.ts';
import { plainText } from './sanitize.ts';

type Query = Record<string, string | undefined>;

// What the pages read from the address; anything else (utm_source…) is left out. A repeated
// parameter is an array, which these refuse rather than let through to the queries.
const text = (max: number) => z.string().max(max).optional();
const pageQuery = (param: string) =>
  z.object({
    [param]: text(200),
    job: text(100),
    application: text(100),
    sent: text(10),
    q: text(500),
    department: text(100),
    office: text(100),
    type: text(50),
  });

const SITES: Array<{ kind: SiteKind; base: string; param: string }> = [
  { kind: 'board', base: '/job-boards', param: 'board-name' },
  { kind: 'company', base: '/careers', param: 'company-name' },
];

/** Public pages are read by people and crawlers; a minute of caching keeps a busy board cheap. */
const PUBLIC_CACHE = 'public, max-age=60';
const APPLY_LIMIT = { max: 10, timeWindow: '10 minutes' };
const VERIFY_LIMIT = { max: 20, timeWindow: '10 minutes' };

const html = (body: string): CachedAnswer => ({ contentType: 'text/html; charset=utf-8', body });

/**
 * The careers pages: server-rendered HTML that works without JavaScript, for people, crawlers and
 * Google for Jobs. /careers?company-name=… shows every external board of a company;
 * /job-boards?board-name=… one board.
 */
export const careersRoutes: FastifyPluginAsync = async (app) => {
  const storage = await createFileStorage(app.config);
  servePublicPages(app);
  const deps = (): ApplicationDeps => ({ db: app.db, storage, mailer: app.mailer, log: app.log });
  const absolute = (path: string) => new URL(path, app.config.publicUrl).toString();

  for (const { kind, base, param } of SITES) {
    const schema = { querystring: pageQuery(param) };
    const site = async (request: FastifyRequest, reply: FastifyReply): Promise<CareersSite | null> => {
      const found = await loadSite(app.db, kind, (request.query as Query)[param]);
      if (!found)
        await sendHtml(
          reply,
          404,
          messagePage(
            null,
            'Page not found',
            kind === 'board'
              ? 'There is no job board with this name.'
              : 'There is no careers page with this name.',
          ),
        );
      return found;
    };
    const postOf = async (request: FastifyRequest, reply: FastifyReply, found: CareersSite) => {
      const post = await loadPost(app.db, found, (request.query as Query).job);
      if (!post)
        await sendHtml(
          reply,
          404,
          messagePage(found, 'This job is no longer open', 'It may have been filled or taken down.', {
            href: siteLinks(found).list(),
            label: 'See all open jobs',
          }),
        );
      return post;
    };

    app.get(base, { config: { access: 'public' }, schema }, async (request, reply) => {
      const query = request.query as Query;
      const answer = await app.publicCache.answer(request.url, async () => {
        const found = await loadSite(app.db, kind, query[param]);
        if (!found) return null;
        const filters = {
          q: (query.q ?? '').trim().slice(0, 100),
          department: isUuid(query.department) ? query.department : '',
          office: isUuid(query.office) ? query.office : '',
          type: EMPLOYMENT_TYPES.includes(query.type as never) ? query.type! : '',
        };
        const filtered = Boolean(filters.q || filters.department || filters.office || filters.type);
        const all = await listPublicPosts(app.db, found);
        // Unfiltered, the list is the one the filter choices come from: one query, not two.
        const posts = filtered
          ? await listPublicPosts(app.db, found, {
              search: filters.q || undefined,
              departmentId: filters.department || undefined,
              officeId: filters.office || undefined,
              employmentType: filters.type || undefined,
            })
          : all;
        return html(listPage(found, posts, facetsOf(all), filters, absolute(siteLinks(found).list())));
      });
      if (answer) return sendHtml(reply, 200, answer.body, PUBLIC_CACHE);
      await site(request, reply);
      return reply;
    });

    app.get(`${base}/job-details`, { config: { access: 'public' }, schema }, async (request, reply) => {
      const query = request.query as Query;
      const answer = await app.publicCache.answer(request.url, async () => {
        const found = await loadSite(app.db, kind, query[param]);
        const post = found ? await loadPost(app.db, found, query.job) : null;
        if (!found || !post) return null;
        const canonical = absolute(postPageOnBoard(post.boardSlug, post.id));
        const logo = found.logoUrl ? absolute(found.logoUrl) : null;
        const jsonLd = ldScript(jobPostingLd(found, post, { page: canonical, logo }));
        const description = plainText(post.contentHtml, 200) || `${post.title} at ${found.companyName}`;
        return html(detailsPage(found, post, { canonical, jsonLd, description }));
      });
      if (answer) return sendHtml(reply, 200, answer.body, PUBLIC_CACHE);
      const found = await site(request, reply);
      if (found) await postOf(request, reply, found);
      return reply;
    });

    app.get(`${base}/apply-for-job`, { config: { access: 'public' }, schema }, async (request, reply) => {
      const found = await site(request, reply);
      if (!found) return reply;
      const post = await postOf(request, reply, found);
      if (!post) return reply;
      return sendHtml(reply, 200, applyPage(found, post, { values: new Map(), errors: [] }));
    });

    app.post(
      `${base}/apply-for-job`,
      { config: { access: 'public', rateLimit: APPLY_LIMIT }, schema },
      async (request, reply) => {
        const found = await site(request, reply);
        if (!found) return reply;
        const post = await postOf(request, reply, found);
        if (!post) return reply;
        if (!request.isMultipart())
          return sendHtml(
            reply,
            400,
            applyPage(found, post, { values: new Map(), errors: [], notice: 'Please send the form again.' }),
          );
        const { raw, errors: uploadErrors } = await readSubmission(request);
        // The honeypot: people never see this field, form-filling bots do. Answer as if all went well.
        if ((raw.fields.get('website') ?? []).some((value) => value.trim() !== '')) {
          request.log.info({ postId: post.id }, 'careers honeypot caught a submission');
          return reply.redirect(siteLinks(found).verify(post.id, crypto.randomUUID()), 303);
        }
        const target = applyTargetOf(found, post);
        const parsed = await readApplication(target.form, raw);
        const errors: FieldError[] = [...uploadErrors, ...(parsed.ok ? [] : parsed.errors)];
        if (!parsed.ok || errors.length > 0)
          return sendHtml(reply, 400, applyPage(found, post, { values: raw.fields, errors }));
        try {
          const pendingId = await startApplication(deps(), target, parsed.value);
          return reply.redirect(siteLinks(found).verify(post.id, pendingId), 303);
        } catch (error) {
          if (error instanceof AppError && error.code === 'RATE_LIMITED')
            return sendHtml(
              reply,
              429,
              applyPage(found, post, { values: raw.fields, errors: [], notice: error.message }),
            );
          throw error;
        }
      },
    );

    app.get(`${base}/get-verified`, { config: { access: 'public' }, schema }, async (request, reply) => {
      const found = await site(request, reply);
      if (!found) return reply;
      const post = await postOf(request, reply, found);
      if (!post) return reply;
      const applicationId = (request.query as Query).application;
      if (!isUuid(applicationId))
        return sendHtml(
          reply,
          404,
          messagePage(found, 'Application not found', 'Please apply again.', {
            href: siteLinks(found).apply(post.id),
            label: 'Apply',
          }),
        );
      const pending = await findPending(app.db, applicationId);
      if (pending?.verifiedAt && pending.jobPostId === post.id)
        return sendHtml(reply, 200, appliedPage(found, post));
      // An unknown id shows the same page as a real one, so ids cannot be probed (and the honeypot holds).
      const email = pending && pending.jobPostId === post.id ? pending.email : undefined;
      const notice = (request.query as Query).sent === '1' ? 'We sent you a new code.' : undefined;
      return sendHtml(reply, 200, verifyPage(found, post, { applicationId, email, notice }));
    });

    app.post(
      `${base}/get-verified`,
      { config: { access: 'public', rateLimit: VERIFY_LIMIT }, schema },
      async (request, reply) => {
        const found = await site(request, reply);
        if (!found) return reply;
        const post = await postOf(request, reply, found);
        if (!post) return reply;
        const applicationId = (request.query as Query).application;
        if (!isUuid(applicationId))
          return sendHtml(reply, 404, messagePage(found, 'Application not found', 'Please apply again.'));
        const { raw } = await readSubmission(request);
        const checked = verifyApplicationBodySchema.safeParse({ code: raw.fields.get('code')?.[0] ?? '' });
        const pending = await findPending(app.db, applicationId);
        const email = pending?.jobPostId === post.id ? pending.email : undefined;
        if (!checked.success)
          return sendHtml(
            reply,
            400,
            verifyPage(found, post, { applicationId, email, error: checked.error.issues[0]!.message }),
          );
        try {
          await verifyApplication(deps(), applyTargetOf(found, post), applicationId, checked.data.code);
          return reply.redirect(siteLinks(found).verify(post.id, applicationId), 303);
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500)
            return sendHtml(
              reply,
              error.statusCode,
              verifyPage(found, post, { applicationId, email, error: error.message }),
            );
          throw error;
        }
      },
    );

    app.post(
      `${base}/get-verified/resend`,
      { config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } }, schema },
      async (request, reply) => {
        const found = await site(request, reply);
        if (!found) return reply;
        const post = await postOf(request, reply, found);
        if (!post) return reply;
        const applicationId = (request.query as Query).application;
        if (isUuid(applicationId)) await resendCode(deps(), applyTargetOf(found, post), applicationId);
        const next = isUuid(applicationId)
          ? `${siteLinks(found).verify(post.id, applicationId)}&sent=1`
          : siteLinks(found).apply(post.id);
        return reply.redirect(next, 303);
      },
    );

    app.get(`${base}/sitemap.xml`, { config: { access: 'public' }, schema }, async (request, reply) => {
      const found = await site(request, reply);
      if (!found) return reply;
      const posts = await listPublicPosts(app.db, found);
      const links = siteLinks(found);
      const body = sitemapXml([
        { loc: absolute(links.list()) },
        ...posts.map((post) => ({
          loc: absolute(postPageOnBoard(post.boardSlug, post.id)),
          lastmod: post.updatedAt,
        })),
      ]);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .send(body);
    });

    app.get(`${base}/feed.xml`, { config: { access: 'public' }, schema }, async (request, reply) => {
      const found = await site(request, reply);
      if (!found) return reply;
      const posts = await listPublicPosts(app.db, found, {}, { withContent: true });
      const body = indeedFeedXml(found, posts, absolute, (post) => postPageOnBoard(post.boardSlug, post.id));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .send(body);
    });
  }
};
