import { createHash } from 'node:crypto';
import { z } from 'zod';
import { harvestCustomFieldsShape } from './harvest-custom-fields.ts';

// Greenhouse's Harvest objects (source/includes/harvest/*.md of grnhse/greenhouse-api-docs): snake
// case, integer ids, null for a missing value, ISO-8601 times. Each schema is also what the route
// serialises with, so a field not listed here never leaves.

const id = z.number().int();
const time = z.string();
const typed = z.object({ value: z.string(), type: z.string() });

export const harvestUserRefSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  employee_id: z.string().nullable(),
});
export type HarvestUserRef = z.infer<typeof harvestUserRefSchema>;

const attachmentSchema = z.object({
  filename: z.string(),
  url: z.string(),
  type: z.string(),
  created_at: time,
});

export const harvestAttachmentSchema = attachmentSchema;

// Dates of schools and employers as Greenhouse answers them: midnight UTC timestamps.
export const harvestEducationSchema = z.object({
  id,
  school_name: z.string().nullable(),
  degree: z.string().nullable(),
  discipline: z.string().nullable(),
  start_date: time.nullable(),
  end_date: time.nullable(),
});
export type HarvestEducation = z.infer<typeof harvestEducationSchema>;

export const harvestEmploymentSchema = z.object({
  id,
  company_name: z.string(),
  title: z.string().nullable(),
  start_date: time.nullable(),
  end_date: time.nullable(),
});
export type HarvestEmployment = z.infer<typeof harvestEmploymentSchema>;

export const harvestApplicationSchema = z.object({
  id,
  candidate_id: id,
  prospect: z.boolean(),
  applied_at: time,
  rejected_at: time.nullable(),
  last_activity_at: time,
  location: z.object({ address: z.string() }).nullable(),
  source: z.object({ id, public_name: z.string() }).nullable(),
  credited_to: harvestUserRefSchema.nullable(),
  rejection_reason: z.object({ id, name: z.string(), type: z.object({ id, name: z.string() }) }).nullable(),
  rejection_details: z.object({ custom_fields: z.object({}), keyed_custom_fields: z.object({}) }).nullable(),
  jobs: z.array(z.object({ id, name: z.string() })),
  job_post_id: id.nullable(),
  status: z.enum(['active', 'rejected', 'hired', 'converted']),
  current_stage: z.object({ id, name: z.string() }).nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  prospective_office: z.null(),
  prospective_department: z.null(),
  prospect_detail: z.object({
    prospect_pool: z.object({ id, name: z.string() }).nullable(),
    prospect_stage: z.object({ id, name: z.string() }).nullable(),
    prospect_owner: z.object({ id, name: z.string() }).nullable(),
  }),
  ...harvestCustomFieldsShape,
  attachments: z.array(attachmentSchema),
});
export type HarvestApplication = z.infer<typeof harvestApplicationSchema>;

export const harvestCandidateSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  created_at: time,
  updated_at: time,
  last_activity: time,
  is_private: z.boolean(),
  photo_url: z.null(),
  attachments: z.array(attachmentSchema),
  application_ids: z.array(id),
  phone_numbers: z.array(typed),
  addresses: z.array(typed),
  email_addresses: z.array(typed),
  website_addresses: z.array(typed),
  social_media_addresses: z.array(z.object({ value: z.string() })),
  recruiter: harvestUserRefSchema.nullable(),
  coordinator: harvestUserRefSchema.nullable(),
  can_email: z.boolean(),
  tags: z.array(z.string()),
  applications: z.array(harvestApplicationSchema),
  educations: z.array(harvestEducationSchema),
  employments: z.array(harvestEmploymentSchema),
  linked_user_ids: z.array(id),
  ...harvestCustomFieldsShape,
});
export type HarvestCandidate = z.infer<typeof harvestCandidateSchema>;

export const harvestProspectPoolSchema = z.object({
  id,
  name: z.string(),
  active: z.boolean(),
  prospect_stages: z.array(z.object({ id, name: z.string() })),
});

export const harvestDepartmentSchema = z.object({
  id,
  name: z.string(),
  parent_id: id.nullable(),
  parent_department_external_id: z.null(),
  child_ids: z.array(id),
  child_department_external_ids: z.array(z.string()),
  external_id: z.null(),
});

export const harvestOfficeSchema = z.object({
  id,
  name: z.string(),
  location: z.object({ name: z.string() }),
  primary_contact_user_id: z.null(),
  parent_id: z.null(),
  parent_office_external_id: z.null(),
  child_ids: z.array(id),
  child_office_external_ids: z.array(z.string()),
  external_id: z.null(),
});

export const harvestJobSchema = z.object({
  id,
  name: z.string(),
  requisition_id: z.string().nullable(),
  notes: z.string().nullable(),
  confidential: z.boolean(),
  status: z.enum(['open', 'closed', 'draft']),
  created_at: time,
  opened_at: time.nullable(),
  closed_at: time.nullable(),
  updated_at: time,
  is_template: z.boolean().nullable(),
  copied_from_id: id.nullable(),
  departments: z.array(harvestDepartmentSchema),
  offices: z.array(harvestOfficeSchema),
  hiring_team: z.object({
    hiring_managers: z.array(harvestUserRefSchema.extend({ responsible: z.boolean() })),
    recruiters: z.array(harvestUserRefSchema.extend({ responsible: z.boolean() })),
    coordinators: z.array(harvestUserRefSchema.extend({ responsible: z.boolean() })),
    sourcers: z.array(harvestUserRefSchema.extend({ responsible: z.boolean() })),
  }),
  openings: z.array(z.object({ id })),
  ...harvestCustomFieldsShape,
});

export const harvestJobStageSchema = z.object({
  id,
  name: z.string(),
  created_at: time,
  updated_at: time,
  job_id: id,
  priority: z.number().int(),
  active: z.boolean(),
  interviews: z.array(z.object({ id, name: z.string() })),
});

export const harvestUserSchema = z.object({
  id,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  primary_email_address: z.string(),
  updated_at: time,
  created_at: time,
  disabled: z.boolean(),
  site_admin: z.boolean(),
  emails: z.array(z.string()),
  employee_id: z.string().nullable(),
  linked_candidate_ids: z.array(id),
  offices: z.array(harvestOfficeSchema),
  departments: z.array(harvestDepartmentSchema),
  ...harvestCustomFieldsShape,
});

export const harvestNamedTypeSchema = z.object({
  id,
  name: z.string(),
  type: z.object({ id, name: z.string() }),
});
export const harvestTagSchema = z.object({ id, name: z.string() });

export const harvestEmailTemplateSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  html_body: z.string(),
  body: z.string(),
  from: z.string().nullable(),
  cc: z.array(z.string()),
  type: z.string(),
  created_at: time,
  updated_at: time,
  user: harvestUserRefSchema.nullable(),
  default: z.boolean(),
});

const feedUser = harvestUserRefSchema.nullable();
export const harvestActivityFeedSchema = z.object({
  notes: z.array(
    z.object({
      id,
      created_at: time,
      body: z.string(),
      user: feedUser,
      private: z.boolean(),
      visiblity: z.string(),
      visibility: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      id,
      created_at: time,
      subject: z.string(),
      body: z.string(),
      to: z.string().nullable(),
      from: z.string().nullable(),
      cc: z.array(z.string()),
      user: feedUser,
    }),
  ),
  activities: z.array(
    z.object({ id, created_at: time, subject: z.string(), body: z.string().nullable(), user: feedUser }),
  ),
});

/** Add e-mail note: the record of an email sent outside Atrium, as the feed lists it. */
export const harvestEmailNoteSchema = harvestActivityFeedSchema.shape.emails.element;

/**
 * An integer id for what has no identity column of ours (a source is a name on applications; an
 * opening or an interview has a UUID): the first 48 bits of a SHA-256, the same on every call and
 * instance, and within JavaScript's safe integers.
 */
export const stableIdOf = (text: string) =>
  Number.parseInt(createHash('sha256').update(text).digest('hex').slice(0, 12), 16);
export const sourceIdOf = (name: string) => stableIdOf(`source:${name.toLowerCase()}`);

/** Greenhouse's source types, by how the name reads. */
export function sourceTypeOf(name: string): { id: number; name: string } {
  const lower = name.toLowerCase();
  if (lower.includes('referral')) return { id: 4, name: 'Referrals' };
  if (lower.includes('agency')) return { id: 6, name: 'Agencies' };
  if (lower.includes('careers') || lower.includes('website')) return { id: 2, name: 'Company marketing' };
  if (lower.includes('linkedin') || lower.includes('indeed') || lower.includes('glassdoor'))
    return { id: 1, name: 'Job board' };
  return { id: 7, name: 'Other' };
}
