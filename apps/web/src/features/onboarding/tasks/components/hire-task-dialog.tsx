import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Grid } from '@mui/material';
import { z } from 'zod';
import {
  ASSIGNEE_ROLES,
  TASK_CATEGORIES,
  TASK_KINDS,
  type AssigneeRole,
  type TaskCategory,
  type TaskKind,
} from '@atrium/shared/schemas/onboarding/plan';
import {
  addTaskBodySchema,
  updateTaskBodySchema,
  type AddTaskBody,
  type AddTaskInput,
  type NewHireTask,
  type UpdateTaskBody,
  type UpdateTaskInput,
} from '@atrium/shared/schemas/onboarding/tasks';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { FormPersonField, personOption, type PersonOption } from '../../lookups/components/person-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { TokenChips, withToken } from '../../plan/components/token-chips';
import { ASSIGNEE_ROLE_LABELS, TASK_CATEGORY_LABELS, TASK_KIND_LABELS } from '../../plan/utils/plan-labels';
import { useAddHireTaskMutation, useUpdateHireTaskMutation } from '../api/tasks-api';

interface HireTaskForm {
  name: string;
  instructions: string;
  category: TaskCategory;
  kind: TaskKind;
  assigneeRole: AssigneeRole;
  assignee: PersonOption | null;
  assigneeGroupId: string;
  dueDate: string | null;
}

const toAddBody = (values: HireTaskForm): AddTaskBody => ({
  name: values.name,
  instructions: values.instructions,
  category: values.category,
  kind: values.kind,
  assigneeRole: values.assigneeRole,
  assigneeUserId: values.assignee?._id ?? null,
  assigneeGroupId: values.assigneeGroupId || null,
  dueDate: values.dueDate,
});
const toUpdateBody = (values: HireTaskForm): UpdateTaskBody => ({
  name: values.name,
  instructions: values.instructions,
  category: values.category,
  dueDate: values.dueDate,
  assigneeUserId: values.assignee?._id ?? null,
});
const addSchema = z.custom<HireTaskForm>().transform(toAddBody).pipe(addTaskBodySchema);
const updateSchema = z.custom<HireTaskForm>().transform(toUpdateBody).pipe(updateTaskBodySchema);

const fieldOf = (path: string): FieldPath<HireTaskForm> | null => {
  if (path === 'assigneeUserId') return 'assignee';
  const known = ['name', 'instructions', 'category', 'kind', 'assigneeRole', 'assigneeGroupId', 'dueDate'];
  return known.includes(path) ? (path as FieldPath<HireTaskForm>) : null;
};

const EMPTY: HireTaskForm = {
  name: '',
  instructions: '',
  category: 'other',
  kind: 'task',
  assigneeRole: 'person',
  assignee: null,
  assigneeGroupId: '',
  dueDate: null,
};
const valuesOf = (task: NewHireTask): HireTaskForm => ({
  ...EMPTY,
  name: task.name,
  instructions: task.instructions,
  category: task.category,
  kind: task.kind,
  assigneeRole: task.assigneeRole,
  assignee: personOption(task.assignee),
  assigneeGroupId: task.assigneeGroup?.id ?? '',
  dueDate: task.dueDate,
});

const CATEGORY_OPTIONS = TASK_CATEGORIES.map((value) => ({ value, label: TASK_CATEGORY_LABELS[value] }));
const KIND_OPTIONS = TASK_KINDS.map((value) => ({ value, label: TASK_KIND_LABELS[value] }));
const ROLE_OPTIONS = ASSIGNEE_ROLES.map((value) => ({ value, label: ASSIGNEE_ROLE_LABELS[value] }));

export interface HireTaskDialogProps {
  newHireId: string;
  /** The task to edit; null adds one to this hire. */
  task: NewHireTask | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a task to one hire (by role, person or group, due on a date or, left empty, on the start
 * date) or edits one: its name, instructions, category, due date and the person who does it.
 */
export function HireTaskDialog({ newHireId, task, open, onClose }: HireTaskDialogProps) {
  const isEdit = task !== null;
  const [addTask, adding] = useAddHireTaskMutation();
  const [updateTask, updating] = useUpdateHireTaskMutation();
  const { groups } = useCompanyLookups({ skip: !open || isEdit });
  const { control, handleSubmit, setError, reset, setValue, getValues } = useForm<HireTaskForm>({
    resolver: zodResolver(isEdit ? updateSchema : addSchema) as unknown as Resolver<HireTaskForm>,
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open) reset(task ? valuesOf(task) : EMPTY);
  }, [open, task, reset]);
  const role = useWatch({ control, name: 'assigneeRole' });
  const groupOptions = useMemo(() => optionsWith(groups, task?.assigneeGroup), [groups, task?.assigneeGroup]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = task
        ? await updateTask({ id: task.id, newHireId, body: values as unknown as UpdateTaskInput }).unwrap()
        : await addTask({ newHireId, body: values as unknown as AddTaskInput }).unwrap();
      toastSuccess(successMessage(result, isEdit ? 'Task updated' : 'Task added'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  const needsPerson = isEdit || role === 'person' || role === 'it';
  const needsGroup = !isEdit && (role === 'group' || role === 'it');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isEdit ? 'Edit task' : 'Add task'}
      submitLabel={isEdit ? 'Save' : 'Add task'}
      onSubmit={(event) => void submit(event)}
      isSaving={adding.isLoading || updating.isLoading}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label="Task name" required autoFocus />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} />
        </Grid>
        {!isEdit && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField control={control} name="kind" label="Kind" options={KIND_OPTIONS} />
          </Grid>
        )}
        {!isEdit && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="assigneeRole"
              label="Assigned to"
              options={ROLE_OPTIONS}
              helperText="A role of the hire's is filled in from their details."
            />
          </Grid>
        )}
        {needsPerson && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormPersonField
              control={control}
              name="assignee"
              label={isEdit ? 'Assignee' : 'Person'}
              helperText={isEdit ? 'Choosing someone gives the task to them.' : undefined}
            />
          </Grid>
        )}
        {needsGroup && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="assigneeGroupId"
              label="Group"
              options={groupOptions}
              required={role === 'group'}
            />
          </Grid>
        )}
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="dueDate"
            label="Due date"
            helperText={isEdit ? undefined : 'Left empty, the task is due on the start date.'}
          />
        </Grid>
        <Grid size={12}>
          <FormRichTextField control={control} name="instructions" label="Instructions" />
        </Grid>
        <Grid size={12}>
          <TokenChips
            onInsert={(token) =>
              setValue('instructions', withToken(getValues('instructions'), token), { shouldDirty: true })
            }
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
