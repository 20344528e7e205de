import type { FastifyRequest } from 'fastify';
import type { AuthDeps } from './auth.deps.ts';

// Who a sign-in attempt answers to (docs/decisions/005-sign-in-throttling-threat-model.md):
// - a browser with a valid device cookie for the account: that cookie's own counter only;
// - anyone else: the account and address together (a hard lock of that pair), the address across
//   accounts (password spraying), and the account from anywhere (a growing delay, never a lock).

export interface SignInClient {
  email: string;
  ip: string;
  /** The trusted device the attempt comes from, when it presents a valid device cookie for the account. */
  deviceId: string | null;
}

export type SignInLimit = 'device' | 'account_and_address' | 'address' | 'account';

export function signInClient(deps: AuthDeps, request: FastifyRequest, email: string): SignInClient {
  return { email, ip: request.ip, deviceId: deps.deviceCookies.deviceOfRequest(request, email) };
}

const pairKey = (client: SignInClient) => `${client.email}|${client.ip}`;

/** The longest wait any of the client's limits imposes, and which one; null when it may try now. */
export async function signInWait(
  deps: AuthDeps,
  client: SignInClient,
): Promise<{ seconds: number; limit: SignInLimit } | null> {
  const { signInDevice, signInPair, signInIp, signInAccount } = deps.throttles;
  const checks: Array<[SignInLimit, Promise<number | null>]> = client.deviceId
    ? [['device', signInDevice.retryAfter(client.deviceId)]]
    : [
        ['account_and_address', signInPair.retryAfter(pairKey(client))],
        ['address', signInIp.retryAfter(client.ip)],
        ['account', signInAccount.retryAfter(client.email)],
      ];
  const waits = await Promise.all(
    checks.map(async ([limit, wait]) => ({ limit, seconds: (await wait) ?? 0 })),
  );
  const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  return longest.seconds > 0 ? longest : null;
}

/** Counts a failed attempt (wrong password, unknown or inactive account alike) against the client's limits. */
export async function countSignInFailure(deps: AuthDeps, client: SignInClient): Promise<void> {
  const { signInDevice, signInPair, signInIp, signInAccount } = deps.throttles;
  if (client.deviceId) {
    await signInDevice.hit(client.deviceId);
    return;
  }
  await Promise.all([
    signInPair.hit(pairKey(client)),
    signInIp.hit(client.ip),
    signInAccount.hit(client.email),
  ]);
}

/**
 * The owner got in (the password, or a mailed link): the account's own failures start again, and so
 * do this client's. The address's count across accounts stays, or one account would reset spraying.
 */
export async function clearSignInFailures(deps: AuthDeps, client: SignInClient): Promise<void> {
  const { signInDevice, signInPair, signInAccount } = deps.throttles;
  await Promise.all([
    signInPair.reset(pairKey(client)),
    signInAccount.reset(client.email),
    client.deviceId ? signInDevice.reset(client.deviceId) : undefined,
  ]);
}
