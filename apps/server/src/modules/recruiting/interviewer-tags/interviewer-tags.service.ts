import type { FastifyRequest } from 'fastify';
import type {
  Interviewer,
  InterviewersQuery,
  InterviewerTag,
  InterviewerTagInput,
  UserInterviewerTags,
  UserInterviewerTagsInput,
} from '@atrium/shared/schemas/recruiting/interviewer-tags';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { nameTaken, unknownLink } from '../../../lib/company-links.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './interviewer-tags.repository.ts';
import { findInterviewers as findInterviewerRows } from './interviewers.repository.ts';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

async function withHolders(
  db: DbOrTx,
  companyId: string,
  rows: repository.InterviewerTagRow[],
): Promise<InterviewerTag[]> {
  const holders = await repository.holdersOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    people: holders
      .filter((holder) => holder.tagId === row.id)
      .map((holder) => ({ id: holder.id, name: fullName(holder), email: holder.email })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listInterviewerTags(db: Db, auth: AuthContext): Promise<InterviewerTag[]> {
  return withHolders(db, auth.companyId, await repository.listInterviewerTags(db, auth.companyId));
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<InterviewerTag> {
  const row = await repository.findInterviewerTag(db, auth.companyId, id);
  if (!row) throw notFound('Tag');
  return (await withHolders(db, auth.companyId, [row]))[0]!;
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { interviewer_tags_company_name_key: () => nameTaken('tag') });

export const createInterviewerTag = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: InterviewerTagInput,
) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertInterviewerTag(tx, auth.companyId, input.name);
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'interviewer_tag.create',
      targetType: 'interviewer_tag',
      targetId: id,
      after: { name: created.name },
    });
    return created;
  });

export const renameInterviewerTag = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: InterviewerTagInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.renameInterviewerTag(tx, auth.companyId, id, input.name);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'interviewer_tag.update',
      targetType: 'interviewer_tag',
      targetId: id,
      before: { name: before.name },
      after: { name: after.name },
    });
    return after;
  });

/** A tag in use may go: it comes off the people holding it (audited with how many). */
export const deleteInterviewerTag = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    await repository.deleteInterviewerTag(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'interviewer_tag.delete',
      targetType: 'interviewer_tag',
      targetId: id,
      before: { name: before.name, people: before.people.length },
    });
  });

async function tagsOf(db: DbOrTx, companyId: string, userId: string): Promise<UserInterviewerTags> {
  const tags = await repository.tagsOfUsers(db, companyId, [userId]);
  return { userId, tags: tags.map(({ id, name }) => ({ id, name })) };
}

/** Replaces a colleague's interviewer tags; a tag not of the company is a field error. */
export const setUserInterviewerTags = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  userId: string,
  input: UserInterviewerTagsInput,
) =>
  db.transaction(async (tx) => {
    if (!(await repository.findUser(tx, auth.companyId, userId))) throw notFound('User');
    const known = new Set(await repository.existingTagIds(tx, auth.companyId, input.tagIds));
    const stranger = input.tagIds.findIndex((id) => !known.has(id));
    if (stranger >= 0) throw unknownLink(`tagIds.${stranger}`, 'Tag');
    const before = await tagsOf(tx, auth.companyId, userId);
    await repository.setUserTags(tx, auth.companyId, userId, input.tagIds);
    const after = await tagsOf(tx, auth.companyId, userId);
    await recordAudit(tx, request, {
      action: 'user.interviewer_tags.update',
      targetType: 'user',
      targetId: userId,
      before: { tags: before.tags.map((tag) => tag.name) },
      after: { tags: after.tags.map((tag) => tag.name) },
    });
    return after;
  });

/** The scheduler's search: colleagues by tag and name or email, each with their tags. */
export async function findInterviewers(
  db: Db,
  auth: AuthContext,
  query: InterviewersQuery,
): Promise<Interviewer[]> {
  const people = await findInterviewerRows(db, auth.companyId, query);
  const tags = await repository.tagsOfUsers(
    db,
    auth.companyId,
    people.map((person) => person.id),
  );
  return people.map((person) => ({
    id: person.id,
    name: fullName(person),
    email: person.email,
    timezone: person.timezone,
    tags: tags.filter((tag) => tag.userId === person.id).map(({ id, name }) => ({ id, name })),
  }));
}
