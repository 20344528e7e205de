import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { optionalPhoneField } from '@atrium/shared/schemas/platform/profile';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
  type AsyncSearchParams,
} from '../../../../components/form/async-autocomplete-field';
import { FormCheckboxField } from '../../../../components/form/checkbox-field';
import { FormDateField } from '../../../../components/form/date-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormPhoneField } from '../../../../components/form/phone-field';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormUploadField } from '../../../../components/form/upload-field';
import { FormMentionTextField } from '../../../../components/editor/mention-text-field';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { GALLERY_PEOPLE } from './editor-section';

const required = MESSAGES.fieldRequired;

const jobSchema = z.object({
  title: z.string().trim().min(1, required),
  openings: z.number({ message: required }).int('Whole positions only').min(1, 'At least one opening'),
  department: z.string().min(1, required),
  office: z.string().min(1, required),
  hiringManager: z
    .object({ _id: z.string(), fullName: z.string().nullish() }, { message: required })
    .nullable()
    .refine(Boolean, required),
  recruiterPhone: optionalPhoneField,
  startDate: z.string({ message: required }).nullable().refine(Boolean, required),
  employmentType: z.string().min(1, required),
  isRemote: z.boolean(),
  isBudgetApproved: z.literal(true, { message: 'Confirm the budget before posting' }),
  logoUrl: z.string().nullable(),
  description: z.string().min(1, 'describe the role before posting'),
  note: z.string(),
});
type JobFormValues = z.input<typeof jobSchema>;

const DEFAULTS: JobFormValues = {
  title: '',
  openings: 1,
  department: '',
  office: '',
  hiringManager: null,
  recruiterPhone: '',
  startDate: null,
  employmentType: '',
  isRemote: false,
  isBudgetApproved: false as unknown as true,
  logoUrl: null,
  description: '',
  note: '',
};

const DEPARTMENTS = [
  { value: 'engineering', label: 'Engineering' },
  { value: 'design', label: 'Design' },
  { value: 'people', label: 'People' },
  { value: 'sales', label: 'Sales' },
];
const OFFICES = [
  'London',
  'Manchester',
  'Leeds',
  'Edinburgh',
  'Dublin',
  'Berlin',
  'Lisbon',
  'Remote (UK)',
].map((name) => ({ value: name.toLowerCase().replace(/\W+/g, '-'), label: name }));
const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'contract', label: 'Contract' },
];

// Stands in for GET /users?fullName=…&role=…: answers after a realistic pause.
const searchManagers = async (params: AsyncSearchParams): Promise<AsyncOptionItem[]> => {
  await new Promise((resolve) => setTimeout(resolve, 350));
  const wanted = String(params.fullName ?? '').toLowerCase();
  return GALLERY_PEOPLE.filter((person) => person.display.toLowerCase().includes(wanted)).map((person) => ({
    _id: person.id ?? person.display,
    fullName: person.display,
  }));
};

/** Every form field in one react-hook-form form, validated by a zod schema. */
export function FormsSection() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<JobFormValues>({
    defaultValues: DEFAULTS,
    resolver: zodResolver(jobSchema),
    mode: 'onTouched',
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="New job opening"
      onSubmit={handleSubmit((values) => setSubmitted(JSON.stringify(values, null, 2)))}
    >
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xxs: '1fr', md: '2fr 1fr' } }}>
          <FormTextField
            control={control}
            name="title"
            label="Job title"
            required
            placeholder="Senior Product Designer"
          />
          <FormNumberField control={control} name="openings" label="Openings" required isInteger />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xxs: '1fr', md: '1fr 1fr' } }}>
          <FormSelectField
            control={control}
            name="department"
            label="Department"
            required
            options={DEPARTMENTS}
          />
          <FormSelectField
            control={control}
            name="office"
            label="Office"
            required
            options={OFFICES}
            searchable
          />
          <FormAsyncAutocompleteField<JobFormValues, AsyncOptionItem>
            control={control}
            name="hiringManager"
            label="Hiring manager"
            required
            placeholder="Search people"
            fetchByParams={searchManagers}
            searchKey="fullName"
            extraParams={{ role: 'manager' }}
          />
          <FormPhoneField
            control={control}
            name="recruiterPhone"
            label="Recruiter phone"
            helperText="Optional"
          />
          <FormDateField control={control} name="startDate" label="Target start date" required />
          <FormUploadField control={control} name="logoUrl" label="Team photo" />
        </Box>
        <FormRadioGroupField
          control={control}
          name="employmentType"
          label="Employment type"
          required
          options={EMPLOYMENT_TYPES}
        />
        <FormSwitchField control={control} name="isRemote" label="Open to remote candidates" />
        <FormRichTextField
          control={control}
          name="description"
          label="Job description"
          required
          mentions={GALLERY_PEOPLE}
          helperText="Type @ to mention a colleague."
        />
        <FormMentionTextField
          control={control}
          name="note"
          label="Note for the hiring team"
          mentions={GALLERY_PEOPLE}
        />
        <FormCheckboxField
          control={control}
          name="isBudgetApproved"
          label="The budget for this role is approved"
          required
        />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            onClick={() => {
              reset(DEFAULTS);
              setSubmitted(null);
            }}
          >
            Reset
          </Button>
          <Button type="submit" variant="contained">
            Create job
          </Button>
        </Box>
        {submitted && (
          <Box>
            <Typography variant="subtitle2">Submitted values</Typography>
            <Box
              component="pre"
              aria-label="Submitted values"
              sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12 }}
            >
              {submitted}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
