import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApplicationAnswer } from '@atrium/shared/schemas/recruiting/applications';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { rootDatabaseOf } from '../../../db/after-commit.ts';
import type { FieldError } from '../../../lib/app-error.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { readQuestionAnswers, type RawSubmission } from '../applications/application-form.ts';
import { storeFiles } from '../applications/applications.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import * as repository from './candidate-forms.repository.ts';
import { isUuid } from '../../../lib/uuid.ts';

/** A form's link works this long; a later stage transition sends a fresh one. */
const LINK_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

// Per database, as web hooks find their queue: the stage transitions call in with their transaction.
const publicUrls = new WeakMap<Db, string>();

export function useCandidateForms(db: Db, publicUrl: string): void {
  publicUrls.set(db, publicUrl);
}

export interface FormToSend {
  companyId: string;
  applicationId: string;
  form: { id: string; name: string; questions: PostQuestion[] };
}

/**
 * Records the form as sent, with a fresh secret kept only hashed; answers the link the candidate's
 * email carries, or null where no server serves the page (a script's database).
 */
export async function createFormRequest(tx: DbOrTx, input: FormToSend): Promise<string | null> {
  const publicUrl = publicUrls.get(rootDatabaseOf(tx));
  if (!publicUrl) return null;
  const token = randomBytes(24).toString('base64url');
  const row = await repository.insertRequest(tx, {
    companyId: input.companyId,
    applicationId: input.applicationId,
    formId: input.form.id,
    formName: input.form.name,
    questions: input.form.questions,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  const link = new URL('/candidate-form', publicUrl);
  link.search = new URLSearchParams({ company: input.companyId, request: row.id, token }).toString();
  return link.toString();
}

export interface FormAddress {
  company?: string;
  request?: string;
  token?: string;
}

export type OpenedForm = NonNullable<Awaited<ReturnType<typeof repository.findRequest>>> & {
  state: 'open' | 'answered' | 'expired';
};

/** The request a link names, if its secret matches; an unknown one and a wrong secret look alike. */
export async function openFormRequest(
  db: DbOrTx,
  address: FormAddress,
  options = { lock: false },
): Promise<OpenedForm | null> {
  const { company, request, token } = address;
  if (!company || !request || !token || !isUuid(company) || !isUuid(request)) return null;
  const found = await repository.findRequest(db, company, request, options);
  if (!found) return null;
  const expected = Buffer.from(found.request.tokenHash, 'hex');
  const given = Buffer.from(hashOf(token), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const state = found.request.answeredAt
    ? 'answered'
    : found.request.expiresAt.getTime() < Date.now()
      ? 'expired'
      : 'open';
  return { ...found, state };
}

const answerLine = (answer: ApplicationAnswer) =>
  `${answer.label}: ${answer.fileName ?? (Array.isArray(answer.value) ? answer.value.join(', ') : answer.value)}`;

export type SubmitResult =
  | { ok: true; opened: OpenedForm }
  | { ok: false; errors: FieldError[]; opened: OpenedForm }
  | { ok: false; opened: OpenedForm | null; errors?: undefined };

/**
 * Checks the answers against the questions as sent, stores any files, then records the answers and
 * a feed entry in one transaction (a second submission finds the form answered and changes nothing).
 */
export async function submitForm(
  deps: { db: Db; storage: FileStorage },
  address: FormAddress,
  raw: RawSubmission,
  uploadErrors: FieldError[],
): Promise<SubmitResult> {
  const opened = await openFormRequest(deps.db, address);
  if (!opened || opened.state !== 'open') return { ok: false, opened };
  const errors = [...uploadErrors];
  const parsed = await readQuestionAnswers(opened.request.questions, raw, errors);
  if (errors.length > 0) return { ok: false, errors, opened };
  const files = await storeFiles(deps.storage, { resume: null, coverLetter: null, ...parsed });
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const locked = await openFormRequest(tx, address, { lock: true });
      if (!locked || locked.state !== 'open') return null;
      const { companyId, id, applicationId, formName } = locked.request;
      const stored = await files.insert(tx, companyId, { questions: locked.request.questions });
      await repository.saveAnswers(tx, companyId, id, stored.answers);
      await recordActivity(tx, {
        companyId,
        candidateId: locked.candidateId,
        applicationId,
        kind: 'form',
        summary: `Answered the form "${formName}" for ${locked.jobName}`,
        body: stored.answers.map(answerLine).join('\n') || null,
      });
      return { ...locked, state: 'answered' as const };
    });
    if (!saved) {
      await files.discard();
      return { ok: false, opened: await openFormRequest(deps.db, address) };
    }
    candidatesChanged(saved.request.companyId);
    return { ok: true, opened: saved };
  } catch (error) {
    await files.discard();
    throw error;
  }
}
