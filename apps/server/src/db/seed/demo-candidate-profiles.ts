import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FileStorage } from '../../modules/platform/files/storage.ts';
import { refreshResumeText } from '../../modules/recruiting/candidate-attachments/candidate-attachments.repository.ts';
import type { Db, Tx } from '../client.ts';
import {
  applications,
  candidateAttachments,
  candidateEducations,
  candidateEmployments,
  candidates,
  files,
} from '../schema/index.ts';
import { resumePdf, type ResumeContent } from './resume-pdf.ts';

// Demo résumés, education and employment: a handful of professions, each candidate given the one
// their title names, so the résumé search finds "Kubernetes" engineers and "Figma" designers.

interface Profession {
  matches: RegExp;
  summary: string;
  points: string[];
  skills: string[];
  previous: [title: string, company: string];
  school: [school: string, degree: string, discipline: string];
}

const PROFESSIONS: Profession[] = [
  {
    matches: /machine learning|data engineer|analytics/i,
    summary:
      'Builds data pipelines and models in Python, dbt and Spark; cares about tested, documented data.',
    points: [
      'Moved nightly batch jobs to streaming with Kafka',
      'Cut warehouse costs by a third on Snowflake',
    ],
    skills: ['Python', 'SQL', 'dbt', 'Apache Spark', 'Kafka', 'Snowflake', 'Airflow'],
    previous: ['Data Analyst', 'Sainsbury’s Tech'],
    school: ['University of Edinburgh', 'Master of Science (M.Sc.)', 'Data Science'],
  },
  {
    matches: /data analyst/i,
    summary: 'Turns questions into dashboards people use; Tableau, Looker and careful SQL.',
    points: ['Built the weekly trading dashboard in Looker', 'Ran A/B test analysis for checkout'],
    skills: ['SQL', 'Tableau', 'Looker', 'Excel', 'Statistics', 'Python'],
    previous: ['Junior Analyst', 'Boots'],
    school: ['University of Warwick', "Bachelor's Degree", 'Economics'],
  },
  {
    matches: /design/i,
    summary: 'Product designer who prototypes in Figma and tests with users every sprint.',
    points: ['Redesigned onboarding, lifting activation by 12%', 'Built the design system in Figma'],
    skills: ['Figma', 'User research', 'Prototyping', 'Design systems', 'Accessibility (WCAG)'],
    previous: ['UX Designer', 'BBC'],
    school: ['Central Saint Martins', "Bachelor's Degree", 'Graphic Design'],
  },
  {
    matches: /reliability|platform/i,
    summary: 'Runs production on Kubernetes and Terraform; on call, calm, and keen on good runbooks.',
    points: ['Migrated 40 services to Kubernetes', 'Introduced SLOs and error budgets'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'Go', 'Linux'],
    previous: ['Systems Administrator', 'Sky'],
    school: ['University of Manchester', "Bachelor's Degree", 'Computer Science'],
  },
  {
    matches: /engineer|developer/i,
    summary: 'Full-stack engineer: TypeScript, React and PostgreSQL, shipping small changes often.',
    points: ['Led the move from REST polling to WebSockets', 'Mentored two graduate engineers'],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'Docker'],
    previous: ['Graduate Software Engineer', 'Sage'],
    school: ['Imperial College London', 'Master of Engineering (M.Eng.)', 'Computing'],
  },
  {
    matches: /marketing/i,
    summary: 'Growth marketer running paid social, lifecycle email and SEO on HubSpot.',
    points: ['Grew organic sign-ups 40% in a year', 'Launched the referral programme'],
    skills: ['HubSpot', 'SEO', 'Google Ads', 'Copywriting', 'Lifecycle marketing'],
    previous: ['Marketing Executive', 'innocent drinks'],
    school: ['University of Leeds', "Bachelor's Degree", 'Marketing'],
  },
  {
    matches: /.*/,
    summary: 'Customer-facing lead who keeps accounts healthy with Salesforce and Zendesk.',
    points: ['Kept net revenue retention above 110%', 'Wrote the onboarding playbook'],
    skills: ['Salesforce', 'Zendesk', 'Account management', 'Onboarding', 'Negotiation'],
    previous: ['Account Executive', 'Xero'],
    school: ['University of Bristol', "Bachelor's Degree", 'Business Management'],
  },
];

const professionOf = (title: string) => PROFESSIONS.find((entry) => entry.matches.test(title))!;
const year = (index: number, base: number) => base - (index % 5);

/** Schools and employers for two in three demo candidates, from their title. */
export async function seedDemoCandidateHistory(tx: Tx, companyId: string): Promise<void> {
  const people = await tx
    .select({ id: candidates.id, title: candidates.title, company: candidates.company })
    .from(candidates)
    .where(eq(candidates.companyId, companyId))
    .orderBy(asc(candidates.createdAt), asc(candidates.id));
  const chosen = people.filter((_person, index) => index % 3 !== 2);
  if (chosen.length === 0) return;
  await tx.insert(candidateEducations).values(
    chosen.map((person, index) => {
      const [schoolName, degree, discipline] = professionOf(person.title).school;
      const graduated = year(index, 2019);
      return {
        companyId,
        candidateId: person.id,
        schoolName,
        degree,
        discipline,
        startDate: `${graduated - 3}-09-01`,
        endDate: `${graduated}-06-30`,
      };
    }),
  );
  await tx.insert(candidateEmployments).values(
    chosen.flatMap((person, index) => {
      const [previousTitle, previousCompany] = professionOf(person.title).previous;
      const joined = year(index, 2023);
      const current = person.company
        ? [
            {
              companyId,
              candidateId: person.id,
              companyName: person.company,
              title: person.title,
              startDate: `${joined}-03-01`,
            },
          ]
        : [];
      return [
        ...current,
        {
          companyId,
          candidateId: person.id,
          companyName: previousCompany,
          title: previousTitle,
          startDate: `${year(index, 2019)}-09-01`,
          endDate: `${joined}-02-28`,
        },
      ];
    }),
  );
}

function contentOf(
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    title: string;
    company: string;
  },
  index: number,
): ResumeContent {
  const profession = professionOf(person.title);
  const graduated = year(index, 2019);
  const joined = year(index, 2023);
  return {
    name: `${person.firstName} ${person.lastName}`,
    headline: person.title || profession.previous[0],
    email: person.email,
    phone: person.phone,
    summary: profession.summary,
    experience: [
      ...(person.company
        ? [
            {
              title: person.title,
              company: person.company,
              years: `${joined}-present`,
              points: profession.points,
            },
          ]
        : []),
      {
        title: profession.previous[0],
        company: profession.previous[1],
        years: `${graduated}-${joined}`,
        points: [],
      },
    ],
    education: [
      {
        school: profession.school[0],
        degree: `${profession.school[1]}, ${profession.school[2]}`,
        years: `${graduated - 3}-${graduated}`,
      },
    ],
    skills: profession.skills,
  };
}

/** The words of a generated résumé, as the search keeps them (no need to read back our own PDF). */
const textOf = (content: ResumeContent) =>
  [
    content.name,
    content.headline,
    content.email,
    content.phone,
    content.summary,
    ...content.experience.flatMap((job) => [job.title, job.company, job.years, ...job.points]),
    ...content.education.flatMap((school) => [school.degree, school.school, school.years]),
    content.skills.join(', '),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * A PDF résumé on every other demo application that has none: generated (a few ms each), stored,
 * and made the application's résumé, so it is an attachment (the trigger) and its text searched.
 */
export async function seedDemoResumes(db: Db, storage: FileStorage, companyId: string): Promise<number> {
  const rows = await db
    .select({
      applicationId: applications.id,
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
      title: candidates.title,
      company: candidates.company,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .where(and(eq(applications.companyId, companyId), isNull(applications.resumeFileId)))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  const chosen = rows.filter((_row, index) => index % 2 === 0);
  const made = await Promise.all(
    chosen.map(async (row, index) => {
      const content = contentOf(row, index);
      const bytes = await resumePdf(content);
      const storageKey = `${randomUUID()}.pdf`;
      await storage.put(storageKey, bytes, 'application/pdf');
      return { row, storageKey, size: bytes.length, text: textOf(content) };
    }),
  );
  await db.transaction(async (tx) => {
    for (const { row, storageKey, size, text } of made) {
      const [file] = await tx
        .insert(files)
        .values({
          companyId,
          storageKey,
          originalName: `${row.firstName}_${row.lastName}_Resume.pdf`.replace(/[^\w.-]+/g, '_'),
          mimeType: 'application/pdf',
          sizeBytes: size,
        })
        .returning({ id: files.id });
      await tx
        .update(applications)
        .set({ resumeFileId: file!.id })
        .where(and(eq(applications.companyId, companyId), eq(applications.id, row.applicationId)));
      await tx
        .update(candidateAttachments)
        .set({ text: text.replace(/\s+/g, ' ') })
        .where(and(eq(candidateAttachments.companyId, companyId), eq(candidateAttachments.fileId, file!.id)));
    }
    for (const candidateId of new Set(made.map(({ row }) => row.candidateId)))
      await refreshResumeText(tx, companyId, candidateId);
  });
  return made.length;
}
