import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import {
  ASSIGNEE_ROLES,
  TASK_CATEGORIES,
  TASK_KINDS,
  type TaskTemplateInput,
} from '@atrium/shared/schemas/onboarding/plan';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  criteriaWithChosen,
  FormCriterionValuesField,
} from '../../lookups/components/criterion-values-field';
import { FormPersonField } from '../../lookups/components/person-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { useSaveTaskTemplateMutation, type TaskTemplate } from '../api/plan-api';
import { ASSIGNEE_ROLE_LABELS, TASK_CATEGORY_LABELS, TASK_KIND_LABELS } from '../utils/plan-labels';
import {
  EMPTY_TASK_TEMPLATE,
  templateFieldOf,
  templateFormSchema,
  templateFormValues,
  type TaskTemplateFormValues,
} from '../utils/task-template-form';
import { FormAttachmentsField } from './attachments-field';
import { FormDueOffsetField } from './due-offset-field';
import { TokenChips, withToken } from './token-chips';

const CATEGORY_OPTIONS = TASK_CATEGORIES.map((value) => ({ value, label: TASK_CATEGORY_LABELS[value] }));
const KIND_OPTIONS = TASK_KINDS.map((value) => ({ value, label: TASK_KIND_LABELS[value] }));
const ROLE_OPTIONS = ASSIGNEE_ROLES.map((value) => ({ value, label: ASSIGNEE_ROLE_LABELS[value] }));
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

/** Adds a task to the plan or changes one (for hires to come: assembled plans keep their copies). */
export function TaskTemplateDialog({
  template,
  open,
  onClose,
}: {
  /** The task to change; null adds one. */
  template: TaskTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveTaskTemplateMutation();
  const lookups = useCompanyLookups({ skip: !open });
  const { control, handleSubmit, setError, reset, setValue, getValues } = useForm<TaskTemplateFormValues>({
    resolver: zodResolver(templateFormSchema) as unknown as Resolver<TaskTemplateFormValues>,
    defaultValues: EMPTY_TASK_TEMPLATE,
  });
  useEffect(() => {
    if (open) reset(template ? templateFormValues(template) : EMPTY_TASK_TEMPLATE);
  }, [open, template, reset]);
  const role = useWatch({ control, name: 'assigneeRole' });

  const departments = useMemo(
    () => optionsWith(lookups.departments, template?.criteria.departments),
    [lookups.departments, template],
  );
  const locations = useMemo(
    () => optionsWith(lookups.locations, template?.criteria.locations),
    [lookups.locations, template],
  );
  const groups = useMemo(
    () => [{ value: '', label: 'None' }, ...optionsWith(lookups.groups, template?.assigneeGroup)],
    [lookups.groups, template],
  );
  const criteria = useMemo(
    () => criteriaWithChosen(lookups.criteria, template?.criteria.criterionValues ?? []),
    [lookups.criteria, template],
  );

  const submit = handleSubmit(async (values) => {
    try {
      const body = values as unknown as TaskTemplateInput;
      const result = await save({ id: template?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Task saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, templateFieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={template ? 'Edit task' : 'Add task'}
      submitLabel={template ? 'Save' : 'Add task'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label="Task name" required autoFocus />
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
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormSelectField control={control} name="kind" label="Kind" options={KIND_OPTIONS} />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="assigneeRole"
            label="Assigned to"
            options={ROLE_OPTIONS}
            required
            helperText="A role is filled in from each hire's details."
          />
        </Grid>
        {(role === 'person' || role === 'it') && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormPersonField
              control={control}
              name="assignee"
              label="Person"
              required={role === 'person'}
              helperText={role === 'it' ? 'The person in IT who does it, or choose a group.' : undefined}
            />
          </Grid>
        )}
        {(role === 'group' || role === 'it') && (
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="assigneeGroupId"
              label="Group"
              options={groups}
              required={role === 'group'}
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormDueOffsetField control={control} name="dueOffsetDays" />
        </Grid>
        <Grid size={12}>
          <FormAttachmentsField control={control} name="attachments" />
        </Grid>

        <Grid size={12}>
          <Typography variant="subtitle2" component="h3">
            Who gets this task
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A new hire gets it when they match one of the values chosen for every criterion set here. None
            set: every new hire.
          </Typography>
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="departmentIds"
            label="Departments"
            options={departments}
            placeholder="Every department"
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="locationIds"
            label="Locations"
            options={locations}
            placeholder="Every location"
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="employmentTypes"
            label="Employment types"
            options={EMPLOYMENT_OPTIONS}
            placeholder="Every employment type"
          />
        </Grid>
        <Grid size={12}>
          <FormCriterionValuesField control={control} name="criterionValueIds" criteria={criteria} />
        </Grid>
        <Grid size={12}>
          <FormSwitchField
            control={control}
            name="active"
            label="Active"
            helperText="An inactive task is kept in the plan but given to no new hire."
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
