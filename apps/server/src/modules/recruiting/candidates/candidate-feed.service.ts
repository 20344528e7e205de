import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { CandidateActivity, CandidateNoteInput } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { AppError } from '../../../lib/app-error.ts';
import { pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { recordActivity } from './candidate-activity.ts';
import * as repository from './candidate-activity.repository.ts';
import { loadCandidate } from './candidates.service.ts';

export interface FeedDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const SITE_ADMINS = new Set(['SUPER_ADMIN', 'COMPANY_ADMIN', 'ADMIN']);

/** Which notes the user may read: Greenhouse's visibilities over our own/all note grants. */
export function noteAccessOf(auth: AuthContext): repository.NoteAccess {
  const grants = auth.permissions;
  return {
    notesOf: grants.has('rct.module.notes.note.view.all')
      ? 'all'
      : grants.has('rct.module.notes.note.view.own')
        ? 'own'
        : 'none',
    privateNotes: grants.has('rct.module.candidates.private_data.view'),
    adminNotes: auth.role !== null && SITE_ADMINS.has(auth.role),
    userId: auth.userId,
  };
}

const toActivity = (row: repository.FeedRow): CandidateActivity => ({
  id: row.id,
  kind: row.kind,
  summary: row.summary,
  body: row.body,
  visibility: row.visibility,
  actor:
    row.actorId && row.actorFirstName !== null
      ? { id: row.actorId, name: `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim() }
      : null,
  application: row.applicationId ? { id: row.applicationId, jobName: row.jobName } : null,
  createdAt: row.createdAt.toISOString(),
});

export async function candidateFeed(
  db: Db,
  auth: AuthContext,
  candidateId: string,
  query: { page: number; limit: number; kind: repository.FeedKind },
): Promise<Paged<CandidateActivity>> {
  await loadCandidate(db, auth.companyId, candidateId);
  const access = noteAccessOf(auth);
  const [rows, total] = await Promise.all([
    repository.feedPage(
      db,
      auth.companyId,
      candidateId,
      { kind: query.kind, limit: query.limit, offset: (query.page - 1) * query.limit },
      access,
    ),
    repository.feedTotal(db, auth.companyId, candidateId, query.kind, access),
  ]);
  return pageOf(rows.map(toActivity), total, query);
}

// Mentions are stored as the editor writes them: @[Name](user id).
const MENTION = /@\[([^\]\n]+)\]\(([0-9a-f-]{36})\)/gi;
const mentionedIds = (text: string) => [
  ...new Set([...text.matchAll(MENTION)].map((match) => match[2]!.toLowerCase())),
];
/** The note as plain text: each mention as its name. */
export const withoutMarkup = (text: string) => text.replace(MENTION, (_whole, name: string) => `@${name}`);

/** A note on the candidate; colleagues mentioned in it are told in the app and by mail. */
export async function addNote(
  deps: FeedDeps,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: CandidateNoteInput,
): Promise<CandidateActivity> {
  const access = noteAccessOf(auth);
  if (input.visibility === 'private' && !access.privateNotes)
    throw new AppError('FORBIDDEN', 'You cannot write private notes');
  if (input.visibility === 'admin_only' && !access.adminNotes)
    throw new AppError('FORBIDDEN', 'Only site admins can write admin-only notes');
  const mailed: Array<{ to: string; firstName: string }> = [];
  const created = await deps.db.transaction(async (tx) => {
    const candidate = await loadCandidate(tx, auth.companyId, candidateId);
    if (input.applicationId && !candidate.applications.some((a) => a.id === input.applicationId))
      throw new AppError('VALIDATION_FAILED', 'Choose one of the candidate’s applications', {
        errors: [{ path: 'applicationId', message: 'Choose one of the candidate’s applications' }],
      });
    const row = await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId,
      applicationId: input.applicationId,
      kind: 'note',
      summary: 'Note added',
      body: input.body,
      visibility: input.visibility,
      actorId: auth.userId,
    });
    const name = `${candidate.firstName} ${candidate.lastName}`;
    const link = `/candidates/${candidateId}`;
    const mentioned = (await repository.mentionable(tx, auth.companyId, mentionedIds(input.body))).filter(
      (user) => user.id !== auth.userId,
    );
    for (const user of mentioned) {
      await notify(tx, {
        companyId: auth.companyId,
        userId: user.id,
        title: `You were mentioned in a note on ${name}`,
        body: withoutMarkup(input.body),
        link,
      });
      mailed.push({ to: user.email, firstName: user.firstName });
    }
    await recordAudit(tx, request, {
      action: 'candidate.note.create',
      targetType: 'candidate',
      targetId: candidateId,
      after: { visibility: input.visibility, mentions: mentioned.length },
    });
    afterCommit(tx, () => {
      for (const recipient of mailed) {
        const subject = `You were mentioned in a note on ${name}`;
        void deps.mailer
          .sendEmail({
            to: recipient.to,
            companyId: auth.companyId,
            subject,
            ...renderMail({
              heading: subject,
              paragraphs: [`Hello ${recipient.firstName},`, withoutMarkup(input.body)],
              action: { label: 'Open the candidate', url: new URL(link, deps.publicUrl).toString() },
            }),
          })
          .catch((error: unknown) => deps.log.warn({ err: error }, 'mention mail could not be kept'));
      }
    });
    return row;
  });
  return toActivity((await repository.findFeedEntry(deps.db, auth.companyId, created.id))!);
}
