import { randomToken } from './secure-random.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A secret that names its company, `<company id>.<256 random bits>`, so the row it is checked
 * against is found on that company's shard (docs/scale-out.md). Naming the company tells nothing
 * about the secret; only a hash of the whole token is stored.
 */
export const tenantToken = (companyId: string): string => `${companyId}.${randomToken()}`;

/** The company a token names, or null for a token of another shape (refused as unknown). */
export function companyOfToken(token: string): string | null {
  const dot = token.indexOf('.');
  const companyId = dot === -1 ? '' : token.slice(0, dot);
  return UUID.test(companyId) ? companyId : null;
}
