import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual } from '../../../lib/secure-random.ts';

// OWASP's "device cookies" (docs/decisions/005): a browser someone signed in from carries a signed
// cookie naming the account, and its attempts are throttled by that cookie alone, so failures made
// elsewhere never lock the owner's own browser out.

export const DEVICE_COOKIE = 'atrium_device';
// Sent to the sign-in route only: nothing else reads it.
const COOKIE_PATH = '/api/auth/signin';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: COOKIE_PATH,
  maxAge: LIFETIME_SECONDS,
} as const;

/** Issues and checks device cookies: `<issued at>.<device id>.<HMAC over account, time and id>`. */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the JWT secret, so a MAC here can never pass for anything else.
    this.key = createHmac('sha256', secret).update('atrium device cookie v1').digest();
  }

  issue(email: string, now = Date.now()): string {
    const issuedAt = Math.floor(now / 1000);
    const deviceId = randomToken(16);
    return `${issuedAt}.${deviceId}.${this.mac(email, issuedAt, deviceId)}`;
  }

  /** The device id when the cookie is ours, names this account and is within its lifetime; else null. */
  deviceOf(value: string | undefined, email: string, now = Date.now()): string | null {
    const [issued, deviceId, mac, ...rest] = value?.split('.') ?? [];
    if (!issued || !deviceId || !mac || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return null;
    const issuedAt = Number(issued);
    const age = Math.floor(now / 1000) - issuedAt;
    if (age < -60 || age > LIFETIME_SECONDS) return null;
    return safeEqual(mac, this.mac(email, issuedAt, deviceId)) ? deviceId : null;
  }

  /** The device id of the request's cookie, if it is a valid one for this account. */
  deviceOfRequest(request: FastifyRequest, email: string): string | null {
    return this.deviceOf(request.cookies[DEVICE_COOKIE], email);
  }

  /** Marks the browser as one the account's owner signed in from (a fresh id each sign-in). */
  set(reply: FastifyReply, email: string): void {
    void reply.setCookie(DEVICE_COOKIE, this.issue(email), cookieOptions);
  }

  private mac(email: string, issuedAt: number, deviceId: string): string {
    return createHmac('sha256', this.key)
      .update(`${email.toLowerCase()}\n${issuedAt}\n${deviceId}`)
      .digest('base64url');
  }
}
