import { Box, Link, Typography } from '@mui/material';
import { formatCountdown } from './use-countdown';

export interface ResendCodeProps {
  remaining: number;
  isSending: boolean;
  onResend: () => void;
}

/** The countdown and a Resend link that looks and acts disabled until it reaches 00:00 (spec section 2). */
export function ResendCode({ remaining, isSending, onResend }: ResendCodeProps) {
  const isDisabled = remaining > 0 || isSending;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Time remaining{' '}
        <Box
          component="time"
          data-testid="otp-countdown"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
        >
          {formatCountdown(remaining)}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Didn&apos;t get it?{' '}
        <Link
          component="button"
          type="button"
          aria-disabled={isDisabled}
          onClick={isDisabled ? undefined : onResend}
          underline={isDisabled ? 'none' : 'always'}
          sx={{
            fontWeight: 600,
            verticalAlign: 'baseline',
            ...(isDisabled && { color: 'text.disabled', cursor: 'default' }),
          }}
        >
          {isSending ? 'Sending…' : 'Resend'}
        </Link>
      </Typography>
    </Box>
  );
}
