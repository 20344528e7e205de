import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import {
  changeEmailSchema,
  type ChangeEmailInput,
  type Profile,
} from '@atrium/shared/schemas/platform/profile';
import { FormTextField } from '../../../../components/form/text-field';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';

export interface ChangeEmailFormProps {
  profile: Pick<Profile, 'email' | 'emailVerified' | 'pendingEmail'>;
  /** Asks for the verification mail; rejects with the API error. */
  onSubmit: (body: { email: string }) => Promise<{ message?: string }>;
}

/**
 * Changing the sign-in address is two steps: this form mails a link to the new address, and the
 * address changes only once that link is opened (the /email-verification screen).
 */
export function ChangeEmailForm({ profile, onSubmit }: ChangeEmailFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    ChangeEmailInput,
    unknown,
    { email: string }
  >({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const pending = sentTo ?? profile.pendingEmail;

  const send = handleSubmit(async ({ email }) => {
    if (email === profile.email.toLowerCase()) {
      setError(
        'email',
        { type: 'same', message: 'This is already your email address' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const result = await onSubmit({ email });
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.emailSent));
      setSentTo(email);
      reset({ email: '' });
    } catch (error) {
      const message = fieldErrors(error).find((item) => item.path === 'email')?.message;
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
      toastError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ px: { xxs: 2, sm: 4 }, py: 3 }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="subtitle1" component="h2" fontWeight={700}>
            Email address
          </Typography>
          <Typography variant="body2" color="text.secondary">
            You sign in with this address and receive Atrium's emails there.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography fontWeight={600} sx={{ wordBreak: 'break-all' }}>
            {profile.email}
          </Typography>
          <Chip
            size="small"
            color={profile.emailVerified ? 'success' : 'warning'}
            variant="outlined"
            label={profile.emailVerified ? 'Verified' : 'Not verified'}
          />
        </Box>
        {pending && (
          <Alert severity="info" icon={<MarkEmailReadOutlinedIcon />}>
            We sent a verification link to <strong>{pending}</strong>. Open that email and follow its link to
            make it your sign-in address. Until then you keep signing in with {profile.email}. No email? Check
            your spam folder, or send the link again below.
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={send}
          noValidate
          aria-label="Change email address"
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            flexDirection: { xxs: 'column', sm: 'row' },
          }}
        >
          <FormTextField
            control={control}
            name="email"
            label="New email address"
            type="email"
            autoComplete="email"
            required
          />
          <Button
            type="submit"
            variant="outlined"
            loading={formState.isSubmitting}
            sx={{ flexShrink: 0, height: 56, width: { xxs: '100%', sm: 'auto' } }}
          >
            Send verification link
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
