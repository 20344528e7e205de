import type { CounterSignerRole, SignerParty } from '@atrium/shared/schemas/onboarding/e-signature';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { RequestRecord } from './signature-requests.repository.ts';

const VIEW = 'onb.module.e_signature.request.view';
const SIGN_OWN = 'onb.module.e_signature.document.sign.own';

type HireRoles = Pick<RequestRecord['hire'], 'managerUserId' | 'hrContactUserId' | 'buddyUserId'>;

/** The hire's person in a counter-signer's role; a named person is on the request itself. */
export function holderOfRole(role: CounterSignerRole | null, hire: HireRoles): string | null {
  if (role === 'manager') return hire.managerUserId;
  if (role === 'hr_contact') return hire.hrContactUserId;
  if (role === 'buddy') return hire.buddyUserId;
  return null;
}

/**
 * Who counter-signs: the person named when the document was sent or the hire signed, else whoever
 * holds the role on the hire now (a manager set after the document was sent counter-signs it).
 */
export const counterSignerOf = ({ request, hire }: RequestRecord): string | null =>
  request.counterSignerUserId ?? holderOfRole(request.counterSignerRole, hire);

/** The caller's part in a document: its hire, its counter-signer, or none. */
export function partyOf(auth: AuthContext, record: RequestRecord): SignerParty | null {
  if (!auth.permissions.has(SIGN_OWN)) return null;
  if (record.hire.userId === auth.userId) return 'new_hire';
  if (record.request.counterSignerRole && counterSignerOf(record) === auth.userId) return 'counter_signer';
  return null;
}

export const canViewAll = (auth: AuthContext) => auth.permissions.has(VIEW);

/**
 * Routes open to the document's parties and to those who view every request: without either grant
 * the answer is 403; a document not the caller's reads as one that does not exist.
 */
export function assertCanOpen(auth: AuthContext, record: RequestRecord | null): RequestRecord {
  if (!canViewAll(auth) && !auth.permissions.has(SIGN_OWN))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  if (!record || (!canViewAll(auth) && !partyOf(auth, record))) throw notFound('Document');
  return record;
}

/** Whose turn it is: the party whose signature the document waits for, if any. */
export const partyDue = (record: RequestRecord): SignerParty | null =>
  record.request.state === 'waiting_for_signature'
    ? 'new_hire'
    : record.request.state === 'waiting_for_counter_signature'
      ? 'counter_signer'
      : null;
