import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Button, InputAdornment, Stack } from '@mui/material';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookBodySchema,
  type WebhookFormValues,
  type WebhookInput,
} from '@atrium/shared/schemas/recruiting/webhooks';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import { useSaveWebhookMutation, type Webhook } from '../api/webhooks-api';
import { ChecklistField } from './checklist-field';
import { CopyButton } from './copy-button';
import { PingErrorAlert } from './ping-error-alert';

const EVENT_GROUPS = [
  { options: WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] })) },
];
const FIELDS = ['name', 'url', 'events', 'secret'] as const;

/** 32 hex characters from the browser's cryptographic generator. */
export const randomSecret = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

export interface WebhookDialogProps {
  /** The hook to change; null adds one. */
  hook: Webhook | null;
  onClose: () => void;
}

/**
 * Adds or changes a web hook. Saving pings the endpoint: when the ping fails the hook is saved but
 * disabled, and the dialog stays open saying why, so the endpoint can be fixed and saved again.
 */
export function WebhookDialog({ hook, onClose }: WebhookDialogProps) {
  const [saved, setSaved] = useState(hook);
  const [save, { isLoading }] = useSaveWebhookMutation();
  const { control, handleSubmit, setError, setValue } = useForm<WebhookFormValues, unknown, WebhookInput>({
    resolver: zodResolver(webhookBodySchema),
    // The secret is never sent back: changing a hook means giving it again (or a new one).
    defaultValues: { name: hook?.name ?? '', url: hook?.url ?? '', events: hook?.events ?? [], secret: '' },
  });
  const events = useController({ name: 'events', control });
  const secret = useWatch({ control, name: 'secret' });
  const pingAlert = useRef<HTMLDivElement>(null);
  // The answer of a save made from the bottom of the form: bring it into view.
  useEffect(() => {
    if (saved?.pingError) pingAlert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [saved]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: saved?.id, body }).unwrap();
      if (result.data.active) {
        toastSuccess('Web hook saved: the endpoint answered the ping');
        onClose();
      } else {
        setSaved(result.data);
      }
    } catch (error) {
      showServerErrors(
        error,
        setError,
        (path) => FIELDS.find((field) => path.split('.')[0] === field) ?? null,
      );
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={saved ? 'Edit web hook' : 'Add web hook'}
      submitLabel={saved?.pingError ? 'Save again' : saved ? 'Save' : 'Add web hook'}
      onSubmit={submit}
      isSaving={isLoading}
      maxWidth="sm"
    >
      <Stack spacing={2.5}>
        {saved?.pingError && <PingErrorAlert error={saved.pingError} ref={pingAlert} />}
        <FormTextField<WebhookFormValues>
          name="name"
          control={control}
          label="Name"
          required
          autoFocus
          helperText="e.g. Payroll sync"
        />
        <FormTextField<WebhookFormValues>
          name="url"
          control={control}
          label="Endpoint URL"
          required
          type="url"
          placeholder="https://example.com/greenhouse-hooks"
          helperText="An https:// address. Each event is POSTed there as JSON."
        />
        <ChecklistField
          legend="When to call it"
          required
          groups={EVENT_GROUPS}
          value={events.field.value}
          onChange={events.field.onChange}
          onBlur={events.field.onBlur}
          inputRef={events.field.ref}
          error={events.fieldState.error?.message}
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <FormTextField<WebhookFormValues>
            name="secret"
            control={control}
            label="Secret key"
            required
            autoComplete="off"
            helperText={
              saved
                ? 'The saved secret is not shown again: enter it, or generate a new one for your endpoint.'
                : 'At least 16 characters. Requests carry Signature: sha256 <HMAC of the body with this key>.'
            }
            slotProps={{
              htmlInput: { spellCheck: false },
              input: {
                endAdornment: secret ? (
                  <InputAdornment position="end">
                    <CopyButton text={secret} label="Copy the secret key" isIcon />
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Button
            variant="outlined"
            onClick={() => setValue('secret', randomSecret(), { shouldValidate: true, shouldDirty: true })}
            sx={{ mt: 1, flexShrink: 0 }}
          >
            Generate
          </Button>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
