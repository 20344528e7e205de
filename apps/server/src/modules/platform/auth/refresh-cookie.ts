import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'atrium_rt';
// Logout lives at /api/users/logout, so the cookie covers /api rather than /api/auth only.
const COOKIE_PATH = '/api';

const baseOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: COOKIE_PATH } as const;

/** Remembered sessions keep the cookie across browser restarts until the family expires; others last the browser session. */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  session: { isRemembered: boolean; expiresAt: Date },
) {
  const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  void reply.setCookie(
    REFRESH_COOKIE,
    token,
    session.isRemembered ? { ...baseOptions, maxAge } : baseOptions,
  );
}

export function clearRefreshCookie(reply: FastifyReply) {
  void reply.clearCookie(REFRESH_COOKIE, baseOptions);
}

/** The body wins over the cookie, so API clients without cookies can refresh too. */
export function refreshTokenFrom(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  return fromBody || request.cookies[REFRESH_COOKIE] || undefined;
}
