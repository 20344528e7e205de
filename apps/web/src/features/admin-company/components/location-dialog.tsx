import { useEffect, useId } from 'react';
import { Button, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { COUNTRY_NAMES } from '@atrium/shared/constants/countries';
import { locationBodySchema, type LocationBody } from '@atrium/shared/schemas/organisation';
import { FormSelectField } from '../../../components/form/select-field';
import { FormTextField } from '../../../components/form/text-field';
import { TimezoneField } from '../../../components/form/timezone-field';
import { Modal } from '../../../components/ui/modal';
import { fieldErrors } from '../../../lib/api';
import { successMessage, toastError, toastSuccess } from '../../../lib/toast';
import { useSaveLocationMutation, type Location } from '../api/company-api';

type FormValues = Required<LocationBody>;
const FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'postalCode', 'country', 'timezone'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

const toValues = (location: Location | null): FormValues => ({
  name: location?.name ?? '',
  addressLine1: location?.addressLine1 ?? '',
  addressLine2: location?.addressLine2 ?? '',
  city: location?.city ?? '',
  postalCode: location?.postalCode ?? '',
  country: location?.country ?? 'United Kingdom',
  timezone: location?.timezone ?? 'Europe/London',
});

const COUNTRY_OPTIONS = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

export interface LocationDialogProps {
  open: boolean;
  location: Location | null;
  onClose: () => void;
}

/** Adds or edits an office: where it is and the timezone its people work in. */
export function LocationDialog({ open, location, onClose }: LocationDialogProps) {
  const formId = useId();
  const [save, { isLoading }] = useSaveLocationMutation();
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    resolver: zodResolver(locationBodySchema) as unknown as Resolver<FormValues>,
    defaultValues: toValues(location),
  });

  useEffect(() => {
    if (open) reset(toValues(location));
  }, [open, location, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: location?.id, body }).unwrap();
      toastSuccess(successMessage(result, location ? 'Location saved' : 'Location added'));
      onClose();
    } catch (error) {
      const errors = fieldErrors(error);
      errors.forEach(
        ({ path, message }) =>
          isField(path) && setError(path, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!errors.some(({ path }) => isField(path))) toastError(error);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={location ? 'Edit location' : 'Add location'}
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isLoading}>
            {location ? 'Save' : 'Add location'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label="Name" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="addressLine1" label="Address line 1" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="addressLine2" label="Address line 2" />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormTextField control={control} name="city" label="City" />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormTextField control={control} name="postalCode" label="Postal code" />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="country"
              label="Country"
              required
              searchable
              options={COUNTRY_OPTIONS}
            />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <TimezoneField control={control} name="timezone" label="Timezone" required />
          </Grid>
        </Grid>
      </form>
    </Modal>
  );
}
