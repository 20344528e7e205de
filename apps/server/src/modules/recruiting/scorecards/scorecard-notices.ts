import type { DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { findSettings } from '../jobs/job-notifications.repository.ts';
import { defaultJobNotifications } from '../notification-defaults/notification-defaults.service.ts';
import type { InterviewRecord } from './scorecards.repository.ts';

/** Who hears of submitted scorecards on a job: its own settings, else the company's defaults. */
async function peopleToTell(db: DbOrTx, companyId: string, jobId: string): Promise<string[]> {
  const own = await findSettings(db, companyId, jobId);
  if (own) return own.scorecardsSubmitted;
  return (await defaultJobNotifications(db, companyId, jobId)).scorecardsSubmitted.map(({ id }) => id);
}

/**
 * A scorecard just submitted: an entry in the candidate's feed, and the hiring team told in the app
 * (not the one who submitted it). Neither says the recommendation: the feed and the bell reach people
 * the visibility setting may not yet let see it.
 */
export async function announceSubmitted(
  db: DbOrTx,
  auth: AuthContext,
  record: InterviewRecord,
  interviewerName: string,
) {
  const { interview } = record;
  const candidateName = `${record.candidateFirstName} ${record.candidateLastName}`.trim();
  const summary = `${interviewerName} submitted a scorecard for ${interview.title}`;
  await recordActivity(db, {
    companyId: auth.companyId,
    candidateId: record.candidateId,
    applicationId: interview.applicationId,
    kind: 'scorecard',
    summary,
    actorId: auth.userId,
  });
  const people = (await peopleToTell(db, auth.companyId, record.jobId)).filter((id) => id !== auth.userId);
  await notifyAll(
    db,
    [...new Set(people)].map((userId) => ({
      companyId: auth.companyId,
      userId,
      title: `Scorecard submitted for ${candidateName}`,
      body: `${summary} (${record.jobName}).`,
      link: `/candidates/${record.candidateId}`,
    })),
  );
}
