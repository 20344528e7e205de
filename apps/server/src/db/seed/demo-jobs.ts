import type { Tx } from '../client.ts';
import { closeReasons, jobBoards, jobHiringTeam, jobOffices, jobOpenings, jobs } from '../schema/index.ts';
import type { JobStatus } from '@atrium/shared/schemas/recruiting/jobs';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { DemoDepartmentKey, DemoLocationKey } from './demo-org.ts';
import { claimBoardSlugs } from '../../modules/recruiting/job-boards/job-boards.repository.ts';

export const DEMO_CLOSE_REASONS = [
  'Hire made',
  'Budget withdrawn',
  'Role no longer needed',
  'Filled internally',
];

interface DemoJob {
  name: string;
  requisitionId: string;
  status: JobStatus;
  department: DemoDepartmentKey;
  offices: DemoLocationKey[];
  employmentType: EmploymentType;
  salary: [number, number];
  openings: number;
  /** Days ago it opened (open and closed jobs). */
  openedDaysAgo?: number;
  closedDaysAgo?: number;
  closeReason?: (typeof DEMO_CLOSE_REASONS)[number];
}

// Jobs in every status (DESIGN.md section 5), across departments and offices.
export const DEMO_JOBS: DemoJob[] = [
  {
    name: 'Senior Backend Engineer',
    requisitionId: 'ENG-101',
    status: 'open',
    department: 'engineering',
    offices: ['london', 'manchester'],
    employmentType: 'full_time',
    salary: [75000, 95000],
    openings: 2,
    openedDaysAgo: 34,
  },
  {
    name: 'Frontend Engineer',
    requisitionId: 'ENG-102',
    status: 'open',
    department: 'engineering',
    offices: ['london'],
    employmentType: 'full_time',
    salary: [60000, 78000],
    openings: 1,
    openedDaysAgo: 21,
  },
  {
    name: 'Data Engineer',
    requisitionId: 'DAT-201',
    status: 'open',
    department: 'data-platform',
    offices: ['edinburgh'],
    employmentType: 'full_time',
    salary: [65000, 85000],
    openings: 1,
    openedDaysAgo: 12,
  },
  {
    name: 'Customer Success Manager',
    requisitionId: 'CS-301',
    status: 'open',
    department: 'customer-success',
    offices: ['manchester'],
    employmentType: 'full_time',
    salary: [42000, 52000],
    openings: 3,
    openedDaysAgo: 48,
  },
  {
    name: 'Account Executive',
    requisitionId: 'SAL-401',
    status: 'open',
    department: 'sales-marketing',
    offices: ['london'],
    employmentType: 'full_time',
    salary: [50000, 60000],
    openings: 2,
    openedDaysAgo: 7,
  },
  {
    name: 'People Partner',
    requisitionId: 'PPL-501',
    status: 'open',
    department: 'people',
    offices: ['london'],
    employmentType: 'part_time',
    salary: [45000, 55000],
    openings: 1,
    openedDaysAgo: 3,
  },
  {
    name: 'Site Reliability Engineer',
    requisitionId: 'ENG-103',
    status: 'open',
    department: 'engineering',
    offices: ['edinburgh', 'london'],
    employmentType: 'full_time',
    salary: [80000, 100000],
    openings: 1,
    openedDaysAgo: 60,
  },
  {
    name: 'Operations Analyst',
    requisitionId: 'OPS-601',
    status: 'open',
    department: 'operations',
    offices: ['manchester'],
    employmentType: 'contractor',
    salary: [400, 550],
    openings: 1,
    openedDaysAgo: 15,
  },
  {
    name: 'Product Designer',
    requisitionId: 'DES-701',
    status: 'draft',
    department: 'engineering',
    offices: ['london'],
    employmentType: 'full_time',
    salary: [58000, 72000],
    openings: 1,
  },
  {
    name: 'Marketing Intern',
    requisitionId: 'MKT-402',
    status: 'draft',
    department: 'sales-marketing',
    offices: ['manchester'],
    employmentType: 'intern',
    salary: [24000, 26000],
    openings: 2,
  },
  {
    name: 'Support Engineer',
    requisitionId: 'CS-302',
    status: 'closed',
    department: 'customer-success',
    offices: ['edinburgh'],
    employmentType: 'full_time',
    salary: [38000, 46000],
    openings: 1,
    openedDaysAgo: 120,
    closedDaysAgo: 70,
    closeReason: 'Hire made',
  },
  {
    name: 'Recruitment Coordinator',
    requisitionId: 'PPL-502',
    status: 'closed',
    department: 'people',
    offices: ['london'],
    employmentType: 'temporary',
    salary: [30000, 34000],
    openings: 1,
    openedDaysAgo: 90,
    closedDaysAgo: 40,
    closeReason: 'Budget withdrawn',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number | undefined) =>
  days === undefined ? null : new Date(Date.now() - days * DAY_MS);

/** A job is drafted a few days before it opens (its approval takes a while); a draft, lately. */
const createdDaysAgo = (job: DemoJob, index: number) =>
  job.openedDaysAgo === undefined ? 2 + (index % 5) : job.openedDaysAgo + 3 + (index % 6);

/** Who hires: the people lead recruits for every job; engineering and data jobs have a hiring manager. */
export interface DemoHiringTeam {
  recruiterId: string;
  coordinatorId: string;
  engineeringManagerId: string;
}

/** Issue 5: the demo company's external board is atrium-demo; employees have an internal one. */
export const DEMO_JOB_BOARDS = [
  {
    name: 'Northwind Careers',
    slug: 'atrium-demo',
    kind: 'external' as const,
    introHtml: '<p>We turn data into decisions for 400 customers across Europe. Come and build with us.</p>',
    closingHtml: '<p>Northwind Analytics is an equal opportunity employer.</p>',
    confirmationHtml: '<p>Thank you for applying. We read every application and reply within two weeks.</p>',
    defaultSource: 'Company careers page',
  },
  {
    name: 'Northwind Internal Moves',
    slug: 'northwind-internal',
    kind: 'internal' as const,
    introHtml: '<p>Open roles for people already at Northwind.</p>',
    closingHtml: '',
    confirmationHtml: '<p>Thanks: the hiring team will talk to your manager before they contact you.</p>',
    defaultSource: 'Internal applicant',
  },
];

export async function seedDemoJobs(
  tx: Tx,
  companyId: string,
  createdById: string,
  departmentIds: Map<string, string>,
  locationIds: Map<string, string>,
  team: DemoHiringTeam,
) {
  const boards = await tx
    .insert(jobBoards)
    .values(DEMO_JOB_BOARDS.map((board) => ({ companyId, ...board })))
    .returning();
  await claimBoardSlugs(tx, boards);
  const reasons = await tx
    .insert(closeReasons)
    .values(DEMO_CLOSE_REASONS.map((name) => ({ companyId, name })))
    .returning({ id: closeReasons.id, name: closeReasons.name });
  const reasonId = (name?: string) => reasons.find((reason) => reason.name === name)?.id ?? null;
  for (const [index, job] of DEMO_JOBS.entries()) {
    const createdAt = daysAgo(createdDaysAgo(job, index))!;
    const [row] = await tx
      .insert(jobs)
      .values({
        companyId,
        createdById,
        name: job.name,
        requisitionId: job.requisitionId,
        status: job.status,
        departmentId: departmentIds.get(job.department),
        employmentType: job.employmentType,
        salaryMin: job.salary[0],
        salaryMax: job.salary[1],
        salaryCurrency: 'GBP',
        salaryPeriod: job.employmentType === 'contractor' ? 'month' : 'year',
        openedAt: daysAgo(job.openedDaysAgo),
        closedAt: daysAgo(job.closedDaysAgo),
        closeReasonId: reasonId(job.closeReason),
        createdAt,
        updatedAt: daysAgo(job.closedDaysAgo ?? job.openedDaysAgo) ?? createdAt,
      })
      .returning({ id: jobs.id });
    await tx
      .insert(jobOffices)
      .values(
        job.offices.map((office) => ({ companyId, jobId: row!.id, locationId: locationIds.get(office)! })),
      );
    const isEngineering = job.department === 'engineering' || job.department === 'data-platform';
    await tx.insert(jobHiringTeam).values([
      ...(isEngineering
        ? [
            {
              companyId,
              jobId: row!.id,
              userId: team.engineeringManagerId,
              role: 'hiring_manager' as const,
              position: 0,
            },
          ]
        : []),
      {
        companyId,
        jobId: row!.id,
        userId: team.recruiterId,
        role: 'recruiter' as const,
        responsible: true,
        position: 1,
      },
      {
        companyId,
        jobId: row!.id,
        userId: team.coordinatorId,
        role: 'coordinator' as const,
        responsible: true,
        position: 2,
      },
    ]);
    await tx.insert(jobOpenings).values(
      Array.from({ length: job.openings }, (_, position) => ({
        companyId,
        jobId: row!.id,
        position,
        openingId: `${job.requisitionId}-${position + 1}`,
        status: job.status === 'closed' ? ('closed' as const) : ('open' as const),
      })),
    );
  }
}
