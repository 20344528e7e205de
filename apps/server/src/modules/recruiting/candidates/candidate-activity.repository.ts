import { and, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { NoteVisibility } from '@atrium/shared/schemas/recruiting/candidates';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, candidateActivities, jobs, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export type FeedKind = 'all' | 'notes' | 'emails' | 'activity';

export interface NoteAccess {
  /** Whose notes the reader sees: everyone's, their own, or none. */
  notesOf: 'all' | 'own' | 'none';
  privateNotes: boolean;
  adminNotes: boolean;
  userId: string;
}

function noteCondition(access: NoteAccess): SQL {
  const visibilities: NoteVisibility[] = [
    'public',
    ...(access.privateNotes ? (['private'] as const) : []),
    ...(access.adminNotes ? (['admin_only'] as const) : []),
  ];
  const readable = and(
    inArray(candidateActivities.visibility, visibilities),
    access.notesOf === 'own' ? eq(candidateActivities.actorId, access.userId) : undefined,
  )!;
  if (access.notesOf === 'none') return sql`${candidateActivities.kind} <> 'note'`;
  return or(sql`${candidateActivities.kind} <> 'note'`, readable)!;
}

function kindCondition(kind: FeedKind): SQL | undefined {
  if (kind === 'notes') return eq(candidateActivities.kind, 'note');
  if (kind === 'emails') return inArray(candidateActivities.kind, ['email', 'email_received']);
  if (kind === 'activity') return notInArray(candidateActivities.kind, ['note', 'email', 'email_received']);
  return undefined;
}

const where = (companyId: string, candidateId: string, kind: FeedKind, access: NoteAccess) =>
  and(
    eq(candidateActivities.companyId, companyId),
    eq(candidateActivities.candidateId, candidateId),
    kindCondition(kind),
    noteCondition(access),
  );

const selectFeed = (db: DbOrTx) =>
  db
    .select({
      id: candidateActivities.id,
      kind: candidateActivities.kind,
      summary: candidateActivities.summary,
      body: candidateActivities.body,
      visibility: candidateActivities.visibility,
      actorId: candidateActivities.actorId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      applicationId: candidateActivities.applicationId,
      jobName: jobs.name,
      createdAt: candidateActivities.createdAt,
    })
    .from(candidateActivities)
    .leftJoin(users, sameCompany(users, candidateActivities, eq(users.id, candidateActivities.actorId)))
    .leftJoin(
      applications,
      sameCompany(applications, candidateActivities, eq(applications.id, candidateActivities.applicationId)),
    )
    .leftJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)));

export const feedPage = (
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  query: { kind: FeedKind; limit: number; offset: number },
  access: NoteAccess,
) =>
  selectFeed(db)
    .where(where(companyId, candidateId, query.kind, access))
    .orderBy(desc(candidateActivities.createdAt), desc(candidateActivities.publicId))
    .limit(query.limit)
    .offset(query.offset);

export type FeedRow = Awaited<ReturnType<typeof feedPage>>[number];

export async function findFeedEntry(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectFeed(db)
    .where(and(eq(candidateActivities.companyId, companyId), eq(candidateActivities.id, id)))
    .limit(1);
  return row ?? null;
}

export async function feedTotal(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  kind: FeedKind,
  access: NoteAccess,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(candidateActivities)
    .where(where(companyId, candidateId, kind, access));
  return Number(row?.total ?? 0);
}

/** The company's active users among `ids`, with their email, to tell of a mention. */
export const mentionable = (db: DbOrTx, companyId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, firstName: users.firstName, email: users.email })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids]), eq(users.status, 'active')));
