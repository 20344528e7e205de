import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import type { AppConfig } from './config/config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { findUserById } from './modules/platform/auth/auth.repository.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { storableInputPlugin } from './plugins/storable-input.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { loggableError } from './lib/pg-errors.ts';
import { Mailer, type SmsTransport } from './modules/platform/mail/mailer.ts';
import { JobQueue, type JobQueueOptions } from './modules/platform/jobs/job-queue.ts';
import { backgroundJobsRoutes } from './modules/platform/jobs/background-jobs.routes.ts';
import { liveRoutes } from './modules/platform/live/live.routes.ts';
import sse from '@fastify/sse';
import { LIVE_HEARTBEAT_MS } from '@atrium/shared/schemas/platform/live';
import { authRoutes } from './modules/platform/auth/auth.routes.ts';
import { otpRoutes } from './modules/platform/otp/otp.routes.ts';
import { profileRoutes } from './modules/platform/profile/profile.routes.ts';
import { filesRoutes } from './modules/platform/files/files.routes.ts';
import { companiesHouseRoutes } from './modules/platform/companies-house/companies-house.routes.ts';
import { notificationsRoutes } from './modules/platform/notifications/notifications.routes.ts';
import { outboxRoutes } from './modules/admin/outbox/outbox.routes.ts';
import { peopleRoutes } from './modules/admin/people/people.routes.ts';
import { rolesRoutes } from './modules/admin/roles/roles.routes.ts';
import { organisationRoutes } from './modules/admin/organisation/organisation.routes.ts';
import { companyProfileRoutes } from './modules/admin/company-profile/company-profile.routes.ts';
import { auditTrailRoutes } from './modules/admin/audit/audit-trail.routes.ts';
import { impersonationRoutes } from './modules/admin/impersonation/impersonation.routes.ts';
import { closeReasonsRoutes } from './modules/recruiting/jobs/close-reasons.routes.ts';
import { rejectionReasonsRoutes } from './modules/recruiting/rejection-reasons/rejection-reasons.routes.ts';
import { candidateTagsRoutes } from './modules/recruiting/candidate-tags/candidate-tags.routes.ts';
import { interviewerTagsRoutes } from './modules/recruiting/interviewer-tags/interviewer-tags.routes.ts';
import { scorecardsRoutes } from './modules/recruiting/scorecards/scorecards.routes.ts';
import { candidatesRoutes } from './modules/recruiting/candidates/candidates.routes.ts';
import { candidateAttachmentsRoutes } from './modules/recruiting/candidate-attachments/candidate-attachments.routes.ts';
import { candidateHistoryRoutes } from './modules/recruiting/candidate-history/candidate-history.routes.ts';
import { candidateFollowersRoutes } from './modules/recruiting/candidate-followers/candidate-followers.routes.ts';
import { candidateAnonymizeRoutes } from './modules/recruiting/candidate-anonymize/candidate-anonymize.routes.ts';
import { candidateEmailsRoutes } from './modules/recruiting/candidate-emails/candidate-emails.routes.ts';
import { inboundEmailRoutes } from './modules/recruiting/inbound-email/inbound-email.routes.ts';
import { applicationMovesRoutes } from './modules/recruiting/pipeline/application-moves.routes.ts';
import { pipelineBoardRoutes } from './modules/recruiting/pipeline/pipeline-board.routes.ts';
import { jobsRoutes } from './modules/recruiting/jobs/jobs.routes.ts';
import { jobBoardsRoutes } from './modules/recruiting/job-boards/job-boards.routes.ts';
import { careersRoutes } from './modules/recruiting/careers/careers.routes.ts';
import { candidateFormRoutes } from './modules/recruiting/candidate-forms/candidate-forms.routes.ts';
import { interviewsRoutes } from './modules/recruiting/interviews/interviews.routes.ts';
import { interviewResponseRoutes } from './modules/recruiting/interviews/interview-response.routes.ts';
import { interviewBookingRoutes } from './modules/recruiting/interviews/self-schedule.routes.ts';
import { candidateAvailabilityRoutes } from './modules/recruiting/interviews/candidate-availability.routes.ts';
import { offerResponseRoutes } from './modules/recruiting/offers/offer-response.routes.ts';
import { offersRoutes } from './modules/recruiting/offers/offers.routes.ts';
import { dashboardRoutes } from './modules/recruiting/dashboard/dashboard.routes.ts';
import { applicationsRoutes } from './modules/recruiting/applications/applications.routes.ts';
import { jobPostsRoutes } from './modules/recruiting/job-posts/job-posts.routes.ts';
import { approvalsRoutes } from './modules/recruiting/approvals/approvals.routes.ts';
import { apiKeysRoutes } from './modules/recruiting/job-board-api/api-keys.routes.ts';
import { templatesRoutes } from './modules/recruiting/templates/templates.routes.ts';
import { customFieldsRoutes } from './modules/recruiting/custom-fields/custom-fields.routes.ts';
import { customFieldValuesRoutes } from './modules/recruiting/custom-fields/custom-field-values.routes.ts';
import { jobSetupFlowRoutes } from './modules/recruiting/job-setup-flow/job-setup-flow.routes.ts';
import { jobSetupRoutes } from './modules/recruiting/job-setup/job-setup.routes.ts';
import { jobTasksRoutes } from './modules/recruiting/job-tasks/job-tasks.routes.ts';
import { interviewPlanRoutes } from './modules/recruiting/job-stages/interview-plan.routes.ts';
import { jobBoardApiRoutes } from './modules/recruiting/job-board-api/job-board-api.routes.ts';
import { harvestRoutes } from './modules/recruiting/harvest/harvest.routes.ts';
import { harvestKeysRoutes } from './modules/recruiting/harvest/harvest-keys.routes.ts';
import { webhooksRoutes } from './modules/recruiting/webhooks/webhooks.routes.ts';
import { talentPoolRoutes } from './modules/recruiting/talent-pool/talent-pool.routes.ts';
import { organizationSettingsRoutes } from './modules/recruiting/organization-settings/organization-settings.routes.ts';
import { recruitingUsersRoutes } from './modules/recruiting/recruiting-users/recruiting-users.routes.ts';
import { notificationDefaultsRoutes } from './modules/recruiting/notification-defaults/notification-defaults.routes.ts';
import { dropDashboardCountsOnWrite } from './modules/recruiting/dashboard/dashboard-counts.ts';
import { onboardingCriteriaRoutes } from './modules/onboarding/criteria/criteria.routes.ts';
import { onboardingPlanRoutes } from './modules/onboarding/plan/plan.routes.ts';
import { onboardingNewHiresRoutes } from './modules/onboarding/new-hires/new-hires.routes.ts';
import { onboardingTasksRoutes } from './modules/onboarding/tasks/tasks.routes.ts';
import { onboardingHandOffRoutes } from './modules/onboarding/hand-off/hand-off.routes.ts';
import { onboardingLookupsRoutes } from './modules/onboarding/lookups/lookups.routes.ts';
import { onboardingTaskRemindersRoutes } from './modules/onboarding/task-reminders/task-reminders.routes.ts';
import { onboardingESignatureRoutes } from './modules/onboarding/e-signature/e-signature.routes.ts';
import { onboardingFieldsRoutes } from './modules/onboarding/fields/fields.routes.ts';
import { onboardingProfileRoutes } from './modules/onboarding/profile/profile.routes.ts';
import { performanceDirectoryRoutes } from './modules/performance/directory/directory.routes.ts';
import { performanceOneOnOnesRoutes } from './modules/performance/one-on-ones/one-on-ones.routes.ts';
import { performanceOneOnOneTemplatesRoutes } from './modules/performance/one-on-one-templates/one-on-one-templates.routes.ts';
import { performanceOneOnOneSettingsRoutes } from './modules/performance/one-on-one-settings/one-on-one-settings.routes.ts';
import { performanceReportsRoutes } from './modules/performance/reports/reports.routes.ts';
import { performanceUpdatesRoutes } from './modules/performance/updates/updates.routes.ts';
import { performanceUpdateSettingsRoutes } from './modules/performance/update-settings/update-settings.routes.ts';
import { performanceGoalsRoutes } from './modules/performance/goals/goals.routes.ts';
import { performanceGoalCyclesRoutes } from './modules/performance/goal-cycles/goal-cycles.routes.ts';
import { performanceFeedbackRoutes } from './modules/performance/feedback/feedback.routes.ts';
import { performanceFeedbackRequestsRoutes } from './modules/performance/feedback-requests/feedback-requests.routes.ts';
import { performanceFeedbackNotesRoutes } from './modules/performance/feedback-notes/feedback-notes.routes.ts';
import { performanceFeedbackSettingsRoutes } from './modules/performance/feedback-settings/feedback-settings.routes.ts';
import { onboardingHireVisibilityRoutes } from './modules/onboarding/hire-visibility/hire-visibility.routes.ts';
import { onboardingFeedbackRoutes } from './modules/onboarding/feedback/feedback.routes.ts';
import { onboardingCompanyPlacesRoutes } from './modules/onboarding/company-places/company-places.routes.ts';
import { onboardingDashboardRoutes } from './modules/onboarding/dashboard/dashboard.routes.ts';
import { onboardingReportsRoutes } from './modules/onboarding/reports/reports.routes.ts';
import { onboardingEmailRoutes } from './modules/onboarding/email/email-templates.routes.ts';
import { onboardingWelcomeRoutes } from './modules/onboarding/welcome/welcome.routes.ts';
import { isImpersonationLive } from './modules/admin/impersonation/impersonation.repository.ts';
import { SERVER_ROOT } from './server-root.ts';
import { createPublicCache, type PublicCache } from './lib/public-cache.ts';
import { setPasswordHashCores } from './lib/passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    jobs: JobQueue;
    redis: Redis | null;
    publicCache: PublicCache;
  }
}

export interface BuildOptions {
  /** An already open database (tests share a template); otherwise one is opened from config. */
  database?: Database;
  sms?: SmsTransport;
  logger?: boolean;
  jobs?: JobQueueOptions;
}

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const DEFAULT_WEB_DIST = resolve(SERVER_ROOT, '../web/dist');

/** Builds the whole server; the process entry and every test call this. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Every logged error goes through loggableError: a failed query keeps its statement, never its
    // parameters (email addresses, names, tokens).
    logger:
      options.logger === false ? false : { level: config.logLevel, serializers: { err: loggableError } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDb,
    }));
  const ownsDatabase = !options.database;
  // The embedded database's WASM PostgreSQL keeps a core of its own busy under load (lib/passwords.ts).
  setPasswordHashCores(availableParallelism() - (database.kind === 'pglite' ? 1 : 0));
  if (ownsDatabase) await database.migrate();
  const redis = config.redisUrl
    ? // No offline queue: while Redis is unreachable a command fails at once (and its caller falls
      // back) instead of holding the request through reconnection attempts.
      // ioredis is loaded only when configured (2 MB of heap otherwise unused).
      new (await import('ioredis')).Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
      })
    : null;

  // Without a listener ioredis prints every failed reconnection to the console.
  redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis connection error'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('publicCache', createPublicCache(app));
  const jobs = new JobQueue(database, app.log, options.jobs);
  app.decorate('jobs', jobs);
  app.decorate(
    'mailer',
    new Mailer(database.db, app.log, jobs, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      sms: options.sms,
    }),
  );
  // Every module defines its jobs while it registers; workers start once all are known.
  app.addHook('onReady', () => jobs.start());
  // After the queue has started: mail kept in a transaction whose delivery was never queued.
  app.addHook('onReady', () => app.mailer.scheduleSweep());
  app.addHook('onClose', async () => {
    await jobs.stop();
    app.mailer.close();
    redis?.disconnect();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(storableInputPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, {
    helmet: {
      // No third-party origin anywhere: fonts, flags and images ship with the app.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Application review shows a PDF résumé beside the answers: a blob of the file, fetched
          // with the user's token, in a frame. A welcome page's video plays in its host's player
          // (the allow-list of videoEmbedUrl, issue 20). Nothing else is framed, and nobody frames us.
          frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    // No page of ours uses these browser features; a module that needs one opens it here.
    extra: { 'permissions-policy': PERMISSIONS_POLICY },
  });
  await app.register(rateLimit, {
    global: false,
    // These per-route limits guard against floods; a Redis outage lets requests through (logged)
    // rather than failing them. Credential guessing stays limited by the sign-in and OTP throttles,
    // which fall back to memory.
    ...(redis ? { redis, nameSpace: 'atrium-rl:', skipOnError: true } : {}),
  });
  await app.register(sse, { heartbeatInterval: LIVE_HEARTBEAT_MS });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20 } });
  await registerOpenApi(app);
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    loadUser: (userId) => findUserById(database.db, userId),
    isImpersonationLive: (id, impersonatorId, userId) =>
      isImpersonationLive(database.db, id, impersonatorId, userId),
  });

  await app.register(
    async (api) => {
      api.addHook('onSend', dropDashboardCountsOnWrite);
      await api.register(authRoutes);
      await api.register(otpRoutes);
      await api.register(profileRoutes);
      await api.register(filesRoutes);
      await api.register(companiesHouseRoutes);
      await api.register(notificationsRoutes);
      await api.register(liveRoutes);
      await api.register(peopleRoutes);
      await api.register(rolesRoutes);
      await api.register(organisationRoutes);
      await api.register(companyProfileRoutes);
      await api.register(auditTrailRoutes);
      await api.register(impersonationRoutes);
      await api.register(jobsRoutes);
      await api.register(closeReasonsRoutes);
      await api.register(rejectionReasonsRoutes);
      await api.register(candidateTagsRoutes);
      await api.register(interviewerTagsRoutes);
      await api.register(scorecardsRoutes);
      await api.register(candidatesRoutes);
      await api.register(candidateAttachmentsRoutes);
      await api.register(candidateHistoryRoutes);
      await api.register(candidateFollowersRoutes);
      await api.register(candidateAnonymizeRoutes);
      await api.register(candidateEmailsRoutes);
      await api.register(inboundEmailRoutes);
      await api.register(applicationMovesRoutes);
      await api.register(pipelineBoardRoutes);
      await api.register(harvestKeysRoutes);
      await api.register(webhooksRoutes);
      await api.register(talentPoolRoutes);
      await api.register(organizationSettingsRoutes);
      await api.register(recruitingUsersRoutes);
      await api.register(notificationDefaultsRoutes);
      await api.register(jobBoardsRoutes);
      await api.register(applicationsRoutes);
      await api.register(jobPostsRoutes);
      await api.register(approvalsRoutes);
      await api.register(offersRoutes);
      await api.register(dashboardRoutes);
      await api.register(interviewPlanRoutes);
      await api.register(apiKeysRoutes);
      await api.register(templatesRoutes);
      await api.register(customFieldsRoutes);
      await api.register(customFieldValuesRoutes);
      await api.register(jobSetupFlowRoutes);
      await api.register(jobSetupRoutes);
      await api.register(jobTasksRoutes);
      await api.register(interviewsRoutes);
      await api.register(onboardingCriteriaRoutes);
      await api.register(onboardingPlanRoutes);
      await api.register(onboardingNewHiresRoutes);
      await api.register(onboardingTasksRoutes);
      await api.register(onboardingTaskRemindersRoutes);
      await api.register(onboardingDashboardRoutes);
      await api.register(onboardingReportsRoutes);
      await api.register(onboardingHandOffRoutes);
      await api.register(onboardingLookupsRoutes);
      await api.register(onboardingESignatureRoutes);
      await api.register(onboardingFieldsRoutes);
      await api.register(onboardingProfileRoutes);
      await api.register(onboardingHireVisibilityRoutes);
      await api.register(onboardingFeedbackRoutes);
      await api.register(onboardingCompanyPlacesRoutes);
      await api.register(onboardingEmailRoutes);
      await api.register(onboardingWelcomeRoutes);
      await api.register(performanceDirectoryRoutes);
      await api.register(performanceOneOnOnesRoutes);
      await api.register(performanceOneOnOneTemplatesRoutes);
      await api.register(performanceOneOnOneSettingsRoutes);
      await api.register(performanceReportsRoutes);
      await api.register(performanceUpdatesRoutes);
      await api.register(performanceUpdateSettingsRoutes);
      await api.register(performanceGoalsRoutes);
      await api.register(performanceGoalCyclesRoutes);
      await api.register(performanceFeedbackRoutes);
      await api.register(performanceFeedbackRequestsRoutes);
      await api.register(performanceFeedbackNotesRoutes);
      await api.register(performanceFeedbackSettingsRoutes);
      await api.register(outboxRoutes);
      await api.register(backgroundJobsRoutes);
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: {
            tags: ['platform'],
            summary: 'Whether the server is up, and on which database',
            response: { 200: envelope(z.object({ database: z.enum(['pglite', 'postgres']) })) },
          },
        },
        async () => ({ message: 'ok', data: { database: database.kind } }),
      );
    },
    { prefix: '/api' },
  );

  // Greenhouse-compatible Job Board API: its own shapes and errors, so outside the /api scope above.
  await app.register(jobBoardApiRoutes, { prefix: '/api/job-board/v1' });
  await app.register(harvestRoutes, { prefix: '/api/harvest' });
  // Public careers pages and job boards: server-rendered HTML, outside /api.
  await app.register(careersRoutes);
  // The forms stage transitions send candidates: the same kind of page.
  await app.register(candidateFormRoutes);
  // The answer links of interview invitations.
  await app.register(interviewResponseRoutes);
  await app.register(interviewBookingRoutes);
  await app.register(candidateAvailabilityRoutes);
  await app.register(offerResponseRoutes);

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  // The SPA owns every other GET; /api stays JSON.
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !request.url.startsWith('/api'))
      return reply.sendFile('index.html');
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url} not found`, code: 'NOT_FOUND' });
  });
  return app;
}
