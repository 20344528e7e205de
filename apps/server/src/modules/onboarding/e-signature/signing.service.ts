import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  COUNTER_SIGNER_ROLE_LABELS,
  E_SIGNATURE_MESSAGES,
  SIGNATURE_CONSENT_TEXT,
  nextSignatureRequestState,
  type SignatureField,
  type SignatureFieldValue,
  type SignerEvidence,
  type SignerParty,
} from '@atrium/shared/schemas/onboarding/e-signature';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { displayName } from '../new-hires/new-hires.service.ts';
import { counterSignerOf, partyDue, partyOf } from './request-access.ts';
import { signNextMail } from './signature-mail.ts';
import * as repository from './signature-requests.repository.ts';
import { loadRecord, toViews, type RequestDeps } from './signature-requests.service.ts';
import { personOf } from './signer-people.ts';
import { sha256Hex } from './document-hash.ts';
import { storedBytes } from './stored-bytes.ts';

export interface SigningDeps extends RequestDeps {
  storage: FileStorage;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (dataUrl: string) =>
  Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 13), 'base64')
    .subarray(0, 8)
    .equals(PNG_MAGIC);

/** The caller's own fields checked and kept; another party's values sent along are ignored. */
export function valuesOfParty(
  fields: readonly SignatureField[],
  party: SignerParty,
  sent: Readonly<Record<string, SignatureFieldValue>>,
): Record<string, SignatureFieldValue> {
  const errors: FieldError[] = [];
  const kept: Record<string, SignatureFieldValue> = {};
  for (const field of fields) {
    if (field.signer !== party || field.type === 'date_signed') continue;
    const value = sent[field.id];
    const path = `values.${field.id}`;
    if (field.type === 'signature' || field.type === 'initials') {
      if (value === undefined && !field.required) continue;
      if (typeof value !== 'object' || (value.mode === 'drawn' && !isPng(value.image)))
        errors.push({ path, message: E_SIGNATURE_MESSAGES.signatureInvalid });
      else kept[field.id] = value;
    } else if (field.type === 'checkbox') {
      if (value !== undefined && typeof value !== 'boolean')
        errors.push({ path, message: E_SIGNATURE_MESSAGES.fieldRequired });
      else if (field.required && value !== true)
        errors.push({ path, message: E_SIGNATURE_MESSAGES.fieldRequired });
      else kept[field.id] = value === true;
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (value !== undefined && typeof value !== 'string')
        errors.push({ path, message: E_SIGNATURE_MESSAGES.fieldRequired });
      else if (field.required && !text) errors.push({ path, message: E_SIGNATURE_MESSAGES.fieldRequired });
      else if (text) kept[field.id] = text;
    }
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
  return kept;
}

async function evidenceOf(
  db: DbOrTx,
  request: FastifyRequest,
  auth: AuthContext,
  party: SignerParty,
  record: repository.RequestRecord,
): Promise<SignerEvidence> {
  const person = (await personOf(db, auth.companyId, auth.userId))!;
  return {
    party,
    userId: person.id,
    name: person.name,
    email: person.email,
    role:
      party === 'new_hire'
        ? 'New hire'
        : `Counter-signer (${COUNTER_SIGNER_ROLE_LABELS[record.request.counterSignerRole ?? 'person']})`,
    signedAt: new Date().toISOString(),
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    consentText: SIGNATURE_CONSENT_TEXT,
  };
}

/**
 * Completes a document in the transaction that takes its last signature: the original is read
 * (and its hash checked against the one recorded when it was sent), flattened with every value and
 * given its certificate page, and stored; the row names it only if the transaction commits, and the
 * stored object is removed when it does not.
 */
async function complete(
  deps: SigningDeps,
  tx: DbOrTx,
  companyId: string,
  record: repository.RequestRecord,
  values: Record<string, SignatureFieldValue>,
  signers: SignerEvidence[],
  onRollback: (key: string) => void,
) {
  const { request } = record;
  const file = await findCompanyFile(tx, companyId, request.fileId);
  if (!file) throw new AppError('CONFLICT', 'The original document is no longer there');
  const original = await storedBytes(deps.storage, file.storageKey);
  if (sha256Hex(original) !== request.originalSha256)
    throw new AppError('CONFLICT', 'The original document changed since it was sent');
  const { buildSignedPdf } = await import('./signed-pdf.ts');
  const signed = await buildSignedPdf({
    original,
    documentName: request.name,
    requestId: request.id,
    fields: request.fields,
    values,
    signers,
    originalSha256: request.originalSha256,
  });
  const key = `${randomUUID()}.pdf`;
  await deps.storage.put(key, Buffer.from(signed.bytes), 'application/pdf');
  onRollback(key);
  return {
    signedStorageKey: key,
    signedSizeBytes: signed.bytes.length,
    signedContentSha256: signed.contentSha256,
    signedSha256: signed.sha256,
    completedAt: new Date(),
  };
}

/** POST /api/onboarding/e-signature/requests/:id/sign: the hire's signature, then the counter-signer's. */
export async function signRequest(
  deps: SigningDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  body: { values: Record<string, SignatureFieldValue> },
) {
  let stored: string | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const record = await loadRecord(tx, auth, id, { lock: true });
      const party = partyOf(auth, record);
      const due = partyDue(record);
      if (!due) throw new AppError('CONFLICT', E_SIGNATURE_MESSAGES.notSignable);
      if (party !== due) throw new AppError('FORBIDDEN', E_SIGNATURE_MESSAGES.notYourTurn);
      if (record.hire.state === 'cancelled')
        throw new AppError('CONFLICT', E_SIGNATURE_MESSAGES.hireCancelled);
      const { request: row } = record;
      const values = { ...row.values, ...valuesOfParty(row.fields, party, body.values) };
      const evidence = await evidenceOf(tx, request, auth, party, record);
      const next = nextSignatureRequestState(
        row.state,
        party === 'new_hire' ? 'sign' : 'counter_sign',
        row.counterSignerRole !== null,
      )!;
      const patch: repository.RequestPatch = { state: next, values };
      if (party === 'new_hire') patch.signerEvidence = evidence;
      else patch.counterSignerEvidence = evidence;
      // The counter-signer is fixed when the hire signs: the person the mail goes to is the one who may sign.
      const counterSigner = counterSignerOf(record);
      if (party === 'new_hire' && row.counterSignerRole) patch.counterSignerUserId = counterSigner;
      if (next === 'completed') {
        const signers = [
          party === 'new_hire' ? evidence : row.signerEvidence,
          patch.counterSignerEvidence,
        ].filter((item): item is SignerEvidence => Boolean(item));
        Object.assign(
          patch,
          await complete(deps, tx, auth.companyId, record, values, signers, (key) => {
            stored = key;
          }),
        );
      }
      await repository.updateRequest(tx, auth.companyId, id, patch);
      if (next === 'waiting_for_counter_signature' && counterSigner) {
        const person = await personOf(tx, auth.companyId, counterSigner);
        if (person?.reachable)
          await deps.mailer.keepEmail(
            tx,
            signNextMail(
              auth.companyId,
              deps.publicUrl,
              { to: person.email, firstName: person.firstName },
              {
                requestId: id,
                name: row.name,
                hireName: displayName(record.hire),
                party: 'counter_signer',
              },
            ),
          );
      }
      await recordAudit(tx, request, {
        action:
          party === 'new_hire'
            ? 'onboarding.signature_request.sign'
            : 'onboarding.signature_request.counter_sign',
        targetType: 'onboarding_signature_request',
        targetId: id,
        before: { state: row.state },
        after: {
          state: next,
          signer: {
            name: evidence.name,
            email: evidence.email,
            ipAddress: evidence.ipAddress,
            signedAt: evidence.signedAt,
          },
          ...(next === 'completed'
            ? { originalSha256: row.originalSha256, signedSha256: patch.signedSha256 }
            : {}),
        },
      });
      const after = (await repository.findRequest(tx, auth.companyId, id))!;
      return (await toViews(tx, auth, [after], { withImages: true }))[0]!;
    });
  } catch (error) {
    if (stored) await deps.storage.delete(stored).catch(() => undefined);
    throw error;
  }
}
