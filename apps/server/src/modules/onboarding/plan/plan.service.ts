import type { FastifyRequest } from 'fastify';
import {
  PLAN_MESSAGES,
  type PlanPreview,
  type PlanPreviewQuery,
  type TaskTemplate,
  type TaskTemplateInput,
} from '@atrium/shared/schemas/onboarding/plan';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  companyFiles,
  companyTimeZone,
  departmentNames,
  groupNames,
  locationNames,
  userNames,
} from './company-refs.repository.ts';
import { checkLinks, linksOf } from './link-checks.ts';
import { criteriaRows, withCriteria, type TemplateWithCriteria } from './plan-criteria.ts';
import * as repository from './plan.repository.ts';
import {
  dueDateOf,
  isTaskForHire,
  renderInstructions,
  renderName,
  sampleTokenValues,
  todayIn,
} from './plan-rules.ts';

const DELETED = { department: 'Deleted department', location: 'Deleted location' };

async function toViews(
  db: DbOrTx,
  companyId: string,
  items: TemplateWithCriteria[],
): Promise<TaskTemplate[]> {
  const departments = await departmentNames(
    db,
    companyId,
    items.flatMap((item) => item.criteria.departmentIds),
  );
  const locations = await locationNames(
    db,
    companyId,
    items.flatMap((item) => item.criteria.locationIds),
  );
  const people = await userNames(
    db,
    companyId,
    items.map((item) => item.row.assigneeUserId),
  );
  const groups = await groupNames(
    db,
    companyId,
    items.map((item) => item.row.assigneeGroupId),
  );
  const uploads = await companyFiles(
    db,
    companyId,
    items.flatMap((item) => item.row.attachmentFileIds),
  );
  const named = (names: Map<string, string>, id: string | null, fallback?: string) =>
    id && (names.has(id) || fallback) ? { id, name: names.get(id) ?? fallback! } : null;
  return items.map(({ row, criteria, values }) => ({
    id: row.id,
    name: row.name,
    instructions: row.instructions,
    category: row.category,
    kind: row.kind,
    assigneeRole: row.assigneeRole,
    assignee: named(people, row.assigneeUserId),
    assigneeGroup: named(groups, row.assigneeGroupId),
    dueOffsetDays: row.dueOffsetDays,
    position: row.position,
    active: row.active,
    attachments: row.attachmentFileIds.flatMap((id) => uploads.get(id) ?? []),
    criteria: {
      departments: criteria.departmentIds.map((id) => named(departments, id, DELETED.department)!),
      locations: criteria.locationIds.map((id) => named(locations, id, DELETED.location)!),
      employmentTypes: [...criteria.employmentTypes],
      criterionValues: values.map((value) => ({
        id: value.id,
        name: value.name,
        criterionId: value.criterionId,
        criterionName: value.criterionName,
      })),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listTemplates(db: Db, auth: AuthContext): Promise<TaskTemplate[]> {
  const rows = await repository.listTemplates(db, auth.companyId);
  return toViews(db, auth.companyId, await withCriteria(db, auth.companyId, rows));
}

async function load(db: DbOrTx, companyId: string, id: string): Promise<TaskTemplate> {
  const row = await repository.findTemplate(db, companyId, id);
  if (!row) throw notFound('Task');
  return (await toViews(db, companyId, await withCriteria(db, companyId, [row])))[0]!;
}

export const getTemplate = (db: Db, auth: AuthContext, id: string) => load(db, auth.companyId, id);

async function checkTemplateLinks(db: DbOrTx, companyId: string, input: TaskTemplateInput) {
  await checkLinks(db, companyId, [
    { path: 'assigneeUserId', kind: 'person', id: input.assigneeUserId },
    { path: 'assigneeGroupId', kind: 'group', id: input.assigneeGroupId },
    ...linksOf('criteria.departmentIds', 'department', input.criteria.departmentIds),
    ...linksOf('criteria.locationIds', 'location', input.criteria.locationIds),
    ...linksOf('criteria.criterionValueIds', 'criterionValue', input.criteria.criterionValueIds),
    ...linksOf('attachmentFileIds', 'file', input.attachmentFileIds),
  ]);
}

const fieldsOf = (input: TaskTemplateInput): repository.TemplateFields => ({
  name: input.name,
  instructions: input.instructions,
  category: input.category,
  kind: input.kind,
  assigneeRole: input.assigneeRole,
  assigneeUserId: input.assigneeUserId,
  assigneeGroupId: input.assigneeGroupId,
  dueOffsetDays: input.dueOffsetDays,
  active: input.active,
  attachmentFileIds: input.attachmentFileIds,
});

const audited = (template: TaskTemplate) => ({
  name: template.name,
  assigneeRole: template.assigneeRole,
  dueOffsetDays: template.dueOffsetDays,
  active: template.active,
  criteria: {
    departments: template.criteria.departments.map((item) => item.id),
    locations: template.criteria.locations.map((item) => item.id),
    employmentTypes: template.criteria.employmentTypes,
    criterionValues: template.criteria.criterionValues.map((item) => item.id),
  },
});

/** A new task at the end of the plan; hires already onboarding keep their plans. */
export const createTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: TaskTemplateInput,
) =>
  db.transaction(async (tx) => {
    await checkTemplateLinks(tx, auth.companyId, input);
    const position = await repository.nextPosition(tx, auth.companyId);
    const { id } = await repository.insertTemplate(tx, auth.companyId, fieldsOf(input), position);
    await repository.setCriteria(tx, auth.companyId, id, criteriaRows(input.criteria));
    const created = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task_template.create',
      targetType: 'onboarding_task_template',
      targetId: id,
      after: audited(created),
    });
    return created;
  });

/** Changes a task of the plan for hires to come; the plans already assembled keep their copies. */
export const updateTemplate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: TaskTemplateInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth.companyId, id);
    await checkTemplateLinks(tx, auth.companyId, input);
    await repository.updateTemplate(tx, auth.companyId, id, fieldsOf(input));
    await repository.setCriteria(tx, auth.companyId, id, criteriaRows(input.criteria));
    const after = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task_template.update',
      targetType: 'onboarding_task_template',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });

export const deleteTemplate = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth.companyId, id);
    await repository.deleteTemplate(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task_template.delete',
      targetType: 'onboarding_task_template',
      targetId: id,
      before: audited(before),
    });
  });

/** Puts the plan's tasks in the order given, which must name each of them once. */
export const reorderTemplates = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  ids: readonly string[],
) =>
  db.transaction(async (tx) => {
    await repository.lockPlan(tx, auth.companyId);
    const current = await repository.templateIds(tx, auth.companyId);
    const known = new Set(current);
    if (ids.length !== current.length || ids.some((id) => !known.has(id)))
      throw new AppError('VALIDATION_FAILED', PLAN_MESSAGES.orderMismatch, {
        errors: [{ path: 'ids', message: PLAN_MESSAGES.orderMismatch }],
      });
    for (const [position, id] of ids.entries())
      await repository.setPosition(tx, auth.companyId, id, position);
    await recordAudit(tx, request, {
      action: 'onboarding.task_template.reorder',
      targetType: 'onboarding_plan',
      targetId: auth.companyId,
      after: { ids },
    });
    const rows = await repository.listTemplates(tx, auth.companyId);
    return toViews(tx, auth.companyId, await withCriteria(tx, auth.companyId, rows));
  });

/**
 * Settings → preview: the tasks a sample hire would get and when each would be due, for a start
 * date (today in the company's time zone when none is given). Roles stay roles: a sample hire has
 * no manager or buddy.
 */
export async function previewPlan(db: Db, auth: AuthContext, query: PlanPreviewQuery): Promise<PlanPreview> {
  await checkLinks(db, auth.companyId, [
    { path: 'departmentId', kind: 'department', id: query.departmentId },
    { path: 'locationId', kind: 'location', id: query.locationId },
    ...linksOf('criterionValueIds', 'criterionValue', query.criterionValueIds),
  ]);
  const startDate = query.startDate ?? todayIn(await companyTimeZone(db, auth.companyId));
  const rows = await repository.listTemplates(db, auth.companyId, { activeOnly: true });
  const chosen = (await withCriteria(db, auth.companyId, rows)).filter((item) =>
    isTaskForHire(item.criteria, {
      departmentId: query.departmentId ?? null,
      locationId: query.locationId ?? null,
      employmentType: query.employmentType ?? null,
      criterionValueIds: query.criterionValueIds,
    }),
  );
  const views = await toViews(db, auth.companyId, chosen);
  const samples = sampleTokenValues(startDate);
  return {
    startDate,
    tasks: views.map((view) => ({
      templateId: view.id,
      name: renderName(view.name, samples),
      instructions: renderInstructions(view.instructions, samples),
      category: view.category,
      kind: view.kind,
      assigneeRole: view.assigneeRole,
      assignee: view.assignee,
      assigneeGroup: view.assigneeGroup,
      dueOffsetDays: view.dueOffsetDays,
      dueDate: dueDateOf(startDate, view.dueOffsetDays)!,
    })),
  };
}
