import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { checkCustomFieldValue } from '@atrium/shared/schemas/recruiting/custom-fields';
import {
  OFFER_MESSAGES,
  type ApplicationOffer,
  type Offer,
  type OfferInput,
} from '@atrium/shared/schemas/recruiting/offers';
import type { ApprovalDecisionInput } from '@atrium/shared/schemas/recruiting/approvals';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { OfferRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { listFields } from '../custom-fields/custom-fields.repository.ts';
import { offerCreatedEvent, offerEvent } from '../webhooks/webhook-events.ts';
import { cancelOfferRound, decideOfferRound, startOfferRound } from '../approvals/offer-approvals.ts';
import { approvalRoundView, effectiveFlow } from '../approvals/approvals.service.ts';
import { toField } from '../custom-fields/custom-fields.service.ts';
import { renderLetter } from './offer-letter.ts';
import * as repository from './offers.repository.ts';

export interface OfferDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** Statuses whose terms are settled: changing them writes a new version. */
const VERSIONED = new Set(['approved', 'sent']);
const FINAL = new Set(['accepted', 'declined', 'deprecated']);

const openingLabel = (opening: { openingId: string | null; position: number }) =>
  `Opening ${opening.position + 1}${opening.openingId ? ` · ${opening.openingId}` : ''}`;

async function toView(
  db: DbOrTx,
  companyId: string,
  row: OfferRow,
  context: repository.OfferContext,
  openings: Awaited<ReturnType<typeof repository.openingsOfJob>>,
  templates: Map<string, string>,
  names: Map<string, string>,
): Promise<Offer> {
  const opening = openings.find((item) => item.id === row.openingId);
  return {
    id: row.id,
    applicationId: row.applicationId,
    candidate: {
      id: context.candidateId,
      name: `${context.firstName} ${context.lastName}`,
      email: context.email,
    },
    job: { id: context.jobId, name: context.jobName },
    version: row.version,
    status: row.status,
    template: row.templateId
      ? { id: row.templateId, name: templates.get(row.templateId) ?? 'Deleted template' }
      : null,
    salary: row.salary,
    currency: row.currency,
    salaryPeriod: row.salaryPeriod,
    salaryRange: { min: context.salaryMin, max: context.salaryMax, currency: context.salaryCurrency },
    startDate: row.startDate,
    expiresOn: row.expiresOn,
    opening: opening ? { id: opening.id, label: openingLabel(opening) } : null,
    customFields: row.customFields,
    letterHtml: row.letterHtml,
    note: row.note,
    approvalRequestId: row.approvalRequestId,
    letterFileId: row.letterFileId,
    createdBy: row.createdById
      ? { id: row.createdById, name: names.get(row.createdById) ?? 'Former user' }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    responseNote: row.responseNote,
  };
}

async function contextOf(db: DbOrTx, companyId: string, applicationId: string) {
  const context = await repository.offerContext(db, companyId, applicationId);
  if (!context) throw notFound('Application');
  return context;
}

export async function getApplicationOffer(
  db: DbOrTx,
  auth: AuthContext,
  applicationId: string,
): Promise<ApplicationOffer> {
  const context = await contextOf(db, auth.companyId, applicationId);
  const [rows, openings, templates] = await Promise.all([
    repository.offersOfApplication(db, auth.companyId, applicationId),
    repository.openingsOfJob(db, auth.companyId, context.jobId),
    repository.templateNames(db, auth.companyId),
  ]);
  const names = await repository.peopleNamed(
    db,
    auth.companyId,
    rows.map((row) => row.createdById).filter((id): id is string => Boolean(id)),
  );
  const views = await Promise.all(
    rows.map((row) => toView(db, auth.companyId, row, context, openings, templates, names)),
  );
  const current = views.find((view) => view.status !== 'deprecated') ?? null;
  const [{ row: flow }, approval, fields] = await Promise.all([
    effectiveFlow(db, auth.companyId, context.jobId, 'offer'),
    current?.approvalRequestId ? approvalRoundView(db, auth, current.approvalRequestId) : null,
    listFields(db, auth.companyId, 'offer'),
  ]);
  return {
    current,
    history: views.filter((view) => view.status === 'deprecated'),
    openings: openings
      .filter((opening) => opening.status === 'open')
      .map((opening) => ({ id: opening.id, label: openingLabel(opening) })),
    needsApproval: Boolean(flow && flow.groups.length > 0),
    approval,
    templates: [...templates]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    customFields: fields.filter((field) => !field.archivedAt).map(toField),
  };
}

/** The offer's terms checked against the job and the company's fields, and its letter rendered. */
async function settleTerms(
  tx: DbOrTx,
  auth: AuthContext,
  context: repository.OfferContext,
  input: OfferInput,
) {
  const template = await repository.findTemplate(tx, auth.companyId, input.templateId);
  if (!template) throw invalid('templateId', OFFER_MESSAGES.templateRequired);
  if (context.salaryCurrency && context.salaryCurrency === input.currency) {
    const { salaryMin: min, salaryMax: max } = context;
    if ((min !== null && input.salary < min) || (max !== null && input.salary > max))
      throw invalid('salary', OFFER_MESSAGES.outsideRange);
  }
  if (!Intl.supportedValuesOf('currency').includes(input.currency))
    throw invalid('currency', OFFER_MESSAGES.currencyInvalid);
  if (input.openingId) {
    const openings = await repository.openingsOfJob(tx, auth.companyId, context.jobId);
    const opening = openings.find((item) => item.id === input.openingId);
    if (!opening) throw invalid('openingId', OFFER_MESSAGES.openingRequired);
    if (opening.status !== 'open') throw invalid('openingId', OFFER_MESSAGES.openingFilled);
  }
  const fields = (await listFields(tx, auth.companyId, 'offer')).filter((field) => !field.archivedAt);
  const customFields: Record<string, unknown> = {};
  for (const field of fields) {
    const checked = checkCustomFieldValue(field, input.customFields[field.id]);
    if (!checked.ok) throw invalid(`customFields.${field.id}`, checked.message);
    if (checked.value !== null) customFields[field.id] = checked.value;
  }
  const manager = await repository.hiringManager(tx, auth.companyId, context.jobId);
  const letterHtml = renderLetter(template.bodyHtml, {
    candidateFirstName: context.firstName,
    candidateName: `${context.firstName} ${context.lastName}`,
    jobName: context.jobName,
    companyName: context.companyName,
    salary: input.salary,
    currency: input.currency,
    salaryPeriod: input.salaryPeriod,
    startDate: input.startDate,
    expiresOn: input.expiresOn,
    hiringManagerName: manager ? `${manager.firstName} ${manager.lastName}` : '',
    customFields: fields.map((field) => ({ name: field.name, value: customFields[field.id] })),
  });
  return {
    templateId: template.id,
    salary: input.salary,
    currency: input.currency,
    salaryPeriod: input.salaryPeriod,
    startDate: input.startDate,
    expiresOn: input.expiresOn,
    openingId: input.openingId,
    customFields,
    letterHtml,
    note: input.note,
  };
}

export async function createOffer(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  applicationId: string,
  input: OfferInput,
): Promise<ApplicationOffer> {
  await deps.db.transaction(async (tx) => {
    const application = await repository.lockApplicationRow(tx, auth.companyId, applicationId);
    if (!application) throw notFound('Application');
    if (application.status !== 'active') throw conflict(OFFER_MESSAGES.notActive);
    if (await repository.currentOffer(tx, auth.companyId, applicationId))
      throw conflict(OFFER_MESSAGES.alreadyOffered);
    const context = await contextOf(tx, auth.companyId, applicationId);
    const terms = await settleTerms(tx, auth, context, input);
    const offer = await repository.insertOffer(tx, {
      companyId: auth.companyId,
      applicationId,
      version: 1,
      status: 'draft',
      createdById: auth.userId,
      ...terms,
    });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: context.candidateId,
      applicationId,
      kind: 'offer',
      summary: `Offer created for ${context.jobName}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'offer.create',
      targetType: 'offer',
      targetId: offer.id,
      after: { applicationId, salary: offer.salary, currency: offer.currency, startDate: offer.startDate },
    });
    await offerCreatedEvent(tx, auth.companyId, offer.id);
  });
  return getApplicationOffer(deps.db, auth, applicationId);
}

async function lockedOffer(tx: DbOrTx, auth: AuthContext, offerId: string) {
  const found = await repository.findOffer(tx, auth.companyId, offerId);
  if (!found) throw notFound('Offer');
  // The application first, then the offer: every offer change takes the locks in this order.
  await repository.lockApplicationRow(tx, auth.companyId, found.applicationId);
  const offer = await repository.findOffer(tx, auth.companyId, offerId, true);
  if (!offer) throw notFound('Offer');
  return offer;
}

/**
 * Changes the terms. A draft (or one waiting for approval, whose round is voided) changes in place;
 * an approved or sent offer is deprecated and its next version starts as a draft, so approvals
 * always belong to the terms they saw.
 */
export async function updateOffer(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
  input: OfferInput,
): Promise<ApplicationOffer> {
  const applicationId = await deps.db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, auth, offerId);
    if (FINAL.has(offer.status)) throw conflict(OFFER_MESSAGES.notEditable);
    const context = await contextOf(tx, auth.companyId, offer.applicationId);
    const terms = await settleTerms(tx, auth, context, input);
    if (offer.approvalRequestId) await cancelOfferRound(tx, auth.companyId, offer.approvalRequestId);
    let saved: OfferRow;
    if (VERSIONED.has(offer.status)) {
      await repository.updateOffer(tx, auth.companyId, offer.id, { status: 'deprecated' });
      saved = await repository.insertOffer(tx, {
        companyId: auth.companyId,
        applicationId: offer.applicationId,
        version: offer.version + 1,
        status: 'draft',
        createdById: auth.userId,
        ...terms,
      });
    } else
      saved = await repository.updateOffer(tx, auth.companyId, offer.id, {
        ...terms,
        status: 'draft',
        approvalRequestId: null,
      });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: context.candidateId,
      applicationId: offer.applicationId,
      kind: 'offer',
      summary:
        saved.id === offer.id
          ? `Offer for ${context.jobName} edited`
          : `Offer for ${context.jobName} changed: version ${saved.version} replaces version ${offer.version}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'offer.update',
      targetType: 'offer',
      targetId: saved.id,
      before: {
        version: offer.version,
        status: offer.status,
        salary: offer.salary,
        currency: offer.currency,
      },
      after: { version: saved.version, salary: saved.salary, currency: saved.currency },
    });
    await offerEvent(tx, auth.companyId, 'offer_updated', saved.id);
    return offer.applicationId;
  });
  return getApplicationOffer(deps.db, auth, applicationId);
}

export async function deleteOffer(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, auth, offerId);
    if (offer.status === 'accepted') throw conflict(OFFER_MESSAGES.notEditable);
    const context = await contextOf(tx, auth.companyId, offer.applicationId);
    if (offer.approvalRequestId) await cancelOfferRound(tx, auth.companyId, offer.approvalRequestId);
    // Before the delete: afterwards there is nothing to describe.
    await offerEvent(tx, auth.companyId, 'offer_deleted', offer.id);
    await repository.deleteOffersOfApplication(tx, auth.companyId, offer.applicationId);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: context.candidateId,
      applicationId: offer.applicationId,
      kind: 'offer',
      summary: `Offer for ${context.jobName} deleted`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'offer.delete',
      targetType: 'offer',
      targetId: offer.id,
      before: { version: offer.version, status: offer.status },
    });
  });
}

/** Asks the offer approval flow (the job's, else the company's) to approve this version. */
export async function requestOfferApproval(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
): Promise<ApplicationOffer> {
  const applicationId = await deps.db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, auth, offerId);
    if (offer.status !== 'draft') throw conflict('Only a draft offer can be sent for approval');
    const context = await contextOf(tx, auth.companyId, offer.applicationId);
    const round = await startOfferRound(tx, deps, auth, {
      offerId: offer.id,
      jobId: context.jobId,
      jobName: context.jobName,
      candidateId: context.candidateId,
      candidateName: `${context.firstName} ${context.lastName}`,
    });
    if (!round) throw conflict(OFFER_MESSAGES.noFlow);
    await repository.updateOffer(tx, auth.companyId, offer.id, {
      status: 'pending_approval',
      approvalRequestId: round.id,
    });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: context.candidateId,
      applicationId: offer.applicationId,
      kind: 'offer',
      summary: `Offer for ${context.jobName} sent for approval`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'offer.approval.request',
      targetType: 'offer',
      targetId: offer.id,
      after: { requestId: round.id },
    });
    return offer.applicationId;
  });
  return getApplicationOffer(deps.db, auth, applicationId);
}

/** An approver's decision; the last approval needed approves the offer, a rejection returns it to draft. */
export async function decideOfferApproval(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
  input: ApprovalDecisionInput,
): Promise<ApplicationOffer> {
  const applicationId = await deps.db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, auth, offerId);
    if (offer.status !== 'pending_approval' || !offer.approvalRequestId)
      throw conflict('This offer is not waiting for approval');
    const context = await contextOf(tx, auth.companyId, offer.applicationId);
    const outcome = await decideOfferRound(tx, deps, auth, {
      requestId: offer.approvalRequestId,
      jobId: context.jobId,
      jobName: context.jobName,
      candidateId: context.candidateId,
      candidateName: `${context.firstName} ${context.lastName}`,
      input,
    });
    await recordAudit(tx, request, {
      action: `offer.approval.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'offer',
      targetId: offer.id,
      after: { requestId: offer.approvalRequestId, note: input.note || null },
    });
    if (outcome) {
      await repository.updateOffer(tx, auth.companyId, offer.id, {
        status: outcome === 'approved' ? 'approved' : 'draft',
        ...(outcome === 'rejected' ? { approvalRequestId: null } : {}),
      });
      await recordActivity(tx, {
        companyId: auth.companyId,
        candidateId: context.candidateId,
        applicationId: offer.applicationId,
        kind: 'offer',
        summary: `Offer for ${context.jobName} ${outcome === 'approved' ? 'approved' : 'rejected by an approver'}`,
        actorId: auth.userId,
      });
      if (outcome === 'approved') await offerEvent(tx, auth.companyId, 'offer_approved', offer.id);
    }
    return offer.applicationId;
  });
  return getApplicationOffer(deps.db, auth, applicationId);
}

export { contextOf as offerContextOf, lockedOffer };
