import { useCallback } from 'react';
import { Button, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  updatePersonSchema,
  type PersonDetail,
  type UpdatePersonBody,
  type UpdatePersonInput,
} from '@atrium/shared/schemas/admin/people';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@atrium/shared/constants/employment';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { FormDateField } from '../../../../components/form/date-field';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useLazyListPeopleQuery,
  useListActiveAttributesQuery,
  useListCompanyRolesQuery,
  useListDepartmentNamesQuery,
  useListLocationNamesQuery,
  type UserAttribute,
} from '../api/people-api';
import { EMPLOYMENT_TYPE_LABELS, fullName } from '../utils/person-labels';

export interface PersonFormValues {
  jobTitle: string;
  departmentId: string;
  locationId: string;
  manager: AsyncOptionItem | null;
  employmentType: string;
  startDate: string | null;
  customRoleId: string;
  /** By attribute id: text, a number, a YYYY-MM-DD date, an option id, or option ids. */
  attributes: Record<string, AttributeFormValue>;
}

type AttributeFormValue = string | number | string[] | null;

const isBlank = (value: AttributeFormValue | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const emptyValueOf = (definition: UserAttribute): AttributeFormValue => {
  switch (definition.type) {
    case 'multi_select':
      return [];
    case 'number':
    case 'date':
      return null;
    default:
      return '';
  }
};

const FIELDS = [
  'jobTitle',
  'departmentId',
  'locationId',
  'employmentType',
  'startDate',
  'customRoleId',
] as const;
type FieldName = (typeof FIELDS)[number] | 'manager' | `attributes.${string}`;
const formField = (path: string): FieldName | null =>
  path === 'managerId'
    ? 'manager'
    : path.startsWith('attributes.')
      ? (path as FieldName)
      : (FIELDS as readonly string[]).includes(path)
        ? (path as FieldName)
        : null;

/** The form's values as the API takes them: '' means none, the manager goes by id. */
export const toUpdateBody = (values: PersonFormValues): UpdatePersonInput => ({
  jobTitle: values.jobTitle,
  departmentId: values.departmentId || null,
  locationId: values.locationId || null,
  managerId: values.manager?._id ?? null,
  // The select offers only the enum's values; the schema still checks.
  employmentType: (values.employmentType || null) as EmploymentType | null,
  startDate: values.startDate || null,
  customRoleId: values.customRoleId || null,
  // Every attribute the form shows is sent; an emptied one is removed.
  attributes: Object.fromEntries(
    Object.entries(values.attributes ?? {}).map(([id, value]) => [
      id,
      isBlank(value) ? null : typeof value === 'string' ? value.trim() || null : value,
    ]),
  ),
});

// The shared schema validates what is sent, so the browser and the server give the same messages.
const personFormSchema = z.custom<PersonFormValues>().transform(toUpdateBody).pipe(updatePersonSchema);

export const defaultsOf = (
  person: PersonDetail,
  definitions: readonly UserAttribute[] = [],
): PersonFormValues => ({
  jobTitle: person.jobTitle ?? '',
  departmentId: person.department?.id ?? '',
  locationId: person.location?.id ?? '',
  manager: person.manager ? { _id: person.manager.id, fullName: person.manager.name } : null,
  employmentType: person.employmentType ?? '',
  startDate: person.startDate,
  customRoleId: person.customRole?.id ?? '',
  attributes: Object.fromEntries(
    definitions.map((definition) => [
      definition.id,
      (person.attributes[definition.id] as AttributeFormValue | undefined) ?? emptyValueOf(definition),
    ]),
  ),
});

export interface PersonFormProps {
  person: PersonDetail;
  onSubmit: (body: UpdatePersonBody) => Promise<{ message?: string }>;
  onCancel: () => void;
}

/** Work details and custom attributes of a person; leaving with unsaved changes asks first. */
export function PersonForm(props: PersonFormProps) {
  // Without the permission to read attribute definitions the form simply has none.
  const definitions = useListActiveAttributesQuery();
  if (definitions.isLoading) {
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the form" />;
  }
  return <PersonFormFields {...props} definitions={definitions.data ?? []} />;
}

function PersonFormFields({
  person,
  onSubmit,
  onCancel,
  definitions,
}: PersonFormProps & { definitions: readonly UserAttribute[] }) {
  const departments = useListDepartmentNamesQuery();
  const locations = useListLocationNamesQuery();
  const roles = useListCompanyRolesQuery();
  const [searchPeople] = useLazyListPeopleQuery();
  const { control, handleSubmit, setError, reset, formState } = useForm<PersonFormValues>({
    // The resolver hands over the parsed body the API takes (see toUpdateBody).
    resolver: zodResolver(personFormSchema) as unknown as Resolver<PersonFormValues>,
    defaultValues: defaultsOf(person, definitions),
    mode: 'onTouched',
  });
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);

  const fetchManagers = useCallback(
    async (search: string): Promise<AsyncOptionItem[]> => {
      const page = await searchPeople({
        page: 1,
        limit: 10,
        status: 'active',
        ...(search ? { search } : {}),
      }).unwrap();
      return page.items
        .filter((candidate) => candidate.id !== person.id)
        .map((candidate) => ({ _id: candidate.id, fullName: fullName(candidate) }));
    },
    [searchPeople, person.id],
  );

  const save = handleSubmit(async (values) => {
    try {
      const result = await onSubmit(values as unknown as UpdatePersonBody);
      toastSuccess(successMessage(result, 'User updated successfully!'));
      reset(undefined, { keepValues: true });
    } catch (error) {
      showServerErrors(error, setError, formField);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <form onSubmit={save} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormTextField control={control} name="jobTitle" label="Job title" />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="employmentType"
              label="Employment type"
              options={[
                { value: '', label: 'Not set' },
                ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] })),
              ]}
            />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="departmentId"
              label="Department"
              options={[
                { value: '', label: 'None' },
                ...(departments.data ?? []).map((item) => ({ value: item.id, label: item.name })),
              ]}
            />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="locationId"
              label="Location"
              options={[
                { value: '', label: 'None' },
                ...(locations.data ?? []).map((item) => ({ value: item.id, label: item.name })),
              ]}
            />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormAsyncAutocompleteField<PersonFormValues, AsyncOptionItem>
              control={control}
              name="manager"
              label="Manager"
              placeholder="Search people"
              fetchOptions={fetchManagers}
            />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormDateField control={control} name="startDate" label="Start date" />
          </Grid>
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="customRoleId"
              label="Company role"
              helperText="Adds a company role's permissions to the system role."
              options={[
                { value: '', label: 'None' },
                ...(roles.data ?? [])
                  .filter((role) => !role.isSystem)
                  .map((role) => ({ value: role.id, label: role.name })),
              ]}
            />
          </Grid>
          {definitions.length > 0 && (
            <Grid size={12}>
              <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
                Attributes
              </Typography>
            </Grid>
          )}
          {definitions.map((definition) => (
            <Grid key={definition.id} size={{ xxs: 12, md: 6 }}>
              <AttributeField control={control} definition={definition} />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save changes
          </Button>
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}

/** One custom attribute, with the field its type calls for. */
function AttributeField({
  control,
  definition,
}: {
  control: Control<PersonFormValues>;
  definition: UserAttribute;
}) {
  const name = `attributes.${definition.id}` as const;
  const options = definition.options.map((option) => ({ value: option.id, label: option.label }));
  switch (definition.type) {
    case 'number':
      return <FormNumberField control={control} name={name} label={definition.label} />;
    case 'date':
      return <FormDateField control={control} name={name} label={definition.label} />;
    case 'single_select':
      return (
        <FormSelectField
          control={control}
          name={name}
          label={definition.label}
          options={[{ value: '', label: 'Not set' }, ...options]}
        />
      );
    case 'multi_select':
      return (
        <FormMultiSelectField control={control} name={name} label={definition.label} options={options} />
      );
    default:
      return <FormTextField control={control} name={name} label={definition.label} />;
  }
}
