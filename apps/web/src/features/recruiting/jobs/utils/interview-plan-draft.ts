import type { InterviewPlan, InterviewPlanBody } from '@atrium/shared/schemas/recruiting/job-stages';
import type { Person } from '../components/person-picker';

export interface InterviewDraft {
  key: string;
  id?: string;
  name: string;
  durationMinutes: number;
  interviewers: Person[];
  instructions: string;
  /** The kit's questions, one per line. */
  questionsText: string;
  focusAttributeIds: string[];
}

export interface StageDraft {
  key: string;
  id?: string;
  name: string;
  activeCandidates: number;
  interviews: InterviewDraft[];
}

let counter = 0;
export const newKey = () => `new-${(counter += 1)}`;

/** The stages the recruiter edits: those between the fixed first and last. */
export const draftOf = (plan: InterviewPlan): StageDraft[] =>
  plan.stages
    .filter((stage) => stage.kind === 'interview')
    .map((stage) => ({
      key: stage.id,
      id: stage.id,
      name: stage.name,
      activeCandidates: stage.activeCandidates,
      interviews: stage.interviews.map((interview) => ({
        key: interview.id,
        id: interview.id,
        name: interview.name,
        durationMinutes: interview.durationMinutes,
        interviewers: interview.interviewers,
        instructions: interview.instructions,
        questionsText: interview.questions.join('\n'),
        focusAttributeIds: interview.focusAttributes.map((attribute) => attribute.id),
      })),
    }));

export const bodyOf = (stages: StageDraft[]): InterviewPlanBody => ({
  stages: stages.map((stage) => ({
    ...(stage.id ? { id: stage.id } : {}),
    name: stage.name,
    interviews: stage.interviews.map((interview) => ({
      ...(interview.id ? { id: interview.id } : {}),
      name: interview.name,
      durationMinutes: interview.durationMinutes,
      interviewerIds: interview.interviewers.map((person) => person.id),
      instructions: interview.instructions,
      questions: interview.questionsText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      focusAttributeIds: interview.focusAttributeIds,
    })),
  })),
});
