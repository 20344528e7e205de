import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atrium/shared/constants/limits';
import { AppError } from './app-error.ts';

const ISSUER = 'atrium';
const AUDIENCE = 'atrium-api';
const TOKEN_TYPE = 'at+jwt';
// Every authenticated request presents a token; jose verifies through WebCrypto, a thread-pool round
// trip each time. A token verified once is remembered until it expires, so a client's later requests
// cost a map lookup. Bounded so a flood of distinct tokens cannot grow it without end.
const MAX_VERIFIED_TOKENS = 10_000;

export interface AccessClaims {
  userId: string;
  companyId: string;
  tokenVersion: number;
  /**
   * The sign-in session (refresh-token family) the token belongs to; authentication refuses the token
   * once that session has ended. An impersonation token carries the impersonating admin's session.
   */
  sessionId?: string;
  /** Set while an admin acts as another user, with the impersonation session that allows it. */
  impersonatorId?: string;
  impersonationId?: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({
      cid: claims.companyId,
      tv: claims.tokenVersion,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.impersonatorId ? { imp: claims.impersonatorId, isid: claims.impersonationId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** Accepts only HS256 tokens of our issuer, audience and type; anything else is TOKEN_INVALID. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    const { claims, expiresAtMs } = await this.verifyUncached(token);
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, { claims, expiresAtMs });
    return claims;
  }

  private async verifyUncached(token: string): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.cid !== 'string' || typeof payload.tv !== 'number' || !payload.sub) {
        throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please sign in again.');
      }
      return {
        claims: {
          userId: payload.sub,
          companyId: payload.cid,
          tokenVersion: payload.tv,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
          impersonatorId: typeof payload.imp === 'string' ? payload.imp : undefined,
          impersonationId: typeof payload.isid === 'string' ? payload.isid : undefined,
        },
        expiresAtMs: payload.exp! * 1000,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError('TOKEN_INVALID', 'Your session has expired. Please sign in again.');
      }
      throw new AppError('TOKEN_INVALID', 'Your session is not valid. Please sign in again.');
    }
  }
}
