import type { FastifyRequest } from 'fastify';
import {
  E_SIGNATURE_MESSAGES,
  nextSignatureRequestState,
  type MyDocument,
  type SignatureFieldValue,
  type SignatureRequest,
  type SignatureRequestState,
} from '@atrium/shared/schemas/onboarding/e-signature';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findHireRow } from '../new-hires/new-hires.repository.ts';
import { displayName } from '../new-hires/new-hires.service.ts';
import { userNames } from '../plan/company-refs.repository.ts';
import { assertCanOpen, counterSignerOf, partyDue, partyOf } from './request-access.ts';
import { snapshotOf } from './request-snapshot.ts';
import { signNextMail } from './signature-mail.ts';
import * as repository from './signature-requests.repository.ts';
import { findTemplate } from './signature-templates.repository.ts';
import { personOf } from './signer-people.ts';

export interface RequestDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** A document's values without drawn marks (large images), for lists. */
const withoutImages = (values: Record<string, SignatureFieldValue>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === 'object' && value.mode === 'drawn')),
  );

export async function toViews(
  db: DbOrTx,
  auth: AuthContext,
  records: repository.RequestRecord[],
  options: { withImages?: boolean } = {},
): Promise<SignatureRequest[]> {
  const people = await userNames(
    db,
    auth.companyId,
    records.flatMap((record) => [record.hire.userId, counterSignerOf(record)]),
  );
  const named = (id: string | null) => (id && people.has(id) ? { id, name: people.get(id)! } : null);
  return records.map((record) => {
    const { request, hire } = record;
    const party = partyOf(auth, record);
    const due = partyDue(record);
    return {
      id: request.id,
      name: request.name,
      templateId: request.templateId,
      newHire: { id: hire.id, name: displayName(hire), state: hire.state },
      state: request.state,
      pages: request.pages,
      fields: request.fields,
      counterSignerRole: request.counterSignerRole,
      counterSigner: request.counterSignerRole ? named(counterSignerOf(record)) : null,
      signer: named(hire.userId),
      values: options.withImages ? request.values : withoutImages(request.values),
      signerEvidence: request.signerEvidence,
      counterSignerEvidence: request.counterSignerEvidence,
      originalSha256: request.originalSha256,
      signedSha256: request.signedSha256,
      canSign: party !== null && party === due && hire.state !== 'cancelled',
      canCancel:
        auth.permissions.has('onb.module.e_signature.request.cancel') &&
        nextSignatureRequestState(request.state, 'cancel', false) !== null,
      canDownload: request.state === 'completed',
      completedAt: request.completedAt?.toISOString() ?? null,
      cancelledAt: request.cancelledAt?.toISOString() ?? null,
      createdAt: request.createdAt.toISOString(),
    };
  });
}

export async function listRequests(
  db: Db,
  auth: AuthContext,
  query: { newHireId?: string; state?: SignatureRequestState },
) {
  if (query.newHireId && !(await findHireRow(db, auth.companyId, query.newHireId)))
    throw notFound('New hire');
  return toViews(db, auth, await repository.listRequests(db, auth.companyId, query));
}

/** One document, for its parties and those who view every request. */
export async function loadRecord(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  options: { lock?: boolean } = {},
) {
  return assertCanOpen(auth, await repository.findRequest(db, auth.companyId, id, options));
}

export async function getRequest(db: Db, auth: AuthContext, id: string) {
  return (await toViews(db, auth, [await loadRecord(db, auth, id)], { withImages: true }))[0]!;
}

/** GET /api/onboarding/e-signature/mine: what waits on the caller, as a hire or as counter-signer. */
export async function myDocuments(db: Db, auth: AuthContext): Promise<MyDocument[]> {
  if (!auth.permissions.has('onb.module.e_signature.document.sign.own'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const records = await repository.waitingOn(db, auth.companyId, auth.userId);
  return records.map((record) => ({
    id: record.request.id,
    name: record.request.name,
    state: record.request.state,
    party: record.request.state === 'waiting_for_signature' ? 'new_hire' : 'counter_signer',
    newHire: { id: record.hire.id, name: displayName(record.hire) },
    createdAt: record.request.createdAt.toISOString(),
  }));
}

/** "Send for signature" on a hire's page; the hire is mailed when they have an account to sign with. */
export const sendRequest = (
  deps: RequestDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: { newHireId: string; templateId: string },
) =>
  deps.db.transaction(async (tx) => {
    const hire = await findHireRow(tx, auth.companyId, input.newHireId);
    if (!hire)
      throw new AppError('VALIDATION_FAILED', 'New hire not found', {
        errors: [{ path: 'newHireId', message: 'New hire not found' }],
      });
    const template = await findTemplate(tx, auth.companyId, input.templateId);
    if (!template)
      throw new AppError('VALIDATION_FAILED', 'Template not found', {
        errors: [{ path: 'templateId', message: 'Template not found' }],
      });
    if (template.row.archivedAt) throw conflict(E_SIGNATURE_MESSAGES.templateArchived);
    if (hire.state === 'cancelled') throw conflict(E_SIGNATURE_MESSAGES.hireCancelled);
    const inserted = await repository.insertRequest(tx, auth.companyId, {
      ...snapshotOf(template.row, hire),
      newHireId: hire.id,
      sentBy: auth.userId,
    });
    if (!inserted) throw conflict(E_SIGNATURE_MESSAGES.alreadySent);
    const record = (await repository.findRequest(tx, auth.companyId, inserted.id))!;
    const signer = hire.userId ? await personOf(tx, auth.companyId, hire.userId) : null;
    if (signer?.reachable)
      await deps.mailer.keepEmail(
        tx,
        signNextMail(
          auth.companyId,
          deps.publicUrl,
          { to: signer.email, firstName: signer.firstName },
          {
            requestId: inserted.id,
            name: template.row.name,
            hireName: displayName(hire),
            party: 'new_hire',
          },
        ),
      );
    await recordAudit(tx, request, {
      action: 'onboarding.signature_request.send',
      targetType: 'onboarding_signature_request',
      targetId: inserted.id,
      after: { newHireId: hire.id, templateId: template.row.id, name: template.row.name },
    });
    return (await toViews(tx, auth, [record]))[0]!;
  });

export const cancelRequest = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const record = await repository.findRequest(tx, auth.companyId, id, { lock: true });
    if (!record) throw notFound('Document');
    if (nextSignatureRequestState(record.request.state, 'cancel', false) === null)
      throw conflict(E_SIGNATURE_MESSAGES.cancelNotAllowed);
    const cancelledAt = new Date();
    await repository.updateRequest(tx, auth.companyId, id, {
      state: 'cancelled',
      cancelledAt,
      cancelledBy: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'onboarding.signature_request.cancel',
      targetType: 'onboarding_signature_request',
      targetId: id,
      before: { state: record.request.state },
      after: { state: 'cancelled' },
    });
    const after = (await repository.findRequest(tx, auth.companyId, id))!;
    return (await toViews(tx, auth, [after]))[0]!;
  });

/** The signed PDF's storage facts, once the document is complete. */
export async function signedDocument(db: Db, auth: AuthContext, id: string) {
  const { request } = await loadRecord(db, auth, id);
  if (request.state !== 'completed' || !request.signedStorageKey)
    throw conflict(E_SIGNATURE_MESSAGES.notSigned);
  return {
    storageKey: request.signedStorageKey,
    sizeBytes: request.signedSizeBytes ?? 0,
    name: `${request.name} (signed).pdf`,
  };
}
