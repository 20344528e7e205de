import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { SIGN_IN_LINK_TTL_MINUTES } from '@atrium/shared/constants/limits';
import { lazyModule } from '../../../../lib/lazy-module';
import { useThunkDispatch } from '../../../../lib/session-hooks';
import { toastError } from '../../../../lib/toast';

// Loaded when asked for, as the sign-in form loads its own call: this sits on the first page anyone sees.
const authApiModule = lazyModule(() => import('../api/auth-api'));

/**
 * Offered when sign-in is throttled: failed attempts (maybe someone else's) hold the account back,
 * and a one-time link to its mailbox lets the owner in anyway (docs/decisions/005).
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const dispatch = useThunkDispatch();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const send = async () => {
    setState('sending');
    try {
      const { authApi } = await authApiModule.get();
      const request = dispatch(authApi.endpoints.requestSignInLink.initiate({ email }));
      await request.unwrap().finally(request.reset);
      setState('sent');
    } catch (error) {
      setState('idle');
      toastError(error);
    }
  };

  if (state === 'sent') {
    // The server answers the same whether or not the account exists, and so does this.
    return (
      <Alert severity="success" role="status">
        If an account exists for {email}, a sign-in link is on its way. It works once, within{' '}
        {SIGN_IN_LINK_TTL_MINUTES} minutes.
      </Alert>
    );
  }
  return (
    <Button variant="outlined" fullWidth loading={state === 'sending'} onClick={() => void send()}>
      Email me a sign-in link
    </Button>
  );
}
