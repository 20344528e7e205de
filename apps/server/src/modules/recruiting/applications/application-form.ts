import {
  APPLICATION_MESSAGES,
  DEMOGRAPHIC_KEYS,
  DEMOGRAPHIC_QUESTIONS,
  RESUME_MAX_BYTES,
  applicationContactSchema,
  type ApplicationAnswer,
  type DemographicKey,
  type Demographics,
} from '@atrium/shared/schemas/recruiting/applications';
import type { PostQuestion, StandardFieldMode } from '@atrium/shared/schemas/recruiting/job-posts';
import type { FieldError } from '../../../lib/app-error.ts';
import { detectFileType, type DetectedType } from '../../platform/files/file-type.ts';
import type { JobPostRow } from '../../../db/schema/index.ts';

/**
 * One reader for every way an application arrives: the careers page's HTML form and the Job Board
 * API (multipart or JSON). Field names are Greenhouse's (first_name, resume, question_<id>, gender…),
 * so a Greenhouse job-board client posts to us unchanged, and errors name the field that was sent.
 */
export interface IncomingFile {
  buffer: Buffer;
  filename: string;
}

export interface RawSubmission {
  fields: Map<string, string[]>;
  files: Map<string, IncomingFile>;
}

export interface CheckedFile extends IncomingFile {
  type: DetectedType;
}

export interface ParsedApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  coverLetterText: string | null;
  resume: CheckedFile | null;
  coverLetter: CheckedFile | null;
  /** Answers to the post's questions; a file question's value is filled in once the file is stored. */
  answers: ApplicationAnswer[];
  questionFiles: Map<string, CheckedFile>;
  demographics: Demographics | null;
  consent: boolean;
}

export type PostForm = Pick<
  JobPostRow,
  'standardFields' | 'questions' | 'demographicQuestions' | 'gdprConsent'
>;

const DEMOGRAPHIC_FIELD: Record<DemographicKey, string> = {
  gender: 'gender',
  race: 'race',
  veteranStatus: 'veteran_status',
  disabilityStatus: 'disability_status',
};

export const questionField = (question: Pick<PostQuestion, 'id'>) => `question_${question.id}`;

const RESUME_TYPES = new Set(['pdf', 'doc', 'docx', 'txt', 'rtf']);

const first = (raw: RawSubmission, name: string): string => (raw.fields.get(name)?.[0] ?? '').trim();

/** A multi-value field may arrive as name[] (HTML forms, Greenhouse) or repeated name. */
const all = (raw: RawSubmission, name: string): string[] =>
  [...(raw.fields.get(name) ?? []), ...(raw.fields.get(`${name}[]`) ?? [])]
    .map((value) => value.trim())
    .filter(Boolean);

/** A file sent as an upload, as base64 (`<name>_content` + `_filename`) or, for documents, as text. */
function fileOf(
  raw: RawSubmission,
  name: string,
  errors: FieldError[],
  options: { allowText: boolean },
): IncomingFile | null {
  const uploaded = raw.files.get(name);
  if (uploaded && uploaded.buffer.length > 0) return uploaded;
  const content = first(raw, `${name}_content`);
  if (content) {
    const buffer = Buffer.from(content, 'base64');
    if (buffer.length === 0) {
      errors.push({ path: `${name}_content`, message: 'The file content is not valid base64' });
      return null;
    }
    return { buffer, filename: first(raw, `${name}_content_filename`) || name };
  }
  const text = options.allowText ? first(raw, `${name}_text`) : '';
  if (text) return { buffer: Buffer.from(text, 'utf8'), filename: `${name}.txt` };
  return null;
}

async function checkDocument(
  file: IncomingFile | null,
  path: string,
  mode: StandardFieldMode | 'optional',
  label: string,
  errors: FieldError[],
): Promise<CheckedFile | null> {
  if (!file) {
    if (mode === 'required') errors.push({ path, message: `${label} is required` });
    return null;
  }
  if (file.buffer.length > RESUME_MAX_BYTES) {
    errors.push({ path, message: APPLICATION_MESSAGES.resumeSize });
    return null;
  }
  // By content, never by the name or the claimed type.
  const type = await detectFileType(file.buffer);
  if (!type || !RESUME_TYPES.has(type.ext)) {
    errors.push({ path, message: APPLICATION_MESSAGES.resumeType });
    return null;
  }
  return { ...file, type };
}

function answerOf(
  raw: RawSubmission,
  question: PostQuestion,
  errors: FieldError[],
): ApplicationAnswer | null {
  const path = questionField(question);
  const base = { questionId: question.id, label: question.label };
  const missing = () => {
    if (question.required) errors.push({ path, message: APPLICATION_MESSAGES.answerRequired });
    return null;
  };
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      const value = first(raw, path);
      if (!value) return missing();
      const max = question.type === 'short_text' ? 500 : 10_000;
      if (value.length > max) {
        errors.push({ path, message: `Use at most ${max} characters` });
        return null;
      }
      return { ...base, value };
    }
    case 'yes_no': {
      const value = first(raw, path).toLowerCase();
      if (!value) return missing();
      // Greenhouse sends 1 and 0; a person's form may send the words.
      if (value === '1' || value === 'yes' || value === 'true') return { ...base, value: 'Yes' };
      if (value === '0' || value === 'no' || value === 'false') return { ...base, value: 'No' };
      errors.push({ path, message: APPLICATION_MESSAGES.optionInvalid });
      return null;
    }
    case 'single_select':
    case 'multi_select': {
      const values = question.type === 'single_select' ? [first(raw, path)].filter(Boolean) : all(raw, path);
      if (values.length === 0) return missing();
      const chosen = values.map((value) => optionAt(question.options, value));
      if (chosen.some((option) => option === null)) {
        errors.push({ path, message: APPLICATION_MESSAGES.optionInvalid });
        return null;
      }
      const labels = [...new Set(chosen as string[])];
      return { ...base, value: question.type === 'single_select' ? labels[0]! : labels };
    }
    case 'file':
      // Checked with the other files.
      return null;
  }
}

/** Options are sent by position (as Greenhouse sends option ids), or by their label. */
function optionAt(options: string[], value: string): string | null {
  if (/^\d+$/.test(value)) return options[Number(value)] ?? null;
  return options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? null;
}

function demographicsOf(raw: RawSubmission, errors: FieldError[]): Demographics | null {
  const result: Demographics = {};
  for (const key of DEMOGRAPHIC_KEYS) {
    const field = DEMOGRAPHIC_FIELD[key];
    const value = first(raw, field);
    if (!value) continue;
    const option = optionAt([...DEMOGRAPHIC_QUESTIONS[key].options], value);
    if (option === null) errors.push({ path: field, message: APPLICATION_MESSAGES.optionInvalid });
    else result[key] = option;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * The answers to a form's own questions (a post's, or a job form sent later); file questions come
 * back checked but not yet stored. Problems are added to `errors`.
 */
export async function readQuestionAnswers(
  questions: PostQuestion[],
  raw: RawSubmission,
  errors: FieldError[],
): Promise<Pick<ParsedApplication, 'answers' | 'questionFiles'>> {
  const answers: ApplicationAnswer[] = [];
  const questionFiles = new Map<string, CheckedFile>();
  for (const question of questions) {
    if (question.type === 'file') {
      const path = questionField(question);
      const file = await checkDocument(
        fileOf(raw, path, errors, { allowText: false }),
        path,
        question.required ? 'required' : 'optional',
        'This file',
        errors,
      );
      if (file) questionFiles.set(question.id, file);
      continue;
    }
    const answer = answerOf(raw, question, errors);
    if (answer) answers.push(answer);
  }
  return { answers, questionFiles };
}

const CONSENT_VALUES = new Set(['1', 'true', 'yes', 'on']);

/** Reads and checks a submission against the post's form; either the application or every error. */
export async function readApplication(
  post: PostForm,
  raw: RawSubmission,
): Promise<{ ok: true; value: ParsedApplication } | { ok: false; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const contact = applicationContactSchema.safeParse({
    firstName: first(raw, 'first_name'),
    lastName: first(raw, 'last_name'),
    email: first(raw, 'email'),
    phone: first(raw, 'phone'),
    coverLetterText: first(raw, 'cover_letter_text'),
  });
  const contactPath: Record<string, string> = {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    coverLetterText: 'cover_letter_text',
  };
  if (!contact.success) {
    for (const issue of contact.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors.push({ path: contactPath[key] ?? key, message: issue.message });
    }
  }
  const { standardFields } = post;
  const phone = contact.success ? contact.data.phone : '';
  if (standardFields.phone === 'required' && !phone)
    errors.push({ path: 'phone', message: 'Phone is required' });

  const resume =
    standardFields.resume === 'hidden'
      ? null
      : await checkDocument(
          fileOf(raw, 'resume', errors, { allowText: true }),
          'resume',
          standardFields.resume,
          'Resume/CV',
          errors,
        );
  const coverLetterText = contact.success ? contact.data.coverLetterText : '';
  const coverLetter =
    standardFields.coverLetter === 'hidden'
      ? null
      : await checkDocument(
          // Its text, if any, stays text (cover_letter_text).
          fileOf(raw, 'cover_letter', errors, { allowText: false }),
          'cover_letter',
          standardFields.coverLetter === 'required' && !coverLetterText ? 'required' : 'optional',
          'Cover letter',
          errors,
        );

  const { answers, questionFiles } = await readQuestionAnswers(post.questions, raw, errors);
  const demographics = post.demographicQuestions ? demographicsOf(raw, errors) : null;
  const consent = CONSENT_VALUES.has(first(raw, 'gdpr_consent').toLowerCase());
  if (post.gdprConsent && !consent)
    errors.push({ path: 'gdpr_consent', message: APPLICATION_MESSAGES.consentRequired });

  if (errors.length > 0 || !contact.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: contact.data.firstName,
      lastName: contact.data.lastName,
      email: contact.data.email,
      phone: contact.data.phone || null,
      coverLetterText: coverLetterText || null,
      resume,
      coverLetter,
      answers,
      questionFiles,
      demographics,
      consent,
    },
  };
}
