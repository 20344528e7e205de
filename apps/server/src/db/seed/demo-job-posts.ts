import { and, eq } from 'drizzle-orm';
import { DEFAULT_STANDARD_FIELDS, type PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import type { Tx } from '../client.ts';
import { jobBoards, jobPosts, jobs } from '../schema/index.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_LOCATIONS } from './demo-org.ts';

interface DemoPost {
  job: string;
  /** Anywhere in the offices' country; the location names the offices all the same. */
  remote?: boolean;
  about: string;
  duties: string[];
  needs: string[];
  questions?: PostQuestion[];
  demographics?: boolean;
}

const WORK_AUTH: PostQuestion = {
  id: 'work_auth',
  label: 'Are you authorised to work in the UK?',
  type: 'yes_no',
  required: true,
  options: [],
};
const NOTICE: PostQuestion = {
  id: 'notice',
  label: 'What is your notice period?',
  type: 'single_select',
  required: false,
  options: ['Available now', '2 weeks', '1 month', '3 months'],
};
const PORTFOLIO: PostQuestion = {
  id: 'portfolio',
  label: 'Portfolio or work sample',
  type: 'file',
  required: false,
  options: [],
};
const LINKEDIN: PostQuestion = {
  id: 'linkedin',
  label: 'LinkedIn profile',
  type: 'short_text',
  required: false,
  options: [],
};

/** The demo board's posts: every open demo job is advertised on atrium-demo (issue 5 asks for 8 or more). */
const DEMO_POSTS: DemoPost[] = [
  {
    job: 'Senior Backend Engineer',
    about:
      'You will design and run the services behind our analytics platform, used by 400 customers every day.',
    duties: [
      'Build APIs and data services in TypeScript and SQL',
      'Own services in production, on call one week in six',
      'Mentor engineers and review their designs',
    ],
    needs: [
      'Five or more years building backend systems',
      'Deep PostgreSQL knowledge',
      'Clear written communication',
    ],
    questions: [WORK_AUTH, NOTICE, LINKEDIN],
    demographics: true,
  },
  {
    job: 'Frontend Engineer',
    remote: true,
    about: 'You will build the dashboards our customers live in: fast, accessible and pleasant.',
    duties: [
      'Build React interfaces with our design system',
      'Make charts that tell the truth',
      'Care about accessibility and performance',
    ],
    needs: [
      'Three or more years with React and TypeScript',
      'An eye for detail',
      'Experience testing interfaces',
    ],
    questions: [WORK_AUTH, PORTFOLIO],
  },
  {
    job: 'Data Engineer',
    about: 'You will move billions of rows a day reliably from our customers into our warehouse.',
    duties: ['Build and monitor pipelines', 'Model data for analysts', 'Improve cost and latency'],
    needs: ['Experience with SQL warehouses and streaming', 'Python or TypeScript', 'A habit of measuring'],
    questions: [WORK_AUTH, NOTICE],
  },
  {
    job: 'Customer Success Manager',
    about: 'You will help our customers get value from Northwind, from onboarding to renewal.',
    duties: ['Own a portfolio of 30 accounts', 'Run business reviews', 'Bring customer insight to product'],
    needs: ['Two or more years in customer success', 'Comfort with data', 'Excellent communication'],
    questions: [WORK_AUTH],
    demographics: true,
  },
  {
    job: 'Account Executive',
    about: 'You will win new customers for Northwind across the UK and Ireland.',
    duties: ['Run the full sales cycle', 'Build a pipeline with marketing', 'Forecast accurately'],
    needs: ['Experience selling B2B software', 'A consultative approach', 'Resilience'],
    questions: [WORK_AUTH, NOTICE],
  },
  {
    job: 'People Partner',
    about: 'You will partner with our leaders to grow a team people love working in.',
    duties: ['Advise managers on people matters', 'Run performance and pay cycles', 'Improve our policies'],
    needs: ['Experience as an HR business partner', 'CIPD or equivalent', 'Sound judgement'],
  },
  {
    job: 'Site Reliability Engineer',
    remote: true,
    about: 'You will keep Northwind fast and available, and make on-call boring.',
    duties: ['Run our Kubernetes and PostgreSQL fleet', 'Automate toil away', 'Lead incident reviews'],
    needs: ['Experience running production systems', 'Infrastructure as code', 'Calm under pressure'],
    questions: [WORK_AUTH, LINKEDIN],
  },
  {
    job: 'Operations Analyst',
    about: 'You will find where our operations can work better, and prove it with data.',
    duties: ['Analyse operational data', 'Build reports for leadership', 'Run improvement projects'],
    needs: ['Strong spreadsheet and SQL skills', 'Structured thinking', 'Curiosity'],
  },
];

/** Where a post says the job is: its offices' cities, so the careers page and the job agree. */
const locationOf = (jobName: string): string => {
  const job = DEMO_JOBS.find((candidate) => candidate.name === jobName);
  const cities = (job?.offices ?? []).map((key) => DEMO_LOCATIONS.find((office) => office.key === key)!.city);
  return [...new Set(cities)].join(', ');
};

const content = (post: DemoPost) =>
  `<h2>About the role</h2><p>${post.about}</p>` +
  `<h2>What you will do</h2><ul>${post.duties.map((item) => `<li>${item}</li>`).join('')}</ul>` +
  `<h2>What you bring</h2><ul>${post.needs.map((item) => `<li>${item}</li>`).join('')}</ul>` +
  '<h2>Benefits</h2><ul><li>30 days of holiday</li><li>Private health cover</li><li>Flexible and hybrid working</li></ul>';

/** Live posts on atrium-demo for the open demo jobs, and two on the internal board. */
export async function seedDemoJobPosts(tx: Tx, companyId: string, createdById: string): Promise<void> {
  const boards = await tx.select().from(jobBoards).where(eq(jobBoards.companyId, companyId));
  const external = boards.find((board) => board.slug === 'atrium-demo')!;
  const internal = boards.find((board) => board.kind === 'internal');
  const openJobs = await tx
    .select({ id: jobs.id, name: jobs.name, openedAt: jobs.openedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')));
  const rows: Array<typeof jobPosts.$inferInsert> = [];
  for (const [index, post] of DEMO_POSTS.entries()) {
    const job = openJobs.find((item) => item.name === post.job);
    if (!job) continue;
    const base = {
      companyId,
      jobId: job.id,
      title: post.job,
      location: locationOf(post.job),
      remote: post.remote ?? false,
      contentHtml: content(post),
      standardFields: DEFAULT_STANDARD_FIELDS,
      questions: post.questions ?? [],
      demographicQuestions: post.demographics ?? false,
      gdprConsent: true,
      live: true,
      publishedAt: job.openedAt ?? new Date(),
      createdById,
    };
    rows.push({ ...base, boardId: external.id });
    if (internal && index < 2)
      rows.push({ ...base, boardId: internal.id, gdprConsent: false, demographicQuestions: false });
  }
  if (rows.length > 0) await tx.insert(jobPosts).values(rows);
}
