import type { ApprovalRequestStatus } from '@atrium/shared/schemas/recruiting/approvals';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobFollowers, jobs, type JobRow } from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';

// What the jobs list and a job's page read of a job, in one statement; who asks is the placeholder
// `userId` (whether they follow it).

// The job's own columns that toJob (jobs.service.ts) shows: not its company, search text or close note.
const jobColumns = {
  id: jobs.id,
  name: jobs.name,
  requisitionId: jobs.requisitionId,
  status: jobs.status,
  departmentId: jobs.departmentId,
  employmentType: jobs.employmentType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  openedAt: jobs.openedAt,
  closedAt: jobs.closedAt,
  closeReasonId: jobs.closeReasonId,
  createdById: jobs.createdById,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

export interface JobRecord {
  job: Pick<JobRow, keyof typeof jobColumns>;
  departmentName: string | null;
  closeReasonName: string | null;
  offices: Array<{ id: string; name: string }>;
  openings: Array<{
    id: string;
    openingId: string | null;
    targetStartDate: string | null;
    status: 'open' | 'closed';
  }>;
  isFollowing: boolean;
  customFields: Record<string, unknown>;
  approvalRequired: boolean;
  approvalStatus: ApprovalRequestStatus | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
}

// Names of what a job links to (lib/linked-value.ts).
const linked = (table: string, column: string, field?: string) => linkedValue('jobs', table, column, field);

// A job's offices and openings as JSON arrays, and whether the asker follows it: one statement per
// list page instead of four (the round trips, not the reading, were most of a page's cost).
const officesOf = sql<JobRecord['offices']>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name) order by lower(l.name), l.id), '[]'::json)
    from job_offices o join locations l on l.id = o.location_id and l.company_id = o.company_id
    where o.job_id = "jobs"."id" and o.company_id = "jobs"."company_id")`,
)}`;
const openingsOf = sql<JobRecord['openings']>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', p.id, 'openingId', p.opening_id,
      'targetStartDate', p.target_start_date, 'status', p.status) order by p.position), '[]'::json)
    from job_openings p where p.job_id = "jobs"."id" and p.company_id = "jobs"."company_id")`,
)}`;
const isFollowing = sql<boolean>`exists (select 1 from ${jobFollowers} f where f.job_id = "jobs"."id" and f.company_id = "jobs"."company_id" and f.user_id = ${sql.placeholder('userId')})`;

// Whether opening needs approval (the job's own flow, else the company's), and how the latest round
// went: what the status buttons offer.
const approvalRequired = sql<boolean>`${sql.raw(
  `coalesce(
    (select jsonb_array_length(f.groups) > 0 from approval_flows f
      where f.company_id = "jobs"."company_id" and f.job_id = "jobs"."id" and f.kind = 'job_open'),
    (select jsonb_array_length(f.groups) > 0 from approval_flows f
      where f.company_id = "jobs"."company_id" and f.job_id is null and f.kind = 'job_open'),
    false)`,
)}`;
const approvalStatus = sql<ApprovalRequestStatus | null>`${sql.raw(
  `(select r.status from approval_requests r where r.job_id = "jobs"."id" and r.company_id = "jobs"."company_id"
    and r.kind = 'job_open' order by r.requested_at desc limit 1)`,
)}`;

const customFieldsOf = sql<Record<string, unknown>>`${sql.raw(
  `(select coalesce(json_object_agg(v.field_id, v.value), '{}'::json) from job_custom_field_values v
    where v.job_id = "jobs"."id" and v.company_id = "jobs"."company_id")`,
)}`;

export const selectJobs = (db: DbOrTx) =>
  db
    .select({
      job: jobColumns,
      departmentName: linked('departments', 'department_id'),
      closeReasonName: linked('close_reasons', 'close_reason_id'),
      createdByFirstName: linked('users', 'created_by_id', 'first_name'),
      createdByLastName: linked('users', 'created_by_id', 'last_name'),
      offices: officesOf,
      openings: openingsOf,
      isFollowing,
      customFields: customFieldsOf,
      approvalRequired,
      approvalStatus,
    })
    .from(jobs);
