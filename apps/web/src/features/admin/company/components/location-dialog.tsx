import { useEffect } from 'react';
import { Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { COUNTRY_NAMES } from '@atrium/shared/constants/countries';
import { locationBodySchema, type LocationBody } from '@atrium/shared/schemas/admin/organisation';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { TimezoneField } from '../../../../components/form/timezone-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveLocationMutation, type Location } from '../api/company-api';

type FormValues = Required<LocationBody>;
const FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'postalCode', 'country', 'timezone'] as const;

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
      showServerErrors(error, setError, fieldsNamed<FormValues>(FIELDS));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={location ? 'Edit location' : 'Add location'}
      submitLabel={location ? 'Save' : 'Add location'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Grid container spacing={2}>
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
    </FormDialog>
  );
}
