import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@atrium/shared/constants/limits';
import type { OtpType } from '@atrium/shared/schemas/platform/auth';
import { errorMessage } from '../../../../../lib/api-errors';
import { emptyDigits, OtpInput, type OtpInputHandle } from './otp-input';
import { ResendCode } from './resend-code';
import { useCountdown } from './use-countdown';

// Answers after which the code is void: only a new one helps.
const VOID_CODE_ERRORS = new Set(['CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED']);
const errorCode = (error: unknown) => (error as { data?: { code?: unknown } } | undefined)?.data?.code;

export interface OtpVerificationPanelProps {
  type: OtpType;
  /** Where the code went, masked ("a•••@example.com"); null while unknown. */
  destination: string | null;
  /** Sends a code (the first on opening, then on Resend); rejects with the server's error. */
  sendCode: () => Promise<{ data?: { expiresInSeconds?: number } }>;
  /** Checks the code; rejects with the server's error. */
  verifyCode: (code: string) => Promise<{ message?: string }>;
  onVerified: (answer: { message?: string }) => void;
  onBack: () => void;
}

export function OtpVerificationPanel({
  type,
  destination,
  sendCode,
  verifyCode,
  onVerified,
  onBack,
}: OtpVerificationPanelProps) {
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const { remaining, restart: restartCountdown, stop: stopCountdown } = useCountdown(OTP_TTL_SECONDS);
  const boxes = useRef<OtpInputHandle>(null);
  const hasSentFirst = useRef(false);
  const code = digits.join('');
  const isComplete = code.length === OTP_LENGTH;

  const send = useCallback(
    async (isResend: boolean) => {
      setIsSending(true);
      setError(null);
      setNotice(null);
      try {
        const answer = await sendCode();
        restartCountdown(answer.data?.expiresInSeconds);
        if (isResend) {
          setDigits(emptyDigits());
          setNotice('A new code is on its way. The previous code no longer works.');
          boxes.current?.focus(0);
        }
      } catch (failure) {
        setError(errorMessage(failure, 'The code could not be sent. Please try again with Resend.'));
      } finally {
        setIsSending(false);
      }
    },
    [restartCountdown, sendCode],
  );

  // The first code goes out when the screen opens; the ref keeps StrictMode's second mount from re-sending.
  useEffect(() => {
    if (hasSentFirst.current) return;
    hasSentFirst.current = true;
    void send(false);
  }, [send]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete || isVerifying) return;
    setIsVerifying(true);
    setError(null);
    setNotice(null);
    try {
      onVerified(await verifyCode(code));
    } catch (failure) {
      const isVoid = VOID_CODE_ERRORS.has(errorCode(failure) as string);
      setError(
        errorMessage(
          failure,
          isVoid
            ? 'This code can no longer be used. Please request a new one with Resend.'
            : 'That code is not right. Please check it and try again.',
        ),
      );
      // A void code cannot be retried, so Resend opens at once.
      if (isVoid) stopCountdown();
      setDigits(emptyDigits());
      boxes.current?.focus(0);
    } finally {
      setIsVerifying(false);
    }
  };

  const channel = type === 'email' ? 'email address' : 'phone number';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="otp-heading">
      <Typography id="otp-heading" variant="h4" component="h1" sx={{ mb: 1, fontSize: { xxs: 26, sm: 34 } }}>
        {type === 'email' ? 'Verify your email' : 'Verify your phone number'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Enter the {OTP_LENGTH}-digit code we sent to{' '}
        {destination ? (
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {destination}
          </Box>
        ) : (
          `your ${channel}`
        )}
        .
      </Typography>
      <OtpInput
        ref={boxes}
        digits={digits}
        onChange={setDigits}
        hasError={Boolean(error)}
        readOnly={isVerifying}
        autoFocus
        describedBy={error ? 'otp-error' : undefined}
      />
      <Box sx={{ minHeight: 24, mt: 2 }}>
        {error && (
          <Alert id="otp-error" severity="error">
            {error}
          </Alert>
        )}
        {!error && (notice || isSending) && (
          <Alert severity="info" role="status">
            {isSending ? 'Sending a code…' : notice}
          </Alert>
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        <ResendCode remaining={remaining} isSending={isSending} onResend={() => void send(true)} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
        <Button variant="outlined" size="large" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={!isComplete} loading={isVerifying}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
