import type { Interview } from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import type { InterviewFacts } from './interview-mail.ts';
import * as repository from './interviews.repository.ts';
import type { InterviewerRecord, InterviewRecord } from './interviews.repository.ts';

/** The interview as its mail and its answer need it, or null when the company has no such interview. */
export async function loadFacts(db: DbOrTx, companyId: string, id: string): Promise<InterviewFacts | null> {
  const record = await repository.findInterviewRecord(db, companyId, id);
  if (!record) return null;
  const interviewers = await repository.interviewersOf(db, companyId, [id]);
  return { record, interviewers, company: await repository.companyOf(db, companyId) };
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

export function toInterview(record: InterviewRecord, interviewers: readonly InterviewerRecord[]): Interview {
  const { interview } = record;
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    candidate: {
      id: record.candidateId,
      name: nameOf(record.candidateFirstName, record.candidateLastName),
      email: record.candidateEmail,
    },
    job: { id: record.jobId, name: record.jobName },
    stage: { id: interview.stageId, name: record.stageName },
    jobInterviewId: interview.jobInterviewId,
    title: interview.title,
    startsAt: interview.startsAt.toISOString(),
    endsAt: interview.endsAt.toISOString(),
    location: interview.location,
    videoUrl: interview.videoUrl,
    notes: interview.notes,
    status: record.status,
    sequence: interview.sequence,
    organizer:
      interview.organizerId && record.organizerName
        ? { id: interview.organizerId, name: record.organizerName }
        : null,
    candidateResponse: interview.candidateResponse,
    interviewers: interviewers.map((person) => ({
      userId: person.userId,
      name: nameOf(person.firstName, person.lastName),
      email: person.email,
      timezone: person.timezone,
      responseStatus: person.responseStatus,
      scorecardStatus: person.scorecardStatus,
    })),
    createdAt: interview.createdAt.toISOString(),
    updatedAt: interview.updatedAt.toISOString(),
  };
}

/** Several interviews with their interviewers, read in two statements. */
export async function toInterviews(
  db: DbOrTx,
  companyId: string,
  records: readonly InterviewRecord[],
): Promise<Interview[]> {
  const interviewers = await repository.interviewersOf(
    db,
    companyId,
    records.map((record) => record.interview.id),
  );
  return records.map((record) =>
    toInterview(
      record,
      interviewers.filter((person) => person.interviewId === record.interview.id),
    ),
  );
}
