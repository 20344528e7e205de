import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_SCORECARD_CATEGORIES,
  type JobCandidateForm,
  type JobFormInput,
  type Scorecard,
  type ScorecardInput,
  type StageTransition,
  type StageTransitionsInput,
} from '@atrium/shared/schemas/recruiting/job-setup';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { jobExists } from '../applications/applications.repository.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './job-setup.repository.ts';

const newId = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

async function assertJob(db: DbOrTx, auth: AuthContext, jobId: string) {
  if (!(await jobExists(db, auth.companyId, jobId))) throw notFound('Job');
}

// Scorecard

export async function getScorecard(db: DbOrTx, auth: AuthContext, jobId: string): Promise<Scorecard> {
  await assertJob(db, auth, jobId);
  const row = await repository.findScorecard(db, auth.companyId, jobId);
  if (!row)
    return {
      categories: DEFAULT_SCORECARD_CATEGORIES.map((name, index) => ({
        id: `c_default_${index}`,
        name,
        attributes: [],
      })),
      updatedAt: null,
    };
  return { categories: row.categories, updatedAt: row.updatedAt.toISOString() };
}

/** Attributes keep their ids across edits, so ratings and interviews' focus can point at them. */
export const saveScorecard = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: ScorecardInput,
) =>
  db.transaction(async (tx) => {
    const before = await getScorecard(tx, auth, jobId);
    const categories = input.categories.map((category) => ({
      id: category.id ?? newId('c'),
      name: category.name,
      attributes: category.attributes.map((attribute) => ({
        id: attribute.id ?? newId('a'),
        name: attribute.name,
      })),
    }));
    await repository.saveScorecard(tx, auth.companyId, jobId, categories);
    const after = await getScorecard(tx, auth, jobId);
    const outline = (card: Scorecard) =>
      card.categories.map((category) => `${category.name} (${category.attributes.length})`);
    await recordAudit(tx, request, {
      action: 'job.scorecard.update',
      targetType: 'job',
      targetId: jobId,
      before: outline(before),
      after: outline(after),
    });
    return after;
  });

// Forms

const toForm = (row: Awaited<ReturnType<typeof repository.findForm>> & object): JobCandidateForm => ({
  id: row.id,
  name: row.name,
  questions: row.questions,
  updatedAt: row.updatedAt.toISOString(),
});

const withIds = (questions: JobFormInput['questions']): PostQuestion[] =>
  questions.map((question) => ({ ...question, id: question.id ?? newId('q') }));

export async function listForms(db: Db, auth: AuthContext, jobId: string) {
  await assertJob(db, auth, jobId);
  return (await repository.listForms(db, auth.companyId, jobId)).map(toForm);
}

export const createForm = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: JobFormInput,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const row = await repository.insertForm(tx, {
      companyId: auth.companyId,
      jobId,
      name: input.name,
      questions: withIds(input.questions),
    });
    await recordAudit(tx, request, {
      action: 'job.form.create',
      targetType: 'job',
      targetId: jobId,
      after: { formId: row.id, name: row.name },
    });
    return toForm(row);
  });

export const updateForm = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  formId: string,
  input: JobFormInput,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await repository.findForm(tx, auth.companyId, jobId, formId);
    if (!before) throw notFound('Form');
    const row = await repository.updateForm(tx, formId, {
      name: input.name,
      questions: withIds(input.questions),
    });
    await recordAudit(tx, request, {
      action: 'job.form.update',
      targetType: 'job',
      targetId: jobId,
      before: { formId, name: before.name },
      after: { formId, name: row.name },
    });
    return toForm(row);
  });

export const deleteForm = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  formId: string,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await repository.findForm(tx, auth.companyId, jobId, formId);
    if (!before) throw notFound('Form');
    await repository.deleteForm(tx, formId);
    await recordAudit(tx, request, {
      action: 'job.form.delete',
      targetType: 'job',
      targetId: jobId,
      before: { formId, name: before.name },
    });
  });

// Stage transitions

export async function listTransitions(
  db: DbOrTx,
  auth: AuthContext,
  jobId: string,
): Promise<StageTransition[]> {
  await assertJob(db, auth, jobId);
  return repository.listTransitions(db, auth.companyId, jobId);
}

/** Rules for what happens on entering a stage; every id must be the job's or the company's. */
export const saveTransitions = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: StageTransitionsInput,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const credited = input.rules.map((rule) => rule.creditUserId).filter((id): id is string => Boolean(id));
    const known = await repository.linkable(tx, auth.companyId, jobId, credited);
    const errors: FieldError[] = [];
    input.rules.forEach((rule, index) => {
      if (!known.stages.has(rule.stageId))
        errors.push({ path: `rules.${index}.stageId`, message: 'Select one of the job’s stages' });
      if (rule.emailTemplateId && !known.templates.has(rule.emailTemplateId))
        errors.push({
          path: `rules.${index}.emailTemplateId`,
          message: 'Select one of your email templates',
        });
      if (rule.formId && !known.forms.has(rule.formId))
        errors.push({ path: `rules.${index}.formId`, message: 'Select one of the job’s forms' });
      if (rule.creditUserId && !known.people.has(rule.creditUserId))
        errors.push({ path: `rules.${index}.creditUserId`, message: 'Select a person of your company' });
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
    await repository.replaceTransitions(
      tx,
      auth.companyId,
      jobId,
      input.rules.map((rule) => ({
        stageId: rule.stageId,
        action: rule.action,
        emailTemplateId: rule.action === 'send_email_template' ? rule.emailTemplateId : null,
        formId: rule.action === 'send_form' ? rule.formId : null,
        creditUserId: rule.creditUserId,
      })),
    );
    await recordAudit(tx, request, {
      action: 'job.stage_transitions.update',
      targetType: 'job',
      targetId: jobId,
      after: { rules: input.rules.length },
    });
    return repository.listTransitions(tx, auth.companyId, jobId);
  });

/** The rules of one stage, for when candidates move into it (Recruiting II). */
export async function transitionsForStage(db: DbOrTx, companyId: string, jobId: string, stageId: string) {
  return (await repository.listTransitions(db, companyId, jobId)).filter((rule) => rule.stageId === stageId);
}
