import { useCallback, useEffect } from 'react';
import dayjs from 'dayjs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Stack } from '@mui/material';
import { z } from 'zod';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { paths } from '../../../../config/paths';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission, useSession, useThunkDispatch } from '../../../../lib/session-hooks';
import { toastSuccess } from '../../../../lib/toast';
import { directoryApi } from '../../directory/api/directory-api';
import { useListOneOnOneTemplatesQuery } from '../../one-on-one-templates/api/one-on-one-templates-api';
import { useGetOneOnOneSettingsQuery } from '../../one-on-one-settings/api/one-on-one-settings-api';
import { useCreateOneOnOneMutation } from '../api/one-on-ones-api';
import { SCHEDULE_FIELDS, ScheduleFields, scheduleFormSchema } from './schedule-fields';

const formSchema = scheduleFormSchema.extend({
  templateId: z.string(),
  colleague: z.custom<AsyncOptionItem | null>((value) => Boolean(value), MESSAGES.fieldRequired),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const fieldOf = (path: string): FieldPath<FormValues> | null =>
  path === 'withUserId'
    ? 'colleague'
    : (([...SCHEDULE_FIELDS, 'templateId'] as const).find((name) => name === path) ?? null);

/** Schedules 1-on-1s with a colleague found by name; both get a calendar invitation. */
export function ScheduleOneOnOneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession().user;
  const timezone = user?.timezone ?? 'Europe/London';
  const me = user?.id;
  const [create, { isLoading }] = useCreateOneOnOneMutation();
  const canUseTemplates = useHasPermission('prf.module.one_on_ones.template.view');
  const templates = useListOneOnOneTemplatesQuery({ activeOnly: true }, { skip: !open || !canUseTemplates });
  const templateOptions = [
    { value: 'none', label: 'No template' },
    ...(templates.data ?? []).map((template) => ({ value: template.id, label: template.name })),
  ];
  // Settings → 1-on-1s: the company's default cadence and length.
  const settings = useGetOneOnOneSettingsQuery(undefined, { skip: !open }).data;
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const defaults = useCallback(
    (): FormValues => ({
      colleague: null,
      cadence: settings?.defaultCadence ?? 'weekly',
      startDate: dayjs().add(1, 'day').format('YYYY-MM-DD'),
      startTime: '10:00',
      timezone,
      durationMinutes: String(settings?.defaultDurationMinutes ?? 30),
      templateId: 'none',
    }),
    [timezone, settings],
  );
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(),
  });
  useEffect(() => {
    if (open) reset(defaults());
  }, [open, reset, defaults]);

  const fetchOptions = useCallback(
    async (search: string): Promise<AsyncOptionItem[]> => {
      const page = await dispatch(
        directoryApi.endpoints.listDirectory.initiate({ search, limit: 10, page: 1 }, { subscribe: false }),
      ).unwrap();
      return page.items
        .filter((person) => person.id !== me && person.status !== 'inactive')
        .map((person) => ({ _id: person.id, fullName: person.name, label: person.jobTitle ?? '' }));
    },
    [dispatch, me],
  );

  const submit = handleSubmit(async ({ colleague, durationMinutes, templateId, ...schedule }) => {
    try {
      const result = await create({
        ...schedule,
        durationMinutes: Number(durationMinutes),
        templateId: templateId === 'none' ? null : templateId,
        withUserId: colleague!._id,
      }).unwrap();
      toastSuccess('1-on-1 scheduled: both of you have the calendar invitation');
      onClose();
      void navigate(paths.performanceOneOnOne(result.data.id));
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Schedule a 1-on-1"
      submitLabel="Schedule"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormAsyncAutocompleteField<FormValues, AsyncOptionItem>
          control={control}
          name="colleague"
          label="With"
          required
          placeholder="Search by name"
          fetchOptions={fetchOptions}
          getOptionLabel={(option) => option.fullName ?? ''}
        />
        <ScheduleFields
          control={control}
          dateLabel="First meeting"
          minDate={dayjs().format('YYYY-MM-DD')}
          currentDuration={settings?.defaultDurationMinutes}
        />
        {canUseTemplates && (
          <FormSelectField
            control={control}
            name="templateId"
            label="Start the agenda from"
            options={templateOptions}
            helperText="A template's talking points open the first meeting."
          />
        )}
      </Stack>
    </FormDialog>
  );
}
