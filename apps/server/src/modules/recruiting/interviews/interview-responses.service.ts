import type { ResponseStatus, RsvpAnswer } from '@atrium/shared/schemas/recruiting/interviews';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { loadFacts } from './interview-facts.ts';
import { readResponseLink, type ResponseQuery } from './interview-links.ts';
import type { InterviewFacts } from './interview-mail.ts';
import * as repository from './interviews.repository.ts';

// An attendee's answer from the links of their invitation: the page (GET) shows the interview and
// asks; only its form (POST) answers, since mail scanners follow links.

export interface OpenedResponse {
  facts: InterviewFacts;
  answer: RsvpAnswer | null;
  attendee: { firstName: string; zone: string; response: ResponseStatus; isCandidate: boolean };
  /** open; changed: a later invitation replaced the one linked; cancelled. */
  state: 'open' | 'changed' | 'cancelled';
}

/** What a link names, if its signature holds and its attendee is still invited; else null (not found). */
export async function openResponse(
  db: DbOrTx,
  secret: string,
  query: ResponseQuery,
): Promise<OpenedResponse | null> {
  const address = readResponseLink(secret, query);
  if (!address) return null;
  const facts = await loadFacts(db, address.companyId, address.interviewId);
  if (!facts) return null;
  const { interview } = facts.record;
  let attendee: OpenedResponse['attendee'];
  if (address.attendee === 'candidate')
    attendee = {
      firstName: facts.record.candidateFirstName,
      zone: facts.company.timezone,
      response: interview.candidateResponse,
      isCandidate: true,
    };
  else {
    const person = facts.interviewers.find((one) => one.userId === address.attendee.slice(2));
    if (!person) return null;
    attendee = {
      firstName: person.firstName,
      zone: person.timezone,
      response: person.responseStatus,
      isCandidate: false,
    };
  }
  const state =
    interview.status === 'cancelled'
      ? 'cancelled'
      : interview.sequence !== address.sequence
        ? 'changed'
        : 'open';
  return { facts, answer: address.answer, attendee, state };
}

/** Records the answer (in one transaction with its row locked) and answers the page's new state. */
export async function saveResponse(
  db: Db,
  secret: string,
  query: ResponseQuery,
  answer: RsvpAnswer,
): Promise<OpenedResponse | null> {
  return db.transaction(async (tx) => {
    const address = readResponseLink(secret, query);
    if (!address) return null;
    const row = await repository.lockInterview(tx, address.companyId, address.interviewId);
    if (!row) return null;
    const opened = await openResponse(tx, secret, query);
    if (!opened || opened.state !== 'open') return opened;
    if (address.attendee === 'candidate') {
      await repository.updateInterview(tx, row.companyId, row.id, { candidateResponse: answer });
      if (opened.attendee.response !== answer)
        await recordActivity(tx, {
          companyId: row.companyId,
          candidateId: opened.facts.record.candidateId,
          applicationId: row.applicationId,
          kind: 'interview',
          summary: `The candidate ${answer === 'tentative' ? 'tentatively accepted' : answer} the interview: ${row.title}`,
        });
    } else
      await repository.setInterviewerResponse(tx, row.companyId, row.id, answer, address.attendee.slice(2));
    return { ...opened, answer, attendee: { ...opened.attendee, response: answer } };
  });
}
