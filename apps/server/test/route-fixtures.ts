import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser } from '../src/db/seed/factories.ts';
import {
  createCompanyRole,
  createDepartment,
  createGroup,
  createLocation,
} from '../src/db/seed/org-factories.ts';
import { fileField, multipart, PNG } from '../src/modules/platform/files/files.test-helpers.ts';
import { notify } from '../src/modules/platform/notifications/notifications.service.ts';
import { sampleContractPdf } from '../src/modules/onboarding/e-signature/sample-contract-pdf.ts';
import { rowsOf } from '../src/lib/sql-rows.ts';
import type { SignedInUser } from './test-app.ts';

/** A request aimed at one company's records: its path, and a body its schema accepts. */
export interface Aim {
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * One record of every kind the routes address, all in the admin's company, and for every route with
 * a path parameter ("METHOD /url/:param") a request aimed at them. The authorization matrix aims
 * these at another company; the bad-input sweep starts its broken requests from them.
 */
export async function createRouteFixtures(
  app: FastifyInstance,
  admin: SignedInUser,
  outsider: SignedInUser,
): Promise<Map<string, Aim>> {
  const companyId = admin.company.id;
  const db = app.db;

  // One record of every kind the routes address, all in the first company.
  const person = await createUser(db, companyId, { role: null });
  const department = await createDepartment(db, companyId);
  const location = await createLocation(db, companyId);
  const group = await createGroup(db, companyId, {}, [person.id]);
  const role = await createCompanyRole(db, companyId);
  const attribute = await app.inject({
    method: 'POST',
    url: '/api/admin/attributes',
    headers: admin.headers,
    payload: { label: 'Shirt size', type: 'text' },
  });
  expect(attribute.statusCode).toBe(201);
  const attributeId = attribute.json().data.id as string;
  const upload = multipart([fileField(PNG, 'logo.png', 'image/png')]);
  const file = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...admin.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(file.statusCode).toBe(201);
  const fileId = file.json().data.id as string;
  const notification = await notify(db, { companyId, userId: admin.user.id, title: 'Hello' });
  await app.mailer.sendMail({
    to: 'fixture@example.test',
    subject: 'Fixture',
    companyId,
    content: { heading: 'Fixture', paragraphs: [] },
  });
  const outboxMessage = rowsOf<{ id: string }>(
    await db.execute(sql`select id from outbox_messages where company_id = ${companyId} limit 1`),
  )[0]!;
  const audit = rowsOf<{ id: string }>(
    await db.execute(sql`select id from audit_events where company_id = ${companyId} limit 1`),
  )[0]!;

  const reason = await app.inject({
    method: 'POST',
    url: '/api/configuration/close-reasons',
    headers: admin.headers,
    payload: { name: 'Position filled' },
  });
  expect(reason.statusCode).toBe(201);
  const reasonId = reason.json().data.id as string;
  const rejection = await app.inject({
    method: 'POST',
    url: '/api/configuration/rejection-reasons',
    headers: admin.headers,
    payload: { name: 'Lacking skills', typeId: 1 },
  });
  expect(rejection.statusCode).toBe(201);
  const rejectionReasonId = rejection.json().data.id as string;
  const job = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: admin.headers,
    payload: { name: 'Backend Engineer', openings: [{}] },
  });
  expect(job.statusCode).toBe(201);
  const jobId = job.json().data.id as string;
  const board = await app.inject({
    method: 'POST',
    url: '/api/configuration/job-boards',
    headers: admin.headers,
    payload: { name: 'Careers', slug: `matrix-${Date.now()}` },
  });
  expect(board.statusCode).toBe(201);
  const boardId = board.json().data.id as string;
  const post = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/posts`,
    headers: admin.headers,
    payload: { boardId, title: 'Backend Engineer' },
  });
  expect(post.statusCode).toBe(201);
  const postId = post.json().data.id as string;
  const postPayload = { boardId, title: 'Hijacked' };
  const apiKey = await app.inject({
    method: 'POST',
    url: '/api/configuration/dev-center/api-keys',
    headers: admin.headers,
    payload: { name: 'Website' },
  });
  expect(apiKey.statusCode).toBe(201);
  const apiKeyId = apiKey.json().data.id as string;
  const emailTemplate = {
    name: 'Thanks',
    type: 'general',
    subject: 'Hello {{CANDIDATE_FIRST_NAME}}',
    bodyHtml: '<p>Hi</p>',
  };
  const emailTemplateId = (
    await app.inject({
      method: 'POST',
      url: '/api/configuration/email-templates',
      headers: admin.headers,
      payload: emailTemplate,
    })
  ).json().data.id as string;
  const taskId = (
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/tasks`,
      headers: admin.headers,
      payload: { title: 'Book rooms' },
    })
  ).json().data.id as string;
  const candidateForm = { name: 'Form', questions: [{ label: 'Q', type: 'short_text' }] };
  const candidateFormId = (
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/forms`,
      headers: admin.headers,
      payload: candidateForm,
    })
  ).json().data.id as string;
  const customField = { name: 'Region', type: 'text' };
  const customFieldId = (
    await app.inject({
      method: 'POST',
      url: '/api/configuration/custom-fields/jobs',
      headers: admin.headers,
      payload: customField,
    })
  ).json().data.id as string;
  // A field of each other kind: a field is addressed only under its own kind's path.
  const areaFieldIds = new Map<string, string>();
  for (const segment of ['candidates', 'applications', 'offers', 'users', 'referral-questions']) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/configuration/custom-fields/${segment}`,
      headers: admin.headers,
      payload: customField,
    });
    expect(added.statusCode).toBe(201);
    areaFieldIds.set(segment, added.json().data.id as string);
  }
  const offerTemplate = { name: 'Offer', bodyHtml: '<p>{{SALARY}}</p>' };
  const offerTemplateId = (
    await app.inject({
      method: 'POST',
      url: '/api/configuration/offer-templates',
      headers: admin.headers,
      payload: offerTemplate,
    })
  ).json().data.id as string;
  const outsiderReason = await app.inject({
    method: 'POST',
    url: '/api/configuration/close-reasons',
    headers: outsider.headers,
    payload: { name: 'Their reason' },
  });
  const outsiderReasonId = outsiderReason.json().data.id as string;

  const hijack = { name: 'Hijacked' };
  // A candidate (referred onto the job), a tag, and an email waiting for its time.
  const referral = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/referrals`,
    headers: admin.headers,
    payload: { firstName: 'Rita', lastName: 'Fixture', email: 'rita@fixture.test' },
  });
  expect(referral.statusCode).toBe(201);
  const applicationId = referral.json().data.applicationId as string;
  const candidateId = rowsOf<{ id: string }>(
    await db.execute(sql`select candidate_id as id from applications where id = ${applicationId}`),
  )[0]!.id;
  const candidateTag = await app.inject({
    method: 'POST',
    url: '/api/configuration/candidate-tags',
    headers: admin.headers,
    payload: { name: 'Silver medalist' },
  });
  expect(candidateTag.statusCode).toBe(201);
  const candidateTagId = candidateTag.json().data.id as string;
  // The candidate's profile: an attachment (the uploaded image as "other"), a school and an employer.
  const profileEntry = async (path: string, payload: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/candidates/${candidateId}/${path}`,
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const attachmentId = await profileEntry('attachments', { fileId, type: 'other' });
  const educationId = await profileEntry('educations', { schoolName: 'Fixture University' });
  const employmentId = await profileEntry('employments', { companyName: 'Fixture Ltd' });
  const candidateEmailId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into candidate_emails (company_id, candidate_id, application_id, "to", subject, html, text, send_at)
      values (${companyId}, ${candidateId}, ${applicationId}, 'rita@fixture.test', 'Later', '<p>Later</p>', 'Later', now() + interval '1 day')
      returning id`),
  )[0]!.id;
  const someStage = rowsOf<{ id: string }>(
    await db.execute(sql`select id from job_stages where job_id = ${jobId} order by position desc limit 1`),
  )[0]!.id;
  // An interview of the application (the admin interviews), and an interviewer tag.
  const interviewId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into scheduled_interviews (company_id, application_id, stage_id, title, starts_at, ends_at)
      values (${companyId}, ${applicationId}, ${someStage}, 'Fixture interview', now() - interval '2 hours', now() - interval '1 hour')
      returning id`),
  )[0]!.id;
  await db.execute(
    sql`insert into interview_interviewers (company_id, interview_id, user_id) values (${companyId}, ${interviewId}, ${admin.user.id})`,
  );
  // An open self-scheduling link of the application (the admin interviews).
  const selfScheduleLinkId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into interview_self_schedule_links (company_id, application_id, title, duration_minutes, interviewer_ids, token_hash, created_by_id, expires_at)
      values (${companyId}, ${applicationId}, 'Fixture link', 30, array[${admin.user.id}]::uuid[], 'fixture', ${admin.user.id}, now() + interval '7 days')
      returning id`),
  )[0]!.id;
  // A draft offer on the application, and a recruiting goal of the admin.
  const offerId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into offers (company_id, application_id, salary, currency, start_date)
      values (${companyId}, ${applicationId}, 50000, 'GBP', '2030-01-07') returning id`),
  )[0]!.id;
  const goalId = rowsOf<{ id: string }>(
    await db.execute(sql`insert into recruiting_goals (company_id, name, metric, target, user_id, period_start, period_end)
      values (${companyId}, 'Fixture goal', 'hires', 3, ${admin.user.id}, '2030-01-01', '2030-03-31') returning id`),
  )[0]!.id;
  const interviewerTag = await app.inject({
    method: 'POST',
    url: '/api/configuration/interviewer-tags',
    headers: admin.headers,
    payload: { name: 'Bar raiser' },
  });
  expect(interviewerTag.statusCode).toBe(201);
  const interviewerTagId = interviewerTag.json().data.id as string;
  const harvestKey = await app.inject({
    method: 'POST',
    url: '/api/configuration/dev-center/harvest-keys',
    headers: admin.headers,
    payload: { name: 'Matrix', permissions: ['GET /v1/candidates'] },
  });
  expect(harvestKey.statusCode).toBe(201);
  const harvestKeyId = harvestKey.json().data.id as string;
  // A hook pinging a closed loopback port: saved, but disabled.
  const webhook = await app.inject({
    method: 'POST',
    url: '/api/configuration/dev-center/webhooks',
    headers: admin.headers,
    payload: {
      name: 'Matrix',
      url: 'http://127.0.0.1:9/hook',
      events: ['reject_candidate'],
      secret: 'matrix-secret-0123456789',
    },
  });
  expect(webhook.statusCode).toBe(201);
  const webhookId = webhook.json().data.id as string;
  const webhookBody = {
    name: 'Hijacked',
    url: 'http://127.0.0.1:9/other',
    events: ['reject_candidate'],
    secret: 'hijacked-secret-0123456789',
  };
  const pool = await app.inject({
    method: 'POST',
    url: '/api/talent-pool/pools',
    headers: admin.headers,
    payload: { name: 'Matrix pool', stages: [{ name: 'Identified' }, { name: 'Contacted' }] },
  });
  expect(pool.statusCode).toBe(201);
  const poolId = pool.json().data.id as string;
  const poolStageId = pool.json().data.stages[1].id as string;
  const prospect = await app.inject({
    method: 'POST',
    url: '/api/talent-pool/prospects',
    headers: admin.headers,
    payload: { poolId, candidateId },
  });
  expect(prospect.statusCode).toBe(201);
  const prospectId = prospect.json().data.id as string;
  const candidateBody = {
    firstName: 'Hijacked',
    lastName: 'Name',
    emailAddresses: [{ value: 'hijacked@fixture.test', type: 'personal' }],
  };

  // Onboarding: an other criterion, a task of the plan, a new hire (the admin their manager) and
  // the task their plan got from it.
  const onboardingPost = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string };
  };
  const criterion = { name: 'Remote', values: [{ name: 'Yes' }, { name: 'No' }] };
  const criterionId = (await onboardingPost('/api/onboarding/settings/other-criteria', criterion)).id;
  const taskTemplate = { name: 'Order a laptop', assigneeRole: 'manager', dueOffsetDays: -7 };
  const taskTemplateId = (await onboardingPost('/api/onboarding/settings/tasks', taskTemplate)).id;
  const newHireId = (
    await onboardingPost('/api/onboarding/new-hires', {
      legalFirstName: 'Nia',
      legalLastName: 'Fixture',
      personalEmail: 'nia@fixture.test',
      startDate: '2030-01-07',
      managerUserId: admin.user.id,
    })
  ).id;
  const newHireTaskId = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from new_hire_tasks where company_id = ${companyId} and new_hire_id = ${newHireId} limit 1`,
    ),
  )[0]!.id;
  const hireUrl = `/api/onboarding/new-hires/${newHireId}`;
  const taskUrl = `/api/onboarding/tasks/${newHireTaskId}`;
  // E-signature: a template made from an uploaded PDF, sent to the hire.
  const contract = multipart([
    fileField(Buffer.from(await sampleContractPdf()), 'contract.pdf', 'application/pdf'),
  ]);
  const contractFile = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...admin.headers, ...contract.headers },
    payload: contract.payload,
  });
  expect(contractFile.statusCode).toBe(201);
  const signatureTemplate = {
    name: 'Contract',
    fileId: contractFile.json().data.id as string,
    fields: [
      { id: 'sig', type: 'signature', page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.08, signer: 'new_hire' },
    ],
  };
  const signatureTemplateUrl = `/api/onboarding/e-signature/templates/${
    (await onboardingPost('/api/onboarding/e-signature/templates', signatureTemplate)).id
  }`;
  const signatureRequestUrl = `/api/onboarding/e-signature/requests/${
    (
      await onboardingPost('/api/onboarding/e-signature/requests', {
        newHireId,
        templateId: signatureTemplateUrl.split('/').pop(),
      })
    ).id
  }`;

  // A signed copy exists only once everyone has signed: a second hire, the admin's own account,
  // signs a request of theirs.
  const ownHireId = (
    await onboardingPost('/api/onboarding/new-hires', {
      legalFirstName: 'Owen',
      legalLastName: 'Fixture',
      personalEmail: 'owen@fixture.test',
      startDate: '2030-01-07',
    })
  ).id;
  await db.execute(
    sql`update new_hires set user_id = ${admin.user.id} where company_id = ${companyId} and id = ${ownHireId}`,
  );
  // The template has no criteria, so the hire's plan already brought it.
  const signedRequestId = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from onboarding_signature_requests where company_id = ${companyId} and new_hire_id = ${ownHireId}
        and template_id = ${signatureTemplateUrl.split('/').pop()}`,
    ),
  )[0]!.id;
  const signed = await app.inject({
    method: 'POST',
    url: `/api/onboarding/e-signature/requests/${signedRequestId}/sign`,
    headers: admin.headers,
    payload: { consent: true, values: { sig: { mode: 'typed', text: 'Owen Fixture' } } },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().data.state).toBe('completed');

  const welcomePageUrl = `/api/onboarding/settings/pages/${
    (await onboardingPost('/api/onboarding/settings/pages', { title: 'Welcome' })).id
  }`;
  // Fields, feedback (a set sent to the hire) and the hire's profile.
  const fieldBody = { name: 'T-shirt size', type: 'single_choice', options: ['S', 'M'] };
  const fieldUrl = `/api/onboarding/settings/fields/${(await onboardingPost('/api/onboarding/settings/fields', fieldBody)).id}`;
  const feedbackSet = {
    name: 'First week',
    daysAfterStart: 7,
    questions: [{ kind: 'rating', prompt: 'How was it?' }],
  };
  const feedbackSetId = (await onboardingPost('/api/onboarding/settings/feedback', feedbackSet)).id;
  // Sent to a hire whose account is the admin's: a request is its hire's alone.
  const adminAsHireId = (
    await onboardingPost('/api/onboarding/new-hires', {
      legalFirstName: 'Ada',
      legalLastName: 'Hire',
      personalEmail: 'ada.hire@fixture.test',
      startDate: '2030-01-07',
    })
  ).id;
  await db.execute(
    sql`update new_hires set user_id = ${admin.user.id} where company_id = ${companyId} and id = ${adminAsHireId}`,
  );
  const feedbackRequestId = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into onboarding_feedback_requests (company_id, set_id, new_hire_id)
        values (${companyId}, ${feedbackSetId}, ${adminAsHireId}) returning id`,
    ),
  )[0]!.id;
  const profileBody = { legalFirstName: 'Hijacked', legalLastName: 'Name' };
  const firstMonday = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const series = await app.inject({
    method: 'POST',
    url: '/api/performance/one-on-ones',
    headers: admin.headers,
    payload: {
      withUserId: person.id,
      cadence: 'weekly',
      startDate: firstMonday,
      startTime: '10:00',
      timezone: 'Europe/London',
      durationMinutes: 30,
    },
  });
  const oneOnOneId = series.json().data.id as string;
  const oneOnOneMeetingId = series.json().data.nextMeeting.id as string;
  const oneOnOneUrl = `/api/performance/one-on-ones/${oneOnOneId}`;
  const meetingUrl = `/api/performance/one-on-ones/meetings/${oneOnOneMeetingId}`;
  const withPoint = await app.inject({
    method: 'POST',
    url: `${meetingUrl}/talking-points`,
    headers: admin.headers,
    payload: { text: 'Fixture point' },
  });
  const talkingPointId = withPoint.json().data.talkingPoints[0].id as string;
  const withAction = await app.inject({
    method: 'POST',
    url: `${meetingUrl}/action-items`,
    headers: admin.headers,
    payload: { text: 'Fixture action', ownerId: admin.user.id },
  });
  const actionItemId = withAction.json().data.actionItems[0].id as string;
  const oneOnOneTemplate = await app.inject({
    method: 'POST',
    url: '/api/performance/one-on-ones/templates',
    headers: admin.headers,
    payload: { name: 'Fixture template', talkingPoints: ['First point'] },
  });
  const templateUrl = `/api/performance/one-on-ones/templates/${oneOnOneTemplate.json().data.id as string}`;
  const goalCycle = await app.inject({
    method: 'POST',
    url: '/api/performance/goal-cycles',
    headers: admin.headers,
    payload: { name: 'Fixture cycle', startDate: '2030-01-01', endDate: '2030-03-31' },
  });
  const goalCycleUrl = `/api/performance/goal-cycles/${goalCycle.json().data.id as string}`;
  const goalBody = {
    level: 'individual',
    ownerId: admin.user.id,
    title: 'Fixture goal',
    measureKind: 'binary',
    startValue: 0,
    targetValue: 1,
  };
  const goal = await app.inject({
    method: 'POST',
    url: '/api/performance/goals',
    headers: admin.headers,
    payload: goalBody,
  });
  const goalUrl = `/api/performance/goals/${goal.json().data.id as string}`;
  const updateBody = {
    answers: ['Fine', '', ''],
    sentiment: 4,
    accomplishments: '',
    priorities: [],
    share: true,
  };
  const performanceUpdate = await app.inject({
    method: 'POST',
    url: '/api/performance/updates',
    headers: admin.headers,
    payload: updateBody,
  });
  const updateUrl = `/api/performance/updates/${performanceUpdate.json().data.id as string}`;
  const withComment = await app.inject({
    method: 'POST',
    url: `${updateUrl}/comments`,
    headers: admin.headers,
    payload: { body: 'Fixture comment' },
  });
  const updateCommentUrl = `/api/performance/updates/comments/${withComment.json().data.comments[0].id as string}`;

  const feedbackValue = await app.inject({
    method: 'POST',
    url: '/api/performance/feedback/values',
    headers: admin.headers,
    payload: { name: 'Fixture value' },
  });
  const feedbackValueUrl = `/api/performance/feedback/values/${feedbackValue.json().data.id as string}`;
  const praise = await app.inject({
    method: 'POST',
    url: '/api/performance/feedback',
    headers: admin.headers,
    payload: {
      kind: 'praise',
      recipientIds: [person.id],
      valueId: feedbackValue.json().data.id,
      body: 'Fixture praise',
    },
  });
  const praiseUrl = `/api/performance/feedback/${praise.json().data.items[0].id as string}`;
  const praiseComment = await app.inject({
    method: 'POST',
    url: `${praiseUrl}/comments`,
    headers: admin.headers,
    payload: { body: 'Fixture comment' },
  });
  const praiseCommentUrl = `/api/performance/feedback/comments/${praiseComment.json().data.id as string}`;
  const feedbackRequest = await app.inject({
    method: 'POST',
    url: '/api/performance/feedback/requests',
    headers: admin.headers,
    payload: { subjectId: admin.user.id, responderIds: [person.id] },
  });
  const feedbackRequestUrl = `/api/performance/feedback/requests/${feedbackRequest.json().data.id as string}`;
  const feedbackNote = await app.inject({
    method: 'POST',
    url: '/api/performance/feedback/private-notes',
    headers: admin.headers,
    payload: { subjectId: person.id, body: 'Fixture note' },
  });
  const feedbackNoteUrl = `/api/performance/feedback/private-notes/${feedbackNote.json().data.id as string}`;

  return new Map<string, Aim>([
    [
      'PUT /api/onboarding/settings/other-criteria/:id',
      { url: `/api/onboarding/settings/other-criteria/${criterionId}`, payload: { ...criterion, ...hijack } },
    ],
    [
      'DELETE /api/onboarding/settings/other-criteria/:id',
      { url: `/api/onboarding/settings/other-criteria/${criterionId}` },
    ],
    ['GET /api/onboarding/settings/tasks/:id', { url: `/api/onboarding/settings/tasks/${taskTemplateId}` }],
    [
      'PUT /api/onboarding/settings/tasks/:id',
      { url: `/api/onboarding/settings/tasks/${taskTemplateId}`, payload: { ...taskTemplate, ...hijack } },
    ],
    [
      'DELETE /api/onboarding/settings/tasks/:id',
      { url: `/api/onboarding/settings/tasks/${taskTemplateId}` },
    ],
    ['GET /api/onboarding/settings/pages/:id', { url: welcomePageUrl }],
    ['PUT /api/onboarding/settings/pages/:id', { url: welcomePageUrl, payload: { title: 'Hijacked' } }],
    ['DELETE /api/onboarding/settings/pages/:id', { url: welcomePageUrl }],
    ['PUT /api/onboarding/settings/fields/:id', { url: fieldUrl, payload: { ...fieldBody, ...hijack } }],
    ['DELETE /api/onboarding/settings/fields/:id', { url: fieldUrl }],
    ['PUT /api/onboarding/new-hires/:id/fields', { url: `${hireUrl}/fields`, payload: { values: {} } }],
    ['GET /api/onboarding/new-hires/:id/profile', { url: `${hireUrl}/profile` }],
    ['PUT /api/onboarding/new-hires/:id/profile', { url: `${hireUrl}/profile`, payload: profileBody }],
    [
      'POST /api/onboarding/new-hires/:id/profile/reveal',
      { url: `${hireUrl}/profile/reveal`, payload: { target: 'bankDetails' } },
    ],
    [
      'PUT /api/onboarding/settings/feedback/:id',
      { url: `/api/onboarding/settings/feedback/${feedbackSetId}`, payload: { ...feedbackSet, ...hijack } },
    ],
    [
      'DELETE /api/onboarding/settings/feedback/:id',
      { url: `/api/onboarding/settings/feedback/${feedbackSetId}` },
    ],
    ['GET /api/onboarding/new-hires/:id/feedback', { url: `${hireUrl}/feedback` }],
    ['GET /api/onboarding/feedback/:id', { url: `/api/onboarding/feedback/${feedbackRequestId}` }],
    [
      'POST /api/onboarding/feedback/:id/answers',
      { url: `/api/onboarding/feedback/${feedbackRequestId}/answers`, payload: { answers: [] } },
    ],
    [
      'PUT /api/onboarding/settings/departments/:id',
      { url: `/api/onboarding/settings/departments/${department.id}`, payload: hijack },
    ],
    [
      'DELETE /api/onboarding/settings/departments/:id',
      { url: `/api/onboarding/settings/departments/${department.id}` },
    ],
    [
      'PUT /api/onboarding/settings/locations/:id',
      { url: `/api/onboarding/settings/locations/${location.id}`, payload: hijack },
    ],
    [
      'DELETE /api/onboarding/settings/locations/:id',
      { url: `/api/onboarding/settings/locations/${location.id}` },
    ],
    ['GET /api/performance/directory/:id', { url: `/api/performance/directory/${person.id}` }],
    ['GET /api/performance/one-on-ones/:id', { url: oneOnOneUrl }],
    [
      'PUT /api/performance/one-on-ones/templates/:id',
      { url: templateUrl, payload: { name: 'Hijacked', talkingPoints: ['x'] } },
    ],
    ['DELETE /api/performance/one-on-ones/templates/:id', { url: templateUrl }],
    ['POST /api/performance/one-on-ones/templates/:id/duplicate', { url: `${templateUrl}/duplicate` }],
    ['PATCH /api/performance/one-on-ones/:id', { url: oneOnOneUrl, payload: { startTime: '06:00' } }],
    ['DELETE /api/performance/one-on-ones/:id', { url: oneOnOneUrl }],
    ['POST /api/performance/one-on-ones/:id/cancel', { url: `${oneOnOneUrl}/cancel` }],
    ['GET /api/performance/one-on-ones/meetings/:id', { url: meetingUrl }],
    [
      'POST /api/performance/one-on-ones/meetings/:id/talking-points',
      { url: `${meetingUrl}/talking-points`, payload: { text: 'Hijacked' } },
    ],
    [
      'PUT /api/performance/one-on-ones/meetings/:id/shared-notes',
      { url: `${meetingUrl}/shared-notes`, payload: { notes: 'Hijacked' } },
    ],
    [
      'PUT /api/performance/one-on-ones/meetings/:id/private-note',
      { url: `${meetingUrl}/private-note`, payload: { note: 'Hijacked' } },
    ],
    [
      'POST /api/performance/one-on-ones/meetings/:id/action-items',
      { url: `${meetingUrl}/action-items`, payload: { text: 'Hijacked', ownerId: outsider.user.id } },
    ],
    ['POST /api/performance/one-on-ones/meetings/:id/complete', { url: `${meetingUrl}/complete` }],
    [
      'PATCH /api/performance/one-on-ones/talking-points/:id',
      { url: `/api/performance/one-on-ones/talking-points/${talkingPointId}`, payload: { done: true } },
    ],
    [
      'DELETE /api/performance/one-on-ones/talking-points/:id',
      { url: `/api/performance/one-on-ones/talking-points/${talkingPointId}` },
    ],
    [
      'PATCH /api/performance/one-on-ones/action-items/:id',
      { url: `/api/performance/one-on-ones/action-items/${actionItemId}`, payload: { done: true } },
    ],
    [
      'DELETE /api/performance/one-on-ones/action-items/:id',
      { url: `/api/performance/one-on-ones/action-items/${actionItemId}` },
    ],
    ['GET /api/performance/feedback/:id', { url: praiseUrl }],
    [
      'POST /api/performance/feedback/:id/reactions',
      { url: `${praiseUrl}/reactions`, payload: { reaction: 'heart' } },
    ],
    ['GET /api/performance/feedback/:id/comments', { url: `${praiseUrl}/comments` }],
    [
      'POST /api/performance/feedback/:id/comments',
      { url: `${praiseUrl}/comments`, payload: { body: 'Hijacked' } },
    ],
    ['DELETE /api/performance/feedback/comments/:id', { url: praiseCommentUrl }],
    ['GET /api/performance/feedback/requests/:id', { url: feedbackRequestUrl }],
    [
      'POST /api/performance/feedback/requests/:id/answer',
      { url: `${feedbackRequestUrl}/answer`, payload: { body: 'Hijacked' } },
    ],
    [
      'POST /api/performance/feedback/requests/:id/decline',
      { url: `${feedbackRequestUrl}/decline`, payload: { reason: 'Hijacked' } },
    ],
    ['POST /api/performance/feedback/requests/:id/cancel', { url: `${feedbackRequestUrl}/cancel` }],
    [
      'PUT /api/performance/feedback/private-notes/:id',
      { url: feedbackNoteUrl, payload: { body: 'Hijacked' } },
    ],
    ['DELETE /api/performance/feedback/private-notes/:id', { url: feedbackNoteUrl }],
    ['PATCH /api/performance/feedback/values/:id', { url: feedbackValueUrl, payload: { name: 'Hijacked' } }],
    ['DELETE /api/performance/feedback/values/:id', { url: feedbackValueUrl }],
    ['GET /api/performance/goals/:id', { url: goalUrl }],
    ['PUT /api/performance/goals/:id', { url: goalUrl, payload: { ...goalBody, title: 'Hijacked' } }],
    ['DELETE /api/performance/goals/:id', { url: goalUrl }],
    [
      'POST /api/performance/goals/:id/check-ins',
      { url: `${goalUrl}/check-ins`, payload: { value: 1, status: 'closed', comment: 'Hijacked' } },
    ],
    ['POST /api/performance/goals/:id/reopen', { url: `${goalUrl}/reopen` }],
    [
      'PUT /api/performance/goal-cycles/:id',
      { url: goalCycleUrl, payload: { name: 'Hijacked', startDate: '2030-01-01', endDate: '2030-03-31' } },
    ],
    ['DELETE /api/performance/goal-cycles/:id', { url: goalCycleUrl }],
    ['GET /api/performance/updates/:id', { url: updateUrl }],
    [
      'PUT /api/performance/updates/:id',
      { url: updateUrl, payload: { ...updateBody, accomplishments: 'Hijacked' } },
    ],
    ['POST /api/performance/updates/:id/review', { url: `${updateUrl}/review` }],
    [
      'POST /api/performance/updates/:id/comments',
      { url: `${updateUrl}/comments`, payload: { body: 'Hijacked' } },
    ],
    ['PATCH /api/performance/updates/comments/:id', { url: updateCommentUrl, payload: { body: 'Hijacked' } }],
    ['DELETE /api/performance/updates/comments/:id', { url: updateCommentUrl }],
    ['GET /api/onboarding/new-hires/:id', { url: hireUrl }],
    ['PATCH /api/onboarding/new-hires/:id', { url: hireUrl, payload: { jobTitle: 'Hijacked' } }],
    ['DELETE /api/onboarding/new-hires/:id', { url: hireUrl }],
    ['POST /api/onboarding/new-hires/:id/invite', { url: `${hireUrl}/invite` }],
    ['POST /api/onboarding/new-hires/:id/complete', { url: `${hireUrl}/complete` }],
    ['POST /api/onboarding/new-hires/:id/cancel', { url: `${hireUrl}/cancel` }],
    ['GET /api/onboarding/new-hires/:id/tasks', { url: `${hireUrl}/tasks` }],
    ['POST /api/onboarding/new-hires/:id/tasks', { url: `${hireUrl}/tasks`, payload: hijack }],
    ['PATCH /api/onboarding/tasks/:id', { url: taskUrl, payload: hijack }],
    ['DELETE /api/onboarding/tasks/:id', { url: taskUrl }],
    ['POST /api/onboarding/tasks/:id/complete', { url: `${taskUrl}/complete` }],
    ['POST /api/onboarding/tasks/:id/skip', { url: `${taskUrl}/skip` }],
    ['POST /api/onboarding/tasks/:id/reopen', { url: `${taskUrl}/reopen` }],
    ['POST /api/onboarding/tasks/:id/remind', { url: `${taskUrl}/remind` }],
    ['GET /api/onboarding/e-signature/templates/:id', { url: signatureTemplateUrl }],
    [
      'PUT /api/onboarding/e-signature/templates/:id',
      { url: signatureTemplateUrl, payload: { ...signatureTemplate, ...hijack } },
    ],
    ['DELETE /api/onboarding/e-signature/templates/:id', { url: signatureTemplateUrl }],
    ['GET /api/onboarding/e-signature/templates/:id/file', { url: `${signatureTemplateUrl}/file` }],
    ['GET /api/onboarding/e-signature/requests/:id', { url: signatureRequestUrl }],
    ['GET /api/onboarding/e-signature/requests/:id/file', { url: `${signatureRequestUrl}/file` }],
    [
      'GET /api/onboarding/e-signature/requests/:id/signed',
      { url: `/api/onboarding/e-signature/requests/${signedRequestId}/signed` },
    ],
    ['POST /api/onboarding/e-signature/requests/:id/cancel', { url: `${signatureRequestUrl}/cancel` }],
    [
      'POST /api/onboarding/e-signature/requests/:id/sign',
      { url: `${signatureRequestUrl}/sign`, payload: { consent: true, values: {} } },
    ],
    ['GET /api/admin/attributes/:id', { url: `/api/admin/attributes/${attributeId}` }],
    [
      'PUT /api/admin/attributes/:id',
      { url: `/api/admin/attributes/${attributeId}`, payload: { label: 'Hijacked' } },
    ],
    ['POST /api/admin/attributes/:id/archive', { url: `/api/admin/attributes/${attributeId}/archive` }],
    ['POST /api/admin/attributes/:id/restore', { url: `/api/admin/attributes/${attributeId}/restore` }],
    ['GET /api/admin/outbox/:id', { url: `/api/admin/outbox/${outboxMessage.id}` }],
    ['GET /api/admin/audit-events/:id', { url: `/api/admin/audit-events/${audit.id}` }],
    ['GET /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}` }],
    ['PUT /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}`, payload: hijack }],
    ['DELETE /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}` }],
    [
      'PUT /api/admin/departments/:id/head',
      { url: `/api/admin/departments/${department.id}/head`, payload: { headUserId: null } },
    ],
    ['GET /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}` }],
    ['PUT /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}`, payload: hijack }],
    ['DELETE /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}` }],
    ['GET /api/admin/groups/:id/members', { url: `/api/admin/groups/${group.id}/members` }],
    [
      'POST /api/admin/groups/:id/members',
      { url: `/api/admin/groups/${group.id}/members`, payload: { userIds: [outsider.user.id] } },
    ],
    [
      'DELETE /api/admin/groups/:id/members/:userId',
      { url: `/api/admin/groups/${group.id}/members/${person.id}` },
    ],
    ['GET /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}` }],
    ['PUT /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}`, payload: hijack }],
    ['DELETE /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}` }],
    ['GET /api/roles/:id', { url: `/api/roles/${role.id}` }],
    ['PUT /api/roles/:id', { url: `/api/roles/${role.id}`, payload: { ...hijack, permissions: [] } }],
    ['DELETE /api/roles/:id', { url: `/api/roles/${role.id}` }],
    ['GET /api/users/:id', { url: `/api/users/${person.id}` }],
    ['PUT /api/users/:id', { url: `/api/users/${person.id}`, payload: { jobTitle: 'Hijacked' } }],
    ['POST /api/users/:id/activate', { url: `/api/users/${person.id}/activate` }],
    ['POST /api/users/:id/deactivate', { url: `/api/users/${person.id}/deactivate` }],
    ['POST /api/users/:id/resend-invite', { url: `/api/users/${person.id}/resend-invite` }],
    ['POST /api/users/:id/reset-password', { url: `/api/users/${person.id}/reset-password` }],
    ['GET /api/files/:id', { url: `/api/files/${fileId}` }],
    ['PATCH /api/notifications/:id/read', { url: `/api/notifications/${notification.id}/read` }],
    ['GET /api/jobs/:id', { url: `/api/jobs/${jobId}` }],
    ['PUT /api/jobs/:id', { url: `/api/jobs/${jobId}`, payload: { name: 'Hijacked', openings: [{}] } }],
    ['POST /api/jobs/:id/open', { url: `/api/jobs/${jobId}/open` }],
    ['GET /api/configuration/job-boards/:id', { url: `/api/configuration/job-boards/${boardId}` }],
    [
      'PUT /api/configuration/job-boards/:id',
      {
        url: `/api/configuration/job-boards/${boardId}`,
        payload: { name: 'Hijacked', slug: `hijacked-${Date.now()}` },
      },
    ],
    ['DELETE /api/configuration/job-boards/:id', { url: `/api/configuration/job-boards/${boardId}` }],
    ['GET /api/jobs/:id/notifications', { url: `/api/jobs/${jobId}/notifications` }],
    [
      'PUT /api/jobs/:id/notifications',
      { url: `/api/jobs/${jobId}/notifications`, payload: { stuckAfterDays: 3 } },
    ],
    ['GET /api/jobs/:id/kickoff', { url: `/api/jobs/${jobId}/kickoff` }],
    [
      'PUT /api/jobs/:id/kickoff',
      { url: `/api/jobs/${jobId}/kickoff`, payload: { responsibilities: 'Hijacked' } },
    ],
    ['GET /api/jobs/:id/activity', { url: `/api/jobs/${jobId}/activity` }],
    ['GET /api/jobs/:id/applications', { url: `/api/jobs/${jobId}/applications` }],
    ['GET /api/candidates/:id', { url: `/api/candidates/${candidateId}` }],
    ['PUT /api/candidates/:id', { url: `/api/candidates/${candidateId}`, payload: candidateBody }],
    [
      'PUT /api/candidates/:id/tags',
      { url: `/api/candidates/${candidateId}/tags`, payload: { tagIds: [candidateTagId] } },
    ],
    ['GET /api/candidates/:id/activity', { url: `/api/candidates/${candidateId}/activity` }],
    ['GET /api/candidates/:id/attachments', { url: `/api/candidates/${candidateId}/attachments` }],
    [
      'POST /api/candidates/:id/attachments',
      { url: `/api/candidates/${candidateId}/attachments`, payload: { fileId, type: 'other' } },
    ],
    [
      'GET /api/candidates/:id/attachments/:attachmentId/download',
      { url: `/api/candidates/${candidateId}/attachments/${attachmentId}/download` },
    ],
    [
      'DELETE /api/candidates/:id/attachments/:attachmentId',
      { url: `/api/candidates/${candidateId}/attachments/${attachmentId}` },
    ],
    ['GET /api/candidates/:id/history', { url: `/api/candidates/${candidateId}/history` }],
    [
      'POST /api/candidates/:id/educations',
      { url: `/api/candidates/${candidateId}/educations`, payload: { schoolName: 'Hijacked' } },
    ],
    [
      'PUT /api/candidates/:id/educations/:entryId',
      {
        url: `/api/candidates/${candidateId}/educations/${educationId}`,
        payload: { schoolName: 'Hijacked' },
      },
    ],
    [
      'DELETE /api/candidates/:id/educations/:entryId',
      { url: `/api/candidates/${candidateId}/educations/${educationId}` },
    ],
    [
      'POST /api/candidates/:id/employments',
      { url: `/api/candidates/${candidateId}/employments`, payload: { companyName: 'Hijacked' } },
    ],
    [
      'PUT /api/candidates/:id/employments/:entryId',
      {
        url: `/api/candidates/${candidateId}/employments/${employmentId}`,
        payload: { companyName: 'Hijacked' },
      },
    ],
    [
      'DELETE /api/candidates/:id/employments/:entryId',
      { url: `/api/candidates/${candidateId}/employments/${employmentId}` },
    ],
    ['GET /api/candidates/:id/follow', { url: `/api/candidates/${candidateId}/follow` }],
    ['PUT /api/candidates/:id/follow', { url: `/api/candidates/${candidateId}/follow` }],
    ['DELETE /api/candidates/:id/follow', { url: `/api/candidates/${candidateId}/follow` }],
    [
      'PUT /api/candidates/:id/anonymize',
      {
        url: `/api/candidates/${candidateId}/anonymize`,
        payload: { fields: ['full_name'], confirmation: 'ANONYMIZE' },
      },
    ],
    [
      'POST /api/candidates/:id/merge',
      { url: `/api/candidates/${candidateId}/merge`, payload: { duplicateId: candidateId } },
    ],
    ['GET /api/jobs/:id/board', { url: `/api/jobs/${jobId}/board` }],
    [
      'PUT /api/talent-pool/pools/:id',
      { url: `/api/talent-pool/pools/${poolId}`, payload: { name: 'Hijacked', stages: [{ name: 'A' }] } },
    ],
    ['DELETE /api/talent-pool/pools/:id', { url: `/api/talent-pool/pools/${poolId}` }],
    [
      'POST /api/talent-pool/prospects/:id/move',
      { url: `/api/talent-pool/prospects/${prospectId}/move`, payload: { stageId: poolStageId } },
    ],
    [
      'PUT /api/talent-pool/prospects/:id/owner',
      { url: `/api/talent-pool/prospects/${prospectId}/owner`, payload: { ownerId: null } },
    ],
    [
      'POST /api/talent-pool/prospects/:id/convert',
      { url: `/api/talent-pool/prospects/${prospectId}/convert`, payload: { jobId } },
    ],
    ['DELETE /api/talent-pool/prospects/:id', { url: `/api/talent-pool/prospects/${prospectId}` }],
    [
      'PUT /api/configuration/dev-center/webhooks/:id',
      { url: `/api/configuration/dev-center/webhooks/${webhookId}`, payload: webhookBody },
    ],
    [
      'DELETE /api/configuration/dev-center/webhooks/:id',
      { url: `/api/configuration/dev-center/webhooks/${webhookId}` },
    ],
    [
      'GET /api/configuration/dev-center/webhooks/:id/deliveries',
      { url: `/api/configuration/dev-center/webhooks/${webhookId}/deliveries` },
    ],
    [
      'POST /api/configuration/dev-center/harvest-keys/:id/revoke',
      { url: `/api/configuration/dev-center/harvest-keys/${harvestKeyId}/revoke` },
    ],
    [
      'POST /api/candidates/:id/notes',
      { url: `/api/candidates/${candidateId}/notes`, payload: { body: 'Hijacked' } },
    ],
    [
      'PUT /api/configuration/candidate-tags/:id',
      { url: `/api/configuration/candidate-tags/${candidateTagId}`, payload: { name: 'Hijacked' } },
    ],
    [
      'DELETE /api/configuration/candidate-tags/:id',
      { url: `/api/configuration/candidate-tags/${candidateTagId}` },
    ],
    ['GET /api/applications/:id/offer', { url: `/api/applications/${applicationId}/offer` }],
    [
      'POST /api/applications/:id/offer',
      {
        url: `/api/applications/${applicationId}/offer`,
        payload: { templateId: offerTemplateId, salary: 1, currency: 'GBP', startDate: '2030-01-07' },
      },
    ],
    [
      'PUT /api/offers/:id',
      {
        url: `/api/offers/${offerId}`,
        payload: { templateId: offerTemplateId, salary: 1, currency: 'GBP', startDate: '2030-01-07' },
      },
    ],
    ['DELETE /api/offers/:id', { url: `/api/offers/${offerId}` }],
    ['POST /api/offers/:id/request-approval', { url: `/api/offers/${offerId}/request-approval` }],
    [
      'POST /api/offers/:id/approval',
      { url: `/api/offers/${offerId}/approval`, payload: { decision: 'approved' } },
    ],
    ['POST /api/offers/:id/send', { url: `/api/offers/${offerId}/send`, payload: {} }],
    [
      'POST /api/offers/:id/answer',
      { url: `/api/offers/${offerId}/answer`, payload: { answer: 'accepted' } },
    ],
    [
      'POST /api/applications/:id/hire',
      { url: `/api/applications/${applicationId}/hire`, payload: { startDate: '2030-01-07' } },
    ],
    [
      'PUT /api/dashboard/goals/:id',
      {
        url: `/api/dashboard/goals/${goalId}`,
        payload: {
          name: 'Hijacked',
          metric: 'hires',
          target: 1,
          userId: outsider.user.id,
          periodStart: '2030-01-01',
          periodEnd: '2030-01-31',
        },
      },
    ],
    ['DELETE /api/dashboard/goals/:id', { url: `/api/dashboard/goals/${goalId}` }],
    ['GET /api/applications/:id/interviews', { url: `/api/applications/${applicationId}/interviews` }],
    ['GET /api/interviews/:id', { url: `/api/interviews/${interviewId}` }],
    [
      'PUT /api/interviews/:id',
      {
        url: `/api/interviews/${interviewId}`,
        payload: {
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 90_000_000).toISOString(),
          interviewerIds: [outsider.user.id],
        },
      },
    ],
    ['POST /api/interviews/:id/cancel', { url: `/api/interviews/${interviewId}/cancel`, payload: {} }],
    ['POST /api/interviews/:id/resend', { url: `/api/interviews/${interviewId}/resend` }],
    [
      'PUT /api/interviews/:id/response',
      { url: `/api/interviews/${interviewId}/response`, payload: { response: 'accepted' } },
    ],
    ['POST /api/interviews/:id/remind', { url: `/api/interviews/${interviewId}/remind` }],
    ['GET /api/applications/:id/availability', { url: `/api/applications/${applicationId}/availability` }],
    [
      'POST /api/applications/:id/self-schedule-links',
      {
        url: `/api/applications/${applicationId}/self-schedule-links`,
        payload: { interviewerIds: [outsider.user.id] },
      },
    ],
    [
      'GET /api/applications/:id/self-schedule-links',
      { url: `/api/applications/${applicationId}/self-schedule-links` },
    ],
    [
      'POST /api/self-schedule-links/:id/revoke',
      { url: `/api/self-schedule-links/${selfScheduleLinkId}/revoke` },
    ],
    ['GET /api/interviews/:id/kit', { url: `/api/interviews/${interviewId}/kit` }],
    ['GET /api/interviews/:id/scorecard', { url: `/api/interviews/${interviewId}/scorecard` }],
    [
      'PUT /api/interviews/:id/scorecard',
      { url: `/api/interviews/${interviewId}/scorecard`, payload: { keyTakeaways: 'Hijacked' } },
    ],
    ['GET /api/applications/:id/scorecards', { url: `/api/applications/${applicationId}/scorecards` }],
    [
      'PUT /api/configuration/interviewer-tags/:id',
      { url: `/api/configuration/interviewer-tags/${interviewerTagId}`, payload: hijack },
    ],
    [
      'DELETE /api/configuration/interviewer-tags/:id',
      { url: `/api/configuration/interviewer-tags/${interviewerTagId}` },
    ],
    [
      'PUT /api/configuration/users/:id/interviewer-tags',
      { url: `/api/configuration/users/${person.id}/interviewer-tags`, payload: { tagIds: [] } },
    ],
    ['GET /api/configuration/users/:id', { url: `/api/configuration/users/${person.id}` }],
    [
      'PUT /api/configuration/users/:id/role',
      { url: `/api/configuration/users/${person.id}/role`, payload: { customRoleId: role.id } },
    ],
    ['DELETE /api/candidate-emails/:id', { url: `/api/candidate-emails/${candidateEmailId}` }],
    [
      'POST /api/applications/:id/move',
      { url: `/api/applications/${applicationId}/move`, payload: { toStageId: someStage } },
    ],
    [
      'POST /api/applications/:id/advance',
      { url: `/api/applications/${applicationId}/advance`, payload: {} },
    ],
    [
      'POST /api/applications/:id/reject',
      { url: `/api/applications/${applicationId}/reject`, payload: { rejectionReasonId } },
    ],
    ['POST /api/applications/:id/unreject', { url: `/api/applications/${applicationId}/unreject` }],
    [
      'POST /api/applications/:id/transfer',
      { url: `/api/applications/${applicationId}/transfer`, payload: { jobId } },
    ],
    ['GET /api/jobs/:id/pipeline', { url: `/api/jobs/${jobId}/pipeline` }],
    ['GET /api/jobs/:id/posts', { url: `/api/jobs/${jobId}/posts` }],
    ['GET /api/jobs/:id/approvals', { url: `/api/jobs/${jobId}/approvals` }],
    [
      'PUT /api/configuration/custom-fields/jobs/:id',
      { url: `/api/configuration/custom-fields/jobs/${customFieldId}`, payload: customField },
    ],
    [
      'DELETE /api/configuration/custom-fields/jobs/:id',
      { url: `/api/configuration/custom-fields/jobs/${customFieldId}` },
    ],
    [
      'POST /api/configuration/custom-fields/jobs/:id/archive',
      { url: `/api/configuration/custom-fields/jobs/${customFieldId}/archive` },
    ],
    [
      'POST /api/configuration/custom-fields/jobs/:id/restore',
      { url: `/api/configuration/custom-fields/jobs/${customFieldId}/restore` },
    ],
    ...[...areaFieldIds].flatMap(([segment, id]): Array<[string, Aim]> => {
      const url = `/api/configuration/custom-fields/${segment}`;
      return [
        [`PUT ${url}/:id`, { url: `${url}/${id}`, payload: customField }],
        [`DELETE ${url}/:id`, { url: `${url}/${id}` }],
        [`POST ${url}/:id/archive`, { url: `${url}/${id}/archive` }],
        [`POST ${url}/:id/restore`, { url: `${url}/${id}/restore` }],
      ];
    }),
    ['GET /api/candidates/:id/custom-fields', { url: `/api/candidates/${candidateId}/custom-fields` }],
    [
      'PUT /api/candidates/:id/custom-fields',
      { url: `/api/candidates/${candidateId}/custom-fields`, payload: { customFields: {} } },
    ],
    [
      'PUT /api/applications/:id/custom-fields',
      { url: `/api/applications/${applicationId}/custom-fields`, payload: { customFields: {} } },
    ],
    ['GET /api/jobs/:id/scorecard', { url: `/api/jobs/${jobId}/scorecard` }],
    ['PUT /api/jobs/:id/scorecard', { url: `/api/jobs/${jobId}/scorecard`, payload: { categories: [] } }],
    ['GET /api/jobs/:id/forms', { url: `/api/jobs/${jobId}/forms` }],
    ['POST /api/jobs/:id/forms', { url: `/api/jobs/${jobId}/forms`, payload: candidateForm }],
    [
      'PUT /api/jobs/:id/forms/:formId',
      { url: `/api/jobs/${jobId}/forms/${candidateFormId}`, payload: candidateForm },
    ],
    ['DELETE /api/jobs/:id/forms/:formId', { url: `/api/jobs/${jobId}/forms/${candidateFormId}` }],
    ['GET /api/jobs/:id/stage-transitions', { url: `/api/jobs/${jobId}/stage-transitions` }],
    [
      'PUT /api/jobs/:id/stage-transitions',
      { url: `/api/jobs/${jobId}/stage-transitions`, payload: { rules: [] } },
    ],
    ['GET /api/jobs/:id/tasks', { url: `/api/jobs/${jobId}/tasks` }],
    ['POST /api/jobs/:id/tasks', { url: `/api/jobs/${jobId}/tasks`, payload: { title: 'Hijacked' } }],
    [
      'PUT /api/jobs/:id/tasks/:taskId',
      { url: `/api/jobs/${jobId}/tasks/${taskId}`, payload: { title: 'Hijacked' } },
    ],
    [
      'PUT /api/jobs/:id/tasks/:taskId/status',
      { url: `/api/jobs/${jobId}/tasks/${taskId}/status`, payload: { done: true } },
    ],
    ['DELETE /api/jobs/:id/tasks/:taskId', { url: `/api/jobs/${jobId}/tasks/${taskId}` }],
    ['GET /api/jobs/:id/referrals', { url: `/api/jobs/${jobId}/referrals` }],
    [
      'POST /api/jobs/:id/referrals',
      {
        url: `/api/jobs/${jobId}/referrals`,
        payload: { firstName: 'A', lastName: 'B', email: 'a@b.test' },
      },
    ],
    [
      'GET /api/configuration/email-templates/:id',
      { url: `/api/configuration/email-templates/${emailTemplateId}` },
    ],
    [
      'PUT /api/configuration/email-templates/:id',
      { url: `/api/configuration/email-templates/${emailTemplateId}`, payload: emailTemplate },
    ],
    [
      'DELETE /api/configuration/email-templates/:id',
      { url: `/api/configuration/email-templates/${emailTemplateId}` },
    ],
    [
      'GET /api/configuration/offer-templates/:id',
      { url: `/api/configuration/offer-templates/${offerTemplateId}` },
    ],
    [
      'PUT /api/configuration/offer-templates/:id',
      { url: `/api/configuration/offer-templates/${offerTemplateId}`, payload: offerTemplate },
    ],
    [
      'DELETE /api/configuration/offer-templates/:id',
      { url: `/api/configuration/offer-templates/${offerTemplateId}` },
    ],
    [
      'DELETE /api/configuration/dev-center/api-keys/:id',
      { url: `/api/configuration/dev-center/api-keys/${apiKeyId}` },
    ],
    ['GET /api/jobs/:id/interview-plan', { url: `/api/jobs/${jobId}/interview-plan` }],
    [
      'PUT /api/jobs/:id/interview-plan',
      { url: `/api/jobs/${jobId}/interview-plan`, payload: { stages: [] } },
    ],
    ['POST /api/jobs/:id/approvals', { url: `/api/jobs/${jobId}/approvals` }],
    ['PUT /api/jobs/:id/approval-flow', { url: `/api/jobs/${jobId}/approval-flow`, payload: { groups: [] } }],
    ['DELETE /api/jobs/:id/approval-flow', { url: `/api/jobs/${jobId}/approval-flow` }],
    [
      'POST /api/jobs/:id/approvals/:requestId/decisions',
      {
        url: `/api/jobs/${jobId}/approvals/00000000-0000-4000-8000-000000000000/decisions`,
        payload: { decision: 'approved' },
      },
    ],
    ['POST /api/jobs/:id/posts', { url: `/api/jobs/${jobId}/posts`, payload: postPayload }],
    ['GET /api/jobs/:id/posts/:postId', { url: `/api/jobs/${jobId}/posts/${postId}` }],
    ['PUT /api/jobs/:id/posts/:postId', { url: `/api/jobs/${jobId}/posts/${postId}`, payload: postPayload }],
    ['DELETE /api/jobs/:id/posts/:postId', { url: `/api/jobs/${jobId}/posts/${postId}` }],
    [
      'PUT /api/jobs/:id/posts/:postId/status',
      { url: `/api/jobs/${jobId}/posts/${postId}/status`, payload: { live: true } },
    ],
    ['GET /api/jobs/:id/hiring-team', { url: `/api/jobs/${jobId}/hiring-team` }],
    [
      'PUT /api/jobs/:id/hiring-team',
      {
        url: `/api/jobs/${jobId}/hiring-team`,
        payload: { members: [{ userId: person.id, role: 'sourcer' }] },
      },
    ],
    ['POST /api/jobs/:id/copy', { url: `/api/jobs/${jobId}/copy`, payload: { name: 'Hijacked' } }],
    [
      'POST /api/jobs/:id/close',
      { url: `/api/jobs/${jobId}/close`, payload: { closeReasonId: outsiderReasonId } },
    ],
    ['POST /api/jobs/:id/reopen', { url: `/api/jobs/${jobId}/reopen` }],
    ['PUT /api/jobs/:id/follow', { url: `/api/jobs/${jobId}/follow` }],
    ['DELETE /api/jobs/:id/follow', { url: `/api/jobs/${jobId}/follow` }],
    [
      'PUT /api/configuration/close-reasons/:id',
      { url: `/api/configuration/close-reasons/${reasonId}`, payload: hijack },
    ],
    ['DELETE /api/configuration/close-reasons/:id', { url: `/api/configuration/close-reasons/${reasonId}` }],
    [
      'PUT /api/configuration/rejection-reasons/:id',
      { url: `/api/configuration/rejection-reasons/${rejectionReasonId}`, payload: { ...hijack, typeId: 2 } },
    ],
    [
      'DELETE /api/configuration/rejection-reasons/:id',
      { url: `/api/configuration/rejection-reasons/${rejectionReasonId}` },
    ],
  ]);
}
