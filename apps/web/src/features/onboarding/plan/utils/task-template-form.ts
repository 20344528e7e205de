import { z } from 'zod';
import type { FieldPath } from 'react-hook-form';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import {
  taskTemplateBodySchema,
  type AssigneeRole,
  type TaskCategory,
  type TaskFile,
  type TaskKind,
  type TaskTemplate,
  type TaskTemplateBody,
} from '@atrium/shared/schemas/onboarding/plan';
import { personOption, type PersonOption } from '../../lookups/components/person-field';

/** A task of the plan as its form holds it: '' for no group, the person as a picker option, criteria flat. */
export interface TaskTemplateFormValues {
  name: string;
  instructions: string;
  category: TaskCategory;
  kind: TaskKind;
  assigneeRole: AssigneeRole;
  assignee: PersonOption | null;
  assigneeGroupId: string;
  dueOffsetDays: number | null;
  active: boolean;
  departmentIds: string[];
  locationIds: string[];
  employmentTypes: string[];
  criterionValueIds: string[];
  attachments: TaskFile[];
}

export const EMPTY_TASK_TEMPLATE: TaskTemplateFormValues = {
  name: '',
  instructions: '',
  category: 'other',
  kind: 'task',
  assigneeRole: 'new_hire',
  assignee: null,
  assigneeGroupId: '',
  dueOffsetDays: 0,
  active: true,
  departmentIds: [],
  locationIds: [],
  employmentTypes: [],
  criterionValueIds: [],
  attachments: [],
};

export const templateFormValues = (template: TaskTemplate): TaskTemplateFormValues => ({
  name: template.name,
  instructions: template.instructions,
  category: template.category,
  kind: template.kind,
  assigneeRole: template.assigneeRole,
  assignee: personOption(template.assignee),
  assigneeGroupId: template.assigneeGroup?.id ?? '',
  dueOffsetDays: template.dueOffsetDays,
  active: template.active,
  departmentIds: template.criteria.departments.map((item) => item.id),
  locationIds: template.criteria.locations.map((item) => item.id),
  employmentTypes: template.criteria.employmentTypes,
  criterionValueIds: template.criteria.criterionValues.map((item) => item.id),
  attachments: template.attachments,
});

export const toTemplateBody = (values: TaskTemplateFormValues): TaskTemplateBody => ({
  name: values.name,
  instructions: values.instructions,
  category: values.category,
  kind: values.kind,
  assigneeRole: values.assigneeRole,
  assigneeUserId: values.assignee?._id ?? null,
  assigneeGroupId: values.assigneeGroupId || null,
  // Empty is not "on the start date": the schema's message asks for a number.
  dueOffsetDays: values.dueOffsetDays ?? Number.NaN,
  active: values.active,
  attachmentFileIds: values.attachments.map((file) => file.id),
  criteria: {
    departmentIds: values.departmentIds,
    locationIds: values.locationIds,
    employmentTypes: values.employmentTypes as EmploymentType[],
    criterionValueIds: values.criterionValueIds,
  },
});

// The shared schema checks what is sent, so the browser and the server give the same messages.
export const templateFormSchema = z
  .custom<TaskTemplateFormValues>()
  .transform(toTemplateBody)
  .pipe(taskTemplateBodySchema);

const SAME_NAMED = [
  'name',
  'instructions',
  'category',
  'kind',
  'assigneeRole',
  'assigneeGroupId',
  'dueOffsetDays',
  'active',
];

/** The form field of an error's path: the person goes by id, criteria lists by index under `criteria`. */
export function templateFieldOf(path: string): FieldPath<TaskTemplateFormValues> | null {
  if (path === 'assigneeUserId') return 'assignee';
  if (path.startsWith('attachmentFileIds')) return 'attachments';
  const criteria = /^criteria\.(departmentIds|locationIds|employmentTypes|criterionValueIds)/.exec(path);
  if (criteria) return criteria[1] as FieldPath<TaskTemplateFormValues>;
  return SAME_NAMED.includes(path) ? (path as FieldPath<TaskTemplateFormValues>) : null;
}
