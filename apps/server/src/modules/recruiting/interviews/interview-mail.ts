import type { RsvpAnswer } from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { jobContext } from '../candidate-emails/candidate-emails.repository.ts';
import { findDefaultEmailTemplate } from '../templates/templates.repository.ts';
import { templatedMail } from '../templates/templated-mail.ts';
import {
  invitationCalendar,
  invitationUid,
  type InvitationAttendee,
  type InvitationMethod,
} from '../../platform/calendar/calendar-invitation.ts';
import { kitLink, profileLink, responseLinks, type AttendeeKey } from './interview-links.ts';
import { paragraphsHtml, renderInterviewMail, type MailLink } from './interview-mail-body.ts';
import type { InterviewerRecord, InterviewRecord } from './interviews.repository.ts';
import { formatSpanInZone } from './working-hours.ts';

export interface InterviewMailConfig {
  publicUrl: string;
  jwtSecret: string;
  mailFrom: string;
}

export interface InterviewMailDeps {
  mailer: Mailer;
  config: InterviewMailConfig;
}

/** An interview as its mail tells of it. */
export interface InterviewFacts {
  record: InterviewRecord;
  interviewers: readonly InterviewerRecord[];
  company: { name: string; timezone: string; slug: string | null };
}

const ANSWER_LABELS: Record<RsvpAnswer, string> = {
  accepted: 'Accept',
  tentative: 'Maybe',
  declined: 'Decline',
};

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const candidateName = (facts: InterviewFacts) =>
  fullName(facts.record.candidateFirstName, facts.record.candidateLastName);

/** "Name <address>" (MAIL_FROM's form) as a name and an address. */
function addressOf(from: string) {
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), email: match[2]!.trim() } : { name: '', email: from.trim() };
}

const organizerOf = (facts: InterviewFacts, config: InterviewMailConfig) =>
  facts.record.organizerEmail
    ? { name: facts.record.organizerName ?? '', email: facts.record.organizerEmail }
    : addressOf(config.mailFrom);

function attendeesOf(facts: InterviewFacts): InvitationAttendee[] {
  return [
    ...facts.interviewers.map((person) => ({
      name: fullName(person.firstName, person.lastName),
      email: person.email,
      response: person.responseStatus,
    })),
    {
      name: candidateName(facts),
      email: facts.record.candidateEmail,
      response: facts.record.interview.candidateResponse,
    },
  ];
}

function answerLinks(config: InterviewMailConfig, facts: InterviewFacts, attendee: AttendeeKey): MailLink[] {
  const links = responseLinks(config, {
    companyId: facts.record.interview.companyId,
    interviewId: facts.record.interview.id,
    attendee,
    sequence: facts.record.interview.sequence,
  });
  return (Object.keys(ANSWER_LABELS) as RsvpAnswer[]).map((answer) => ({
    label: ANSWER_LABELS[answer],
    url: links[answer],
  }));
}

/** What an interviewer's copy says: everything the interview kit needs, notes included. */
function interviewerCopy(facts: InterviewFacts, config: InterviewMailConfig, zone: string) {
  const { interview, jobName, stageName, candidateId } = facts.record;
  const kit = kitLink(config.publicUrl, candidateId, interview.id);
  const profile = profileLink(config.publicUrl, candidateId);
  const details: Array<[string, string]> = [
    ['Candidate', candidateName(facts)],
    ['Job', `${jobName} (${stageName})`],
    ['When', formatSpanInZone(interview.startsAt, interview.endsAt, zone)],
    ['Where', interview.location],
    ['Video', interview.videoUrl],
    ['Interviewers', facts.interviewers.map((p) => fullName(p.firstName, p.lastName)).join(', ')],
    ['Notes', interview.notes],
  ];
  const links = [
    { label: 'Open the interview kit', url: kit },
    { label: 'Résumé and profile', url: profile },
  ];
  const description = [
    ...details.filter(([label, value]) => value !== '' && label !== 'When').map(([l, v]) => `${l}: ${v}`),
    `Interview kit: ${kit}`,
    `Résumé: ${profile}`,
  ].join('\n');
  return {
    summary: `${interview.title}: ${candidateName(facts)} (${jobName})`,
    description,
    details,
    links,
  };
}

/** What the candidate's copy says: the time, the place and the link; never internal notes. */
function candidateCopy(facts: InterviewFacts) {
  const { interview, jobName } = facts.record;
  const details: Array<[string, string]> = [
    ['When', formatSpanInZone(interview.startsAt, interview.endsAt, facts.company.timezone)],
    ['Where', interview.location],
    ['Video', interview.videoUrl],
  ];
  const description = [
    `${interview.title} for ${jobName} at ${facts.company.name}.`,
    ...(interview.location ? [`Where: ${interview.location}`] : []),
    ...(interview.videoUrl ? [`Video: ${interview.videoUrl}`] : []),
  ].join('\n');
  return {
    summary: `${interview.title}: ${jobName} at ${facts.company.name}`,
    description,
    details,
  };
}

const intro = (paragraphs: string[]) => ({ html: paragraphsHtml(paragraphs), text: paragraphs.join('\n\n') });

/** The candidate's introduction: the company's interview confirmation template if it has a default one. */
async function candidateIntro(tx: DbOrTx, facts: InterviewFacts) {
  const { interview, jobId, jobName } = facts.record;
  const template = await findDefaultEmailTemplate(tx, interview.companyId, 'interview_confirmation');
  if (!template)
    return {
      subject: `Invitation: ${interview.title} for ${jobName} at ${facts.company.name}`,
      ...intro([
        `Hello ${facts.record.candidateFirstName},`,
        `You are invited to an interview for ${jobName} at ${facts.company.name}. Please let us know whether you can attend.`,
      ]),
    };
  const recruiter = await jobContext(tx, interview.companyId, jobId);
  const organizer = facts.record.organizerName ?? '';
  const message = templatedMail(template, {
    to: facts.record.candidateEmail,
    companyId: interview.companyId,
    values: {
      CANDIDATE_FIRST_NAME: facts.record.candidateFirstName,
      CANDIDATE_LAST_NAME: facts.record.candidateLastName,
      CANDIDATE_NAME: candidateName(facts),
      CANDIDATE_EMAIL: facts.record.candidateEmail,
      JOB_NAME: jobName,
      COMPANY_NAME: facts.company.name,
      RECRUITER_NAME: recruiter.recruiterName,
      MY_FIRST_NAME: organizer.split(' ')[0] ?? '',
      MY_NAME: organizer,
      MY_EMAIL: facts.record.organizerEmail ?? '',
    },
  });
  return { subject: message.subject, html: message.html ?? '', text: message.text };
}

/**
 * Keeps, in the caller's transaction, the invitation (REQUEST) or cancellation (CANCEL) of the
 * interview as it now is, to every interviewer and the candidate: one message each, with its own
 * copy of the event (the same UID and SEQUENCE) and, for a REQUEST, its own answer links.
 */
export async function sendInvitations(
  tx: DbOrTx,
  deps: InterviewMailDeps,
  facts: InterviewFacts,
  options: { method: InvitationMethod; reason?: string },
): Promise<void> {
  const { interview, candidateEmail, jobName } = facts.record;
  const { config } = deps;
  const isCancel = options.method === 'CANCEL';
  const updated = !isCancel && interview.sequence > 0 ? 'Updated invitation: ' : '';
  const event = {
    method: options.method,
    uid: invitationUid(interview.id, config.publicUrl),
    sequence: interview.sequence,
    start: interview.startsAt,
    end: interview.endsAt,
    location: interview.location,
    url: interview.videoUrl || null,
    organizer: organizerOf(facts, config),
    attendees: attendeesOf(facts),
  };
  const reason = options.reason ? [`Reason: ${options.reason}`] : [];

  for (const person of facts.interviewers) {
    const copy = interviewerCopy(facts, config, person.timezone);
    const name = candidateName(facts);
    const body = renderInterviewMail({
      intro: intro(
        isCancel
          ? [
              `Hello ${person.firstName},`,
              `The interview with ${name} for ${jobName} is cancelled.`,
              ...reason,
            ]
          : [`Hello ${person.firstName},`, `You are interviewing ${name} for ${jobName}.`],
      ),
      details: copy.details,
      links: isCancel ? [] : copy.links,
      answers: isCancel ? [] : answerLinks(config, facts, `u.${person.userId}`),
    });
    await deps.mailer.keepEmail(tx, {
      to: person.email,
      companyId: interview.companyId,
      subject: `${isCancel ? 'Cancelled: ' : updated || 'Invitation: '}${copy.summary}`,
      ...body,
      calendar: {
        method: options.method,
        content: invitationCalendar({ ...event, summary: copy.summary, description: copy.description }),
      },
    });
  }

  const copy = candidateCopy(facts);
  const opening = isCancel
    ? {
        subject: `Cancelled: ${interview.title} for ${jobName} at ${facts.company.name}`,
        ...intro([
          `Hello ${facts.record.candidateFirstName},`,
          `Your interview for ${jobName} at ${facts.company.name} is cancelled. We are sorry for the change.`,
          ...reason,
        ]),
      }
    : await candidateIntro(tx, facts);
  const body = renderInterviewMail({
    intro: { html: opening.html, text: opening.text },
    details: copy.details,
    answers: isCancel ? [] : answerLinks(config, facts, 'candidate'),
  });
  await deps.mailer.keepEmail(tx, {
    to: candidateEmail,
    companyId: interview.companyId,
    subject: isCancel ? opening.subject : `${updated}${opening.subject}`,
    ...body,
    calendar: {
      method: options.method,
      content: invitationCalendar({ ...event, summary: copy.summary, description: copy.description }),
    },
  });
}

/** A CANCEL of their copy to interviewers taken off the interview: their calendars drop it. */
export async function sendRemovalNotices(
  tx: DbOrTx,
  deps: InterviewMailDeps,
  facts: InterviewFacts,
  removed: readonly InterviewerRecord[],
): Promise<void> {
  const { interview, jobName } = facts.record;
  for (const person of removed) {
    const copy = interviewerCopy(facts, deps.config, person.timezone);
    const body = renderInterviewMail({
      intro: intro([
        `Hello ${person.firstName},`,
        `You are no longer an interviewer of ${candidateName(facts)} for ${jobName}; the interview is off your calendar.`,
      ]),
      details: copy.details.filter(([label]) => label !== 'Notes'),
    });
    await deps.mailer.keepEmail(tx, {
      to: person.email,
      companyId: interview.companyId,
      subject: `Cancelled: ${copy.summary}`,
      ...body,
      calendar: {
        method: 'CANCEL',
        content: invitationCalendar({
          method: 'CANCEL',
          uid: invitationUid(interview.id, deps.config.publicUrl),
          sequence: interview.sequence,
          start: interview.startsAt,
          end: interview.endsAt,
          summary: copy.summary,
          description: '',
          location: interview.location,
          url: null,
          organizer: organizerOf(facts, deps.config),
          attendees: [
            {
              name: fullName(person.firstName, person.lastName),
              email: person.email,
              response: person.responseStatus,
            },
          ],
        }),
      },
    });
  }
}

/** The candidate's reminder the day before: when, where, and the answer links again. */
export async function sendCandidateReminder(
  tx: DbOrTx,
  deps: InterviewMailDeps,
  facts: InterviewFacts,
): Promise<void> {
  const { interview, jobName, candidateEmail } = facts.record;
  const copy = candidateCopy(facts);
  const body = renderInterviewMail({
    intro: intro([
      `Hello ${facts.record.candidateFirstName},`,
      `A reminder of your interview for ${jobName} at ${facts.company.name}.`,
    ]),
    details: copy.details,
    answers: answerLinks(deps.config, facts, 'candidate'),
  });
  await deps.mailer.keepEmail(tx, {
    to: candidateEmail,
    companyId: interview.companyId,
    subject: `Reminder: ${interview.title} for ${jobName} at ${facts.company.name}`,
    ...body,
  });
}

/** An interviewer's reminder that their scorecard is missing. */
export async function sendScorecardReminderMail(
  tx: DbOrTx,
  deps: InterviewMailDeps,
  facts: InterviewFacts,
  person: InterviewerRecord,
): Promise<void> {
  const { interview, jobName, candidateId } = facts.record;
  const body = renderInterviewMail({
    intro: intro([
      `Hello ${person.firstName},`,
      `Please submit your scorecard for ${candidateName(facts)} (${jobName}): the hiring team is waiting for your feedback.`,
    ]),
    details: [
      ['Interview', interview.title],
      ['When', formatSpanInZone(interview.startsAt, interview.endsAt, person.timezone)],
    ],
    links: [
      { label: 'Fill in the scorecard', url: kitLink(deps.config.publicUrl, candidateId, interview.id) },
    ],
  });
  await deps.mailer.keepEmail(tx, {
    to: person.email,
    companyId: interview.companyId,
    subject: `Scorecard due: ${candidateName(facts)} (${jobName})`,
    ...body,
  });
}
