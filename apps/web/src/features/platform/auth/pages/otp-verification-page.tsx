import { useCallback, useMemo } from 'react';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { otpSendBodySchema, type OtpSendBody } from '@atrium/shared/schemas/platform/auth';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useOtpTargetQuery, useSendOtpMutation, useVerifyOtpMutation } from '../api/otp-api';
import { OtpVerificationPanel } from '../components/otp/otp-verification-panel';

/** returnTo must stay inside the app: a path, never another origin ("//evil.example"). */
const safeReturnTo = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

function BrokenLink({ message }: { message: string }) {
  return (
    <Box>
      <Alert severity="error" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={paths.signIn()} variant="contained">
        Go to sign in
      </Button>
    </Box>
  );
}

function OtpVerification({ target, returnTo }: { target: OtpSendBody; returnTo: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const destination = useOtpTargetQuery(target);
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();

  const sendCode = useCallback(() => sendOtp(target).unwrap(), [sendOtp, target]);
  const verifyCode = useCallback(
    (code: string) => verifyOtp({ ...target, code }).unwrap(),
    [verifyOtp, target],
  );
  const onVerified = (answer: { message?: string }) => {
    toastSuccess(
      successMessage(
        answer,
        target.type === 'email' ? 'Email verified successfully!' : 'Phone number verified successfully!',
      ),
    );
    navigate(returnTo ?? paths.signIn(), { replace: true });
  };
  // "default" is the first entry of this tab's history: there is nothing to go back to.
  const onBack = () => (location.key === 'default' ? navigate(paths.signIn()) : navigate(-1));

  if (destination.isLoading)
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading" />;
  if (destination.isError) {
    return (
      <BrokenLink
        message={errorMessage(destination.error, 'This verification request could not be found.')}
      />
    );
  }
  return (
    <OtpVerificationPanel
      type={target.type}
      destination={destination.data?.data.destination ?? null}
      sendCode={sendCode}
      verifyCode={verifyCode}
      onVerified={onVerified}
      onBack={onBack}
    />
  );
}

/** /otp-verification?id=&type=email|phone[&returnTo=]: a 4-digit code sent, checked by the server. */
export default function OtpVerificationPage() {
  usePageTitle('Verify your code');
  const [params] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  const target = useMemo(() => otpSendBodySchema.safeParse({ id, type }), [id, type]);
  if (!target.success) {
    return (
      <BrokenLink message="This verification link is incomplete. Please open the link from your message again." />
    );
  }
  // Keyed so a different target starts afresh (a new first code, a new countdown).
  return (
    <OtpVerification
      key={`${id}:${type}`}
      target={target.data}
      returnTo={safeReturnTo(params.get('returnTo'))}
    />
  );
}
