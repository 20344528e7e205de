import { DEMOGRAPHIC_KEYS, DEMOGRAPHIC_QUESTIONS } from '@atrium/shared/schemas/recruiting/applications';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import { sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { questionField } from '../applications/application-form.ts';
import type { CareersSite, PublicPost, PublicPostSummary } from '../careers/careers.repository.ts';
import { postLocation } from '../careers/careers.pages.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';

// The shapes of Greenhouse's public Job Board API (boards-api.greenhouse.io/v1/boards/{board}), so an
// existing Greenhouse job-board client works against us by changing its base URL. Ids are integers,
// as Greenhouse's are (each record's public_id beside its UUID).

type Absolute = (post: Pick<PublicPostSummary, 'id' | 'boardSlug'>) => string;

export interface GreenhouseDepartmentRef {
  id: number;
  name: string;
  parent_id: number | null;
  child_ids: number[];
}

export interface GreenhouseOfficeRef {
  id: number;
  name: string;
  location: string | null;
  parent_id: number | null;
  child_ids: number[];
}

const dataCompliance = (post: Pick<PublicPostSummary, 'gdprConsent'>) => [
  {
    type: 'gdpr',
    requires_consent: post.gdprConsent,
    requires_processing_consent: false,
    requires_retention_consent: false,
    retention_period: null,
  },
];

export const officeLocation = (office: { city: string; country: string }) =>
  [office.city, office.country].filter(Boolean).join(', ') || null;

/** A job in a list: `id` is the post, `internal_job_id` the job. */
export function jobListItem(site: CareersSite, post: PublicPostSummary, absoluteUrl: Absolute) {
  return {
    id: post.publicId,
    internal_job_id: post.jobPublicId,
    title: post.title,
    updated_at: post.updatedAt.toISOString(),
    requisition_id: post.requisitionId,
    location: { name: postLocation(post) },
    absolute_url: absoluteUrl(post),
    language: 'en',
    metadata: null,
    data_compliance: dataCompliance(post),
    first_published: (post.publishedAt ?? post.updatedAt).toISOString(),
    company_name: site.companyName,
  };
}

/**
 * With ?content=true: the description (cleaned HTML, entity-escaped as Greenhouse sends it: clients
 * decode it and show it as HTML), departments and offices.
 */
export function jobWithContent(
  site: CareersSite,
  post: PublicPostSummary & { contentHtml?: string },
  absoluteUrl: Absolute,
) {
  return {
    ...jobListItem(site, post, absoluteUrl),
    content: escapeHtml(sanitizeRichText(post.contentHtml ?? '')),
    departments: post.department
      ? [
          {
            id: post.department.publicId,
            name: post.department.name,
            parent_id: post.department.parentPublicId,
            child_ids: [],
          },
        ]
      : [],
    offices: post.offices.map((office) => ({
      id: office.publicId,
      name: office.name,
      location: officeLocation(office),
      parent_id: null,
      child_ids: [],
    })),
  };
}

type FieldType =
  | 'input_text'
  | 'input_file'
  | 'input_hidden'
  | 'textarea'
  | 'multi_value_single_select'
  | 'multi_value_multi_select';

interface Field {
  name: string;
  type: FieldType;
  values: Array<{ label: string; value: number }>;
}

const field = (name: string, type: FieldType, options: string[] = []): Field => ({
  name,
  type,
  values: options.map((label, value) => ({ label, value })),
});

const question = (label: string, required: boolean, fields: Field[]) => ({
  required,
  label,
  description: null,
  fields,
});

function customQuestion(item: PostQuestion) {
  const name = questionField(item);
  switch (item.type) {
    case 'short_text':
      return question(item.label, item.required, [field(name, 'input_text')]);
    case 'long_text':
      return question(item.label, item.required, [field(name, 'textarea')]);
    case 'yes_no':
      return question(item.label, item.required, [field(name, 'multi_value_single_select', ['No', 'Yes'])]);
    case 'single_select':
      return question(item.label, item.required, [field(name, 'multi_value_single_select', item.options)]);
    case 'multi_select':
      return question(item.label, item.required, [field(name, 'multi_value_multi_select', item.options)]);
    case 'file':
      return question(item.label, item.required, [field(name, 'input_file')]);
  }
}

/** The application form, as Greenhouse describes it: standard fields first, then the post's questions. */
export function jobQuestions(post: PublicPost) {
  const { phone, resume, coverLetter } = post.standardFields;
  return [
    question('First Name', true, [field('first_name', 'input_text')]),
    question('Last Name', true, [field('last_name', 'input_text')]),
    question('Email', true, [field('email', 'input_text')]),
    ...(phone === 'hidden' ? [] : [question('Phone', phone === 'required', [field('phone', 'input_text')])]),
    ...(resume === 'hidden'
      ? []
      : [
          question('Resume/CV', resume === 'required', [
            field('resume', 'input_file'),
            field('resume_text', 'textarea'),
          ]),
        ]),
    ...(coverLetter === 'hidden'
      ? []
      : [
          question('Cover Letter', coverLetter === 'required', [
            field('cover_letter', 'input_file'),
            field('cover_letter_text', 'textarea'),
          ]),
        ]),
    ...post.questions.map(customQuestion),
  ];
}

const DEMOGRAPHIC_FIELD = {
  gender: 'gender',
  race: 'race',
  veteranStatus: 'veteran_status',
  disabilityStatus: 'disability_status',
};

/** Greenhouse's EEOC block: voluntary questions, each a single select. */
export function compliance(post: PublicPost) {
  if (!post.demographicQuestions) return null;
  return [
    {
      type: 'eeoc',
      description: escapeHtml(
        '<p>Answering is voluntary and will not affect your application. Answers are kept apart from it.</p>',
      ),
      questions: DEMOGRAPHIC_KEYS.map((key) =>
        question(DEMOGRAPHIC_QUESTIONS[key].label, false, [
          field(DEMOGRAPHIC_FIELD[key], 'multi_value_single_select', [...DEMOGRAPHIC_QUESTIONS[key].options]),
        ]),
      ),
    },
  ];
}
