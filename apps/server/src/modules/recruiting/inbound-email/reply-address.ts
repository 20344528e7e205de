import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/secure-random.ts';

// A candidate's reply address: reply+<company>.<candidate public id>.<signature>@<inbound domain>.
// Lowercase hex and digits only (some relays lowercase local parts), at most 64 characters before
// the @ (RFC 5321 allows 64). The signature stops a stranger from writing into any candidate's feed.

const PATTERN = /^reply\+([0-9a-f]{32})\.(\d{1,12})\.([0-9a-f]{12})@(.+)$/;

const signatureOf = (secret: string, company: string, candidatePublicId: number) =>
  createHmac('sha256', secret).update(`reply:${company}.${candidatePublicId}`).digest('hex').slice(0, 12);

export function replyAddressOf(
  inbound: { domain: string; secret: string },
  companyId: string,
  candidatePublicId: number,
): string {
  const company = companyId.replaceAll('-', '').toLowerCase();
  return `reply+${company}.${candidatePublicId}.${signatureOf(inbound.secret, company, candidatePublicId)}@${inbound.domain}`;
}

/** The company and candidate an address names, when it is one of ours and its signature holds. */
export function readReplyAddress(
  inbound: { domain: string; secret: string },
  address: string,
): { companyId: string; candidatePublicId: number } | null {
  const match = PATTERN.exec(address.trim().toLowerCase());
  if (!match || match[4] !== inbound.domain) return null;
  const [, company, publicId, signature] = match as unknown as [string, string, string, string];
  const candidatePublicId = Number(publicId);
  if (!safeEqual(signatureOf(inbound.secret, company, candidatePublicId), signature)) return null;
  const companyId = `${company.slice(0, 8)}-${company.slice(8, 12)}-${company.slice(12, 16)}-${company.slice(16, 20)}-${company.slice(20)}`;
  return { companyId, candidatePublicId };
}
