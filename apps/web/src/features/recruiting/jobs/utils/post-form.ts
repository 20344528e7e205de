import {
  DEFAULT_STANDARD_FIELDS,
  type JobPost,
  type JobPostBody,
  type PostQuestionType,
  type StandardFieldMode,
} from '@atrium/shared/schemas/recruiting/job-posts';

export interface QuestionFormValues {
  id?: string;
  label: string;
  type: PostQuestionType;
  required: boolean;
  /** A select's options, one per line (the body carries them as a list). */
  optionsText: string;
}

export interface PostFormValues {
  boardId: string;
  title: string;
  location: string;
  remote: boolean;
  contentHtml: string;
  standardFields: { phone: StandardFieldMode; resume: StandardFieldMode; coverLetter: StandardFieldMode };
  questions: QuestionFormValues[];
  demographicQuestions: boolean;
  gdprConsent: boolean;
  closesOn: string;
}

export const emptyPost = (title: string, boardId = ''): PostFormValues => ({
  boardId,
  title,
  location: '',
  remote: false,
  contentHtml: '',
  standardFields: { ...DEFAULT_STANDARD_FIELDS },
  questions: [],
  demographicQuestions: false,
  gdprConsent: false,
  closesOn: '',
});

export const postValues = (post: JobPost): PostFormValues => ({
  boardId: post.boardId,
  title: post.title,
  location: post.location,
  remote: post.remote,
  contentHtml: post.contentHtml,
  standardFields: { ...post.standardFields },
  questions: post.questions.map((question) => ({
    id: question.id,
    label: question.label,
    type: question.type,
    required: question.required,
    optionsText: question.options.join('\n'),
  })),
  demographicQuestions: post.demographicQuestions,
  gdprConsent: post.gdprConsent,
  closesOn: post.closesOn ?? '',
});

export const postBody = (values: PostFormValues): JobPostBody => ({
  ...values,
  closesOn: values.closesOn || null,
  questions: values.questions.map(({ optionsText, ...question }) => ({
    ...question,
    options: optionsText
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean),
  })),
});

const FIELDS = [
  'boardId',
  'title',
  'location',
  'contentHtml',
  'closesOn',
  'standardFields.phone',
  'standardFields.resume',
  'standardFields.coverLetter',
];

/** The form field a server error belongs to: questions.N.options is shown under the options box. */
export function postFieldOf(path: string): string | null {
  if (FIELDS.includes(path)) return path;
  const question = path.match(/^questions\.(\d+)\.(label|type|options)/);
  if (question) return `questions.${question[1]}.${question[2] === 'options' ? 'optionsText' : question[2]}`;
  return null;
}
