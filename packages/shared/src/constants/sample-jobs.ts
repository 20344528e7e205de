import type { EmploymentType } from './employment.ts';

/** A starting point for a new job (/job-types, /create-job?sample_job=<id>): its info and kickoff. */
export interface SampleJob {
  id: string;
  jobType: JobTypeId;
  name: string;
  employmentType: EmploymentType;
  responsibilities: string;
  qualifications: string;
  sellingPoints: string;
  interviewNotes: string;
}

export const JOB_TYPES = [
  { id: 'engineering', name: 'Engineering', description: 'Software, data and infrastructure roles.' },
  { id: 'sales', name: 'Sales', description: 'Roles that win and grow customers.' },
  { id: 'customer-success', name: 'Customer success', description: 'Roles that keep customers successful.' },
  { id: 'people', name: 'People', description: 'Recruiting and people operations.' },
] as const;
export type JobTypeId = (typeof JOB_TYPES)[number]['id'];

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const SAMPLE_JOBS: readonly SampleJob[] = [
  {
    id: 'software-engineer',
    jobType: 'engineering',
    name: 'Software Engineer',
    employmentType: 'full_time',
    responsibilities: list(
      'Design, build and ship features end to end',
      'Review code and share what you know',
      'Keep what you build running well',
    ),
    qualifications: list(
      'Experience shipping software used by real people',
      'Comfort with a typed language and SQL',
      'Clear written communication',
    ),
    sellingPoints: list('Small teams that own whole products', 'Time set aside to learn every week'),
    interviewNotes: list(
      'Screen: motivation and experience',
      'Technical: a realistic pairing exercise',
      'Team: how they work with others',
    ),
  },
  {
    id: 'data-engineer',
    jobType: 'engineering',
    name: 'Data Engineer',
    employmentType: 'full_time',
    responsibilities: list(
      'Build and run reliable data pipelines',
      'Model data so analysts can trust it',
      'Watch cost and freshness',
    ),
    qualifications: list(
      'SQL and one general-purpose language',
      'Experience with batch or streaming pipelines',
    ),
    sellingPoints: list('Data that drives product decisions', 'A modern, well-kept stack'),
    interviewNotes: list('Screen: past pipelines they owned', 'Technical: model a messy dataset'),
  },
  {
    id: 'account-executive',
    jobType: 'sales',
    name: 'Account Executive',
    employmentType: 'full_time',
    responsibilities: list(
      'Run the sales cycle from first call to signature',
      'Forecast accurately',
      'Work with customer success on handover',
    ),
    qualifications: list('A record of meeting quota in B2B sales', 'Curiosity about customers’ problems'),
    sellingPoints: list('Uncapped commission', 'A product customers renew'),
    interviewNotes: list('Screen: track record', 'Role play: a discovery call'),
  },
  {
    id: 'customer-success-manager',
    jobType: 'customer-success',
    name: 'Customer Success Manager',
    employmentType: 'full_time',
    responsibilities: list(
      'Onboard new customers',
      'Run regular reviews with accounts',
      'Spot risks and opportunities early',
    ),
    qualifications: list('Experience managing a book of customers', 'Calm, clear communication'),
    sellingPoints: list('Customers who value the relationship', 'A voice in the product roadmap'),
    interviewNotes: list('Screen: how they handle a difficult customer', 'Case: plan a quarterly review'),
  },
  {
    id: 'recruiter',
    jobType: 'people',
    name: 'Recruiter',
    employmentType: 'full_time',
    responsibilities: list(
      'Run hiring processes with hiring managers',
      'Find and engage candidates',
      'Give every candidate a good experience',
    ),
    qualifications: list('Experience running full-cycle recruiting', 'Organised and data-minded'),
    sellingPoints: list('A seat at the table for every hire', 'Modern tools, including this one'),
    interviewNotes: list('Screen: their approach to sourcing', 'Case: plan a hiring process for a new role'),
  },
];

export const sampleJob = (id: string): SampleJob | undefined =>
  SAMPLE_JOBS.find((sample) => sample.id === id);

/**
 * The interviews between Application Review and Offer that a new job's plan starts with: Greenhouse's
 * default plan for a blank job, and one per job type for a sample job.
 */
export const DEFAULT_INTERVIEW_STAGES = [
  'Preliminary Phone Screen',
  'Phone Interview',
  'Face to Face',
  'Reference Check',
] as const;

export const INTERVIEW_STAGES_BY_JOB_TYPE: Record<JobTypeId, readonly string[]> = {
  engineering: ['Recruiter Screen', 'Technical Interview', 'Onsite Interviews', 'Reference Check'],
  sales: ['Recruiter Screen', 'Hiring Manager Interview', 'Sales Pitch Exercise', 'Reference Check'],
  'customer-success': [
    'Recruiter Screen',
    'Hiring Manager Interview',
    'Customer Scenario',
    'Reference Check',
  ],
  people: ['Recruiter Screen', 'Hiring Manager Interview', 'Panel Interview', 'Reference Check'],
};
