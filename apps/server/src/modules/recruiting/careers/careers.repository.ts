import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  departments,
  jobBoardSlugs,
  jobBoards,
  jobPosts,
  jobs,
  locations,
} from '../../../db/schema/index.ts';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { SalaryPeriod } from '@atrium/shared/schemas/recruiting/jobs';
import type { PostQuestion, StandardFieldSettings } from '@atrium/shared/schemas/recruiting/job-posts';
import { sameCompany } from '../../../lib/same-company.ts';

/** A careers site: one external board (/job-boards) or all of a company's external boards (/careers). */
export interface CareersSite {
  kind: 'board' | 'company';
  /** The value of board-name or company-name. */
  key: string;
  companyId: string;
  companyName: string;
  companyDescription: string;
  companyCountry: string;
  logoUrl: string | null;
  /** Set for a board; a company page lists every external board's posts. */
  boardId: string | null;
  title: string;
  introHtml: string;
  closingHtml: string;
  confirmationHtml: string;
}

/** A public board by its name: whose it is comes from job_board_slugs, the board from that company's rows. */
export async function findBoardSite(db: DbOrTx, slug: string): Promise<CareersSite | null> {
  const [owner] = await db
    .select({ companyId: jobBoardSlugs.companyId, boardId: jobBoardSlugs.boardId })
    .from(jobBoardSlugs)
    .where(eq(jobBoardSlugs.slug, slug.toLowerCase()))
    .limit(1);
  if (!owner) return null;
  const [row] = await db
    .select({
      boardId: jobBoards.id,
      boardName: jobBoards.name,
      logoUrl: jobBoards.logoUrl,
      introHtml: jobBoards.introHtml,
      closingHtml: jobBoards.closingHtml,
      confirmationHtml: jobBoards.confirmationHtml,
      companyId: companies.id,
      companyName: companies.name,
      companyDescription: companies.description,
      companyCountry: companies.country,
      companyLogo: companies.logoUrl,
    })
    .from(jobBoards)
    .innerJoin(companies, eq(companies.id, jobBoards.companyId))
    // Internal boards are for employees, never public.
    .where(
      and(
        eq(jobBoards.companyId, owner.companyId),
        eq(jobBoards.id, owner.boardId),
        eq(jobBoards.kind, 'external'),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    kind: 'board',
    key: slug.toLowerCase(),
    companyId: row.companyId,
    companyName: row.companyName,
    companyDescription: row.companyDescription,
    companyCountry: row.companyCountry,
    logoUrl: row.logoUrl || row.companyLogo,
    boardId: row.boardId,
    title: row.boardName,
    introHtml: row.introHtml,
    closingHtml: row.closingHtml,
    confirmationHtml: row.confirmationHtml,
  };
}

export async function findCompanySite(db: DbOrTx, slug: string): Promise<CareersSite | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      country: companies.country,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .where(eq(companies.slug, slug.toLowerCase()))
    .limit(1);
  if (!row) return null;
  // The company page borrows the words of its first external board, if it has any.
  const [board] = await db
    .select({
      confirmationHtml: jobBoards.confirmationHtml,
      introHtml: jobBoards.introHtml,
      closingHtml: jobBoards.closingHtml,
    })
    .from(jobBoards)
    .where(and(eq(jobBoards.companyId, row.id), eq(jobBoards.kind, 'external')))
    .orderBy(asc(jobBoards.createdAt))
    .limit(1);
  return {
    kind: 'company',
    key: slug.toLowerCase(),
    companyId: row.id,
    companyName: row.name,
    companyDescription: row.description,
    companyCountry: row.country,
    logoUrl: row.logoUrl,
    boardId: null,
    title: `Careers at ${row.name}`,
    introHtml: board?.introHtml ?? '',
    closingHtml: board?.closingHtml ?? '',
    confirmationHtml: board?.confirmationHtml ?? '',
  };
}

export interface PublicPostSummary {
  id: string;
  title: string;
  location: string;
  remote: boolean;
  jobId: string;
  requisitionId: string | null;
  employmentType: EmploymentType | null;
  /** The integer ids the Job Board API answers (Greenhouse's ids are integers). */
  publicId: number;
  jobPublicId: number;
  department: {
    id: string;
    publicId: number;
    name: string;
    parentId: string | null;
    parentPublicId: number | null;
  } | null;
  offices: Array<{
    id: string;
    publicId: number;
    name: string;
    city: string;
    country: string;
    address: string;
    postalCode: string;
  }>;
  salary: { min: number | null; max: number | null; currency: string | null; period: SalaryPeriod | null };
  boardId: string;
  boardSlug: string;
  publishedAt: Date | null;
  updatedAt: Date;
  closesOn: string | null;
  gdprConsent: boolean;
}

export interface PublicPost extends PublicPostSummary {
  jobName: string;
  contentHtml: string;
  standardFields: StandardFieldSettings;
  questions: PostQuestion[];
  demographicQuestions: boolean;
  boardSource: string;
}

export interface PostFilters {
  search?: string;
  departmentId?: string;
  officeId?: string;
  employmentType?: string;
  remote?: boolean;
}

/** A post is public while it is live, its job is open and its closing day has not passed. */
const isPublic = sql`${jobPosts.live} and ${jobs.status} = 'open' and (${jobPosts.closesOn} is null or ${jobPosts.closesOn} >= current_date)`;

const summaryColumns = {
  id: jobPosts.id,
  publicId: jobPosts.publicId,
  jobPublicId: jobs.publicId,
  departmentPublicId: departments.publicId,
  departmentParentPublicId: sql<
    number | null
  >`(select p.public_id from ${departments} p where p.company_id = ${departments.companyId} and p.id = ${departments.parentId})`,
  title: jobPosts.title,
  location: jobPosts.location,
  remote: jobPosts.remote,
  jobId: jobs.id,
  requisitionId: jobs.requisitionId,
  employmentType: jobs.employmentType,
  departmentId: departments.id,
  departmentName: departments.name,
  departmentParentId: departments.parentId,
  offices: sql<PublicPostSummary['offices']>`coalesce((
    select json_agg(json_build_object('id', l.id, 'publicId', l.public_id, 'name', l.name, 'city', l.city, 'country', l.country,
      'address', l.address_line1, 'postalCode', l.postal_code) order by lower(l.name))
    from job_offices jo join ${locations} l on l.company_id = jo.company_id and l.id = jo.location_id
    where jo.company_id = ${jobs.companyId} and jo.job_id = ${jobs.id}), '[]'::json)`,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  boardId: jobBoards.id,
  boardSlug: jobBoards.slug,
  publishedAt: jobPosts.publishedAt,
  updatedAt: jobPosts.updatedAt,
  closesOn: jobPosts.closesOn,
  gdprConsent: jobPosts.gdprConsent,
};

interface SummaryRow {
  id: string;
  publicId: number;
  jobPublicId: number;
  departmentPublicId: number | null;
  departmentParentPublicId: number | null;
  title: string;
  location: string;
  remote: boolean;
  jobId: string;
  requisitionId: string | null;
  employmentType: EmploymentType | null;
  departmentId: string | null;
  departmentName: string | null;
  departmentParentId: string | null;
  offices: PublicPostSummary['offices'];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  boardId: string;
  boardSlug: string;
  publishedAt: Date | null;
  updatedAt: Date;
  closesOn: string | null;
  gdprConsent: boolean;
}

function toSummary(r: SummaryRow): PublicPostSummary {
  return {
    id: r.id,
    publicId: r.publicId,
    jobPublicId: r.jobPublicId,
    title: r.title,
    location: r.location,
    remote: r.remote,
    jobId: r.jobId,
    requisitionId: r.requisitionId,
    employmentType: r.employmentType,
    department: r.departmentId
      ? {
          id: r.departmentId,
          publicId: Number(r.departmentPublicId),
          name: r.departmentName ?? '',
          parentId: r.departmentParentId,
          parentPublicId: r.departmentParentPublicId === null ? null : Number(r.departmentParentPublicId),
        }
      : null,
    offices: r.offices,
    salary: { min: r.salaryMin, max: r.salaryMax, currency: r.salaryCurrency, period: r.salaryPeriod },
    boardId: r.boardId,
    boardSlug: r.boardSlug,
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
    closesOn: r.closesOn,
    gdprConsent: r.gdprConsent,
  };
}

function siteScope(site: Pick<CareersSite, 'companyId' | 'boardId'>): SQL {
  return site.boardId
    ? and(eq(jobPosts.boardId, site.boardId), eq(jobPosts.companyId, site.companyId))!
    : and(eq(jobPosts.companyId, site.companyId), eq(jobBoards.kind, 'external'))!;
}

export async function listPublicPosts(
  db: DbOrTx,
  site: Pick<CareersSite, 'companyId' | 'boardId'>,
  filters: PostFilters = {},
  options: { withContent?: boolean } = {},
): Promise<Array<PublicPostSummary & { contentHtml?: string }>> {
  const conditions: SQL[] = [siteScope(site), isPublic];
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(
        ilike(jobPosts.title, pattern),
        ilike(jobPosts.location, pattern),
        ilike(departments.name, pattern),
      )!,
    );
  }
  if (filters.departmentId) conditions.push(eq(jobs.departmentId, filters.departmentId));
  if (filters.officeId)
    conditions.push(
      sql`exists (select 1 from job_offices jo where jo.company_id = ${jobs.companyId} and jo.job_id = ${jobs.id} and jo.location_id = ${filters.officeId})`,
    );
  if (filters.employmentType)
    conditions.push(eq(jobs.employmentType, filters.employmentType as EmploymentType));
  if (filters.remote !== undefined) conditions.push(eq(jobPosts.remote, filters.remote));
  const rows = await db
    .select({ ...summaryColumns, ...(options.withContent ? { contentHtml: jobPosts.contentHtml } : {}) })
    .from(jobPosts)
    .innerJoin(jobs, sameCompany(jobs, jobPosts, eq(jobs.id, jobPosts.jobId)))
    .innerJoin(jobBoards, sameCompany(jobBoards, jobPosts, eq(jobBoards.id, jobPosts.boardId)))
    .leftJoin(departments, sameCompany(departments, jobs, eq(departments.id, jobs.departmentId)))
    .where(and(...conditions))
    .orderBy(desc(jobPosts.publishedAt), asc(jobPosts.id));
  return rows.map((row) => ({
    ...toSummary(row),
    ...(options.withContent ? { contentHtml: (row as { contentHtml?: string }).contentHtml ?? '' } : {}),
  }));
}

export async function findPublicPost(
  db: DbOrTx,
  site: Pick<CareersSite, 'companyId' | 'boardId'>,
  postId: string | number,
): Promise<PublicPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      jobName: jobs.name,
      contentHtml: jobPosts.contentHtml,
      standardFields: jobPosts.standardFields,
      questions: jobPosts.questions,
      demographicQuestions: jobPosts.demographicQuestions,
      boardSource: jobBoards.defaultSource,
      boardName: jobBoards.name,
    })
    .from(jobPosts)
    .innerJoin(jobs, sameCompany(jobs, jobPosts, eq(jobs.id, jobPosts.jobId)))
    .innerJoin(jobBoards, sameCompany(jobBoards, jobPosts, eq(jobBoards.id, jobPosts.boardId)))
    .leftJoin(departments, sameCompany(departments, jobs, eq(departments.id, jobs.departmentId)))
    .where(
      and(
        typeof postId === 'number' ? eq(jobPosts.publicId, postId) : eq(jobPosts.id, postId),
        siteScope(site),
        isPublic,
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    jobName: row.jobName,
    contentHtml: row.contentHtml,
    standardFields: row.standardFields,
    questions: row.questions,
    demographicQuestions: row.demographicQuestions,
    boardSource: row.boardSource || row.boardName,
  };
}

/** The filter choices a site offers: only departments, offices and types that have a live post. */
export function facetsOf(posts: PublicPostSummary[]) {
  const departmentsById = new Map<string, string>();
  const officesById = new Map<string, string>();
  const types = new Set<EmploymentType>();
  for (const post of posts) {
    if (post.department) departmentsById.set(post.department.id, post.department.name);
    for (const office of post.offices) officesById.set(office.id, office.name);
    if (post.employmentType) types.add(post.employmentType);
  }
  const sorted = (map: Map<string, string>) =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    departments: sorted(departmentsById),
    offices: sorted(officesById),
    employmentTypes: [...types].sort(),
  };
}

/** Every department of the company (Greenhouse lists empty ones too), with its parent. */
export async function companyDepartments(db: DbOrTx, companyId: string) {
  return db
    .select({
      id: departments.id,
      publicId: departments.publicId,
      name: departments.name,
      parentId: departments.parentId,
    })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.name));
}

export async function companyOffices(db: DbOrTx, companyId: string) {
  return db
    .select({
      id: locations.id,
      publicId: locations.publicId,
      name: locations.name,
      city: locations.city,
      country: locations.country,
    })
    .from(locations)
    .where(eq(locations.companyId, companyId))
    .orderBy(asc(locations.name));
}
