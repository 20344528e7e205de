import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { Stack } from '@mui/material';
import { harvestKeyBodySchema, type HarvestKeyInput } from '@atrium/shared/schemas/recruiting/harvest';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useCreateHarvestKeyMutation, type CreatedHarvestKey } from '../api/harvest-keys-api';
import { harvestEndpointGroups } from '../utils/harvest-endpoint-groups';
import { ChecklistField } from './checklist-field';
import { HarvestEndpointLabel } from './harvest-endpoint-label';

const GROUPS = harvestEndpointGroups().map((group) => ({
  label: group.label,
  options: group.endpoints.map((endpoint) => ({
    value: endpoint,
    label: <HarvestEndpointLabel endpoint={endpoint} />,
  })),
}));
const EMPTY: HarvestKeyInput = { name: '', permissions: [] };

export interface HarvestKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedHarvestKey) => void;
}

/** Creates a Harvest API key: its name and the endpoints it may call. */
export function HarvestKeyDialog({ open, onClose, onCreated }: HarvestKeyDialogProps) {
  const [create, { isLoading }] = useCreateHarvestKeyMutation();
  const { control, handleSubmit, setError, reset } = useForm<HarvestKeyInput>({
    resolver: zodResolver(harvestKeyBodySchema),
    defaultValues: EMPTY,
  });
  const permissions = useController({ name: 'permissions', control });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      onCreated((await create(body).unwrap()).data);
    } catch (error) {
      // The server names an endpoint's error by its index (permissions.3): it belongs to the list.
      showServerErrors(error, setError, (path) =>
        path === 'name' ? 'name' : path.startsWith('permissions') ? 'permissions' : null,
      );
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create API key"
      submitLabel="Create API key"
      onSubmit={submit}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <FormTextField<HarvestKeyInput>
          name="name"
          control={control}
          label="Key name"
          required
          autoFocus
          helperText="What uses the key, e.g. Payroll sync"
        />
        <ChecklistField
          legend="Endpoints the key may call"
          required
          isWide
          groups={GROUPS}
          value={permissions.field.value}
          onChange={permissions.field.onChange}
          onBlur={permissions.field.onBlur}
          inputRef={permissions.field.ref}
          error={permissions.fieldState.error?.message}
          helperText="Allow only what the integration needs. A key's endpoints cannot be changed later."
        />
      </Stack>
    </FormDialog>
  );
}
