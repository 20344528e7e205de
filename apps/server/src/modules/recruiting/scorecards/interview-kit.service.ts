import type { InterviewKit } from '@atrium/shared/schemas/recruiting/interview-kit';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { fileNames } from '../candidates/candidate-detail.repository.ts';
import { findKickoff } from '../jobs/kickoff.repository.ts';
import { jobAttributes, loadScorecard, requireInterview } from './scorecards.service.ts';
import * as repository from './scorecards.repository.ts';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * The interview kit: the interview, the candidate and their résumé, the job's prep notes, the plan
 * interview's instructions, questions and focus attributes, the job's scorecard, and the reader's own
 * scorecard. For those who see interviews, and for the interview's own interviewers.
 */
export async function getInterviewKit(db: Db, auth: AuthContext, interviewId: string): Promise<InterviewKit> {
  const record = await requireInterview(db, auth, interviewId);
  const { interview } = record;
  const interviewers = await repository.interviewersOf(db, auth.companyId, interviewId);
  const isInterviewer = interviewers.some((person) => person.id === auth.userId);
  if (!isInterviewer && !auth.permissions.has('rct.module.interviews.interview.view'))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');

  const [plan, kickoff, { categories, attributes }, files] = await Promise.all([
    interview.jobInterviewId
      ? repository.findPlanInterview(db, auth.companyId, interview.jobInterviewId)
      : Promise.resolve(null),
    findKickoff(db, auth.companyId, record.jobId),
    jobAttributes(db, auth.companyId, record.jobId),
    fileNames(db, auth.companyId, [record.resumeFileId]),
  ]);
  const myScorecard = isInterviewer
    ? await loadScorecard(db, auth, interviewId, auth.userId, attributes)
    : null;
  const focusAttributes = (plan?.focusAttributeIds ?? []).flatMap((id) => {
    const attribute = attributes.get(id);
    return attribute ? [{ id, name: attribute.name }] : [];
  });

  return {
    interview: {
      id: interview.id,
      title: interview.title,
      startsAt: interview.startsAt.toISOString(),
      endsAt: interview.endsAt.toISOString(),
      location: interview.location,
      videoUrl: interview.videoUrl,
      notes: interview.notes,
      status: record.status,
      interviewers: interviewers.map((person) => ({ id: person.id, name: fullName(person) })),
    },
    candidate: {
      id: record.candidateId,
      name: `${record.candidateFirstName} ${record.candidateLastName}`.trim(),
      email: record.candidateEmail,
      applicationId: interview.applicationId,
      job: { id: record.jobId, name: record.jobName },
      currentStage:
        record.currentStageId && record.currentStageName
          ? { id: record.currentStageId, name: record.currentStageName }
          : null,
    },
    prepNotes: kickoff?.kickoff.interviewNotes ?? '',
    instructions: plan?.instructions ?? '',
    questions: plan?.questions ?? [],
    focusAttributes,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      attributes: category.attributes.map(({ id, name }) => ({ id, name })),
    })),
    resume: record.resumeFileId
      ? { id: record.resumeFileId, name: files.get(record.resumeFileId) ?? 'Résumé' }
      : null,
    isInterviewer,
    myScorecard,
  };
}
