import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ResponseStatus } from '@atrium/shared/schemas/recruiting/interviews';
import type { Recommendation, ScorecardRating } from '@atrium/shared/schemas/recruiting/scorecards';
import {
  formatSpanInZone,
  nextBusinessDay,
  workingSpans,
  zonedToInstant,
  type Span,
} from '../../modules/recruiting/interviews/working-hours.ts';
import type { Tx } from '../client.ts';
import {
  applications,
  candidateActivities,
  candidates,
  interviewerTagLinks,
  interviewerTags,
  interviewInterviewers,
  jobInterviews,
  jobOffices,
  jobScorecards,
  jobStages,
  jobs,
  locations,
  scheduledInterviews,
  scorecards,
  users,
  type ScorecardCategory,
} from '../schema/index.ts';

// Issue 19's demo: each open job's scorecard and interview plan, interviewer tags, and interviews
// over the last two weeks and the next two (held and scored, a few still awaiting feedback, some
// upcoming, one cancelled), with their feed entries. London working hours, weekdays only.

export const DEMO_ZONE = 'Europe/London';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The moment a fraction of the way from one to the other. */
export const between = (from: Date | number, to: Date | number, fraction: number) => {
  const start = typeof from === 'number' ? from : from.getTime();
  const end = typeof to === 'number' ? to : to.getTime();
  return new Date(start + (end - start) * fraction);
};

/** A small seeded generator (mulberry32): the same demo every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** "2026-05-04": the calendar day in London at an instant. */
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEMO_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const londonDate = (instant: Date | number) => LONDON_DAY.format(new Date(instant));

/** The instant a London calendar day starts. */
export function londonMidnight(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return zonedToInstant(Date.UTC(year, month - 1, day), DEMO_ZONE);
}

/** Instants in London working hours: people schedule, score, approve and send at work. */
export class WorkingTime {
  private readonly spans: Span[];

  constructor(now: number) {
    this.spans = workingSpans(DEMO_ZONE, now - 150 * DAY_MS, now + 20 * DAY_MS);
  }

  /** A fraction of the working time from one instant to the other (plain time when there is none). */
  between(from: Date | number, to: Date | number, fraction: number): Date {
    const start = +from;
    const end = +to;
    const parts = this.spans
      .map((span) => ({ start: Math.max(span.start, start), end: Math.min(span.end, end) }))
      .filter((part) => part.end > part.start);
    let left = parts.reduce((sum, part) => sum + part.end - part.start, 0) * fraction;
    if (parts.length === 0) return between(start, end, fraction);
    for (const part of parts) {
      if (left <= part.end - part.start) return new Date(part.start + left);
      left -= part.end - part.start;
    }
    return new Date(parts.at(-1)!.end);
  }

  /** `minutes` of working time after an instant; halfway to `limit` when that comes first. */
  after(from: Date | number, minutes: number, limit: Date | number): Date {
    let left = minutes * MINUTE_MS;
    for (const span of this.spans) {
      const start = Math.max(span.start, +from);
      if (span.end <= start) continue;
      if (start >= +limit) break;
      if (left <= span.end - start)
        return start + left < +limit ? new Date(start + left) : this.between(from, limit, 0.5);
      left -= span.end - start;
    }
    return this.between(from, limit, 0.5);
  }
}

/** Feed entries as the app writes them, in time order. */
export async function insertFeed(tx: Tx, feed: Array<typeof candidateActivities.$inferInsert>) {
  const sorted = [...feed].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (let start = 0; start < sorted.length; start += 500)
    await tx.insert(candidateActivities).values(sorted.slice(start, start + 500));
}

/** A candidate's last activity is their feed's latest entry (after the seed added to it). */
export async function refreshLastActivity(tx: Tx, companyId: string) {
  await tx.execute(sql`
    update ${candidates} c set last_activity_at = latest.at
    from (select company_id, candidate_id, max(created_at) as at from ${candidateActivities}
          where company_id = ${companyId} group by company_id, candidate_id) latest
    where c.company_id = latest.company_id and c.id = latest.candidate_id
      and c.last_activity_at is distinct from latest.at`);
}

// The plan ---------------------------------------------------------------------------------------

type PlanKind = 'screen' | 'manager' | 'onsite' | 'culture' | 'reference';

interface Family {
  /** The scorecard: the role's skills, then personality traits and qualifications. */
  skills: { name: string; attributes: [string, string, string, string] };
  traits: [string, string, string, string];
  qualifications: [string, string, string];
  engineering: boolean;
  screenBy: string[];
  managerBy: string[];
  onsite: { name: string; by: string[]; questions: string[]; instructions: string };
  cultureBy: string[];
}

const ENGINEERING_TRAITS: Family['traits'] = ['Communication', 'Collaboration', 'Ownership', 'Curiosity'];

/** By requisition id; a job not named here gets the operations plan. */
const FAMILIES: Record<string, Family> = {
  'ENG-101': {
    engineering: true,
    skills: {
      name: 'Technical skills',
      attributes: ['System design', 'API and data modelling', 'Code quality', 'Testing and debugging'],
    },
    traits: ENGINEERING_TRAITS,
    qualifications: ['Relevant experience', 'Production experience at scale', 'Motivation for Northwind'],
    screenBy: ['admin'],
    managerBy: ['manager'],
    onsite: {
      name: 'Technical interview',
      by: ['lucas.moreau', 'ben.carter'],
      instructions:
        'Pair on the design in the shared whiteboard, then review the pull request together. Rate how they reason, not their syntax; leave ten minutes for their questions.',
      questions: [
        'Design a rate limiter for our public API. How does it behave when one node is lost?',
        'How would you model multi-tenant data in PostgreSQL, and what would you index?',
        'Review this pull request: what would you change before merging?',
        'Walk us through a production incident you debugged end to end.',
      ],
    },
    cultureBy: ['hr.admin', 'hannah.kowalski'],
  },
  'ENG-102': {
    engineering: true,
    skills: {
      name: 'Technical skills',
      attributes: ['React and TypeScript', 'Accessibility', 'CSS and layout', 'Testing and debugging'],
    },
    traits: ENGINEERING_TRAITS,
    qualifications: ['Relevant experience', 'Shipped product work', 'Motivation for Northwind'],
    screenBy: ['fiona.macleod'],
    managerBy: ['manager'],
    onsite: {
      name: 'Technical interview',
      by: ['hannah.kowalski', 'lucas.moreau'],
      instructions:
        'Build the filterable table in the sandbox together; they may look things up. Probe keyboard use and screen readers before styling.',
      questions: [
        'Build a filterable table component with keyboard support.',
        'How do you keep a large React app fast? What do you measure first?',
        'How would you make a drag-and-drop board accessible?',
        'What belongs in a unit test, and what in an end-to-end test?',
      ],
    },
    cultureBy: ['hr.admin', 'ben.carter'],
  },
  'ENG-103': {
    engineering: true,
    skills: {
      name: 'Technical skills',
      attributes: ['Kubernetes and cloud', 'Observability', 'Incident response', 'Automation and Terraform'],
    },
    traits: ENGINEERING_TRAITS,
    qualifications: ['Relevant experience', 'On-call experience', 'Motivation for Northwind'],
    screenBy: ['fiona.macleod'],
    managerBy: ['manager'],
    onsite: {
      name: 'Technical interview',
      by: ['lucas.moreau', 'ben.carter'],
      instructions:
        'Run the latency incident scenario from the kit, revealing the dashboards one at a time. Note how they form and test hypotheses.',
      questions: [
        'Our p99 latency doubled after a deploy: how do you find out why?',
        'Design alerting for a service with a 99.9% availability objective.',
        'How would you upgrade PostgreSQL a major version with no downtime?',
        'Tell us about a post-mortem you wrote. What changed afterwards?',
      ],
    },
    cultureBy: ['hr.admin', 'hannah.kowalski'],
  },
  'DAT-201': {
    engineering: true,
    skills: {
      name: 'Technical skills',
      attributes: ['SQL and data modelling', 'Pipelines (Spark, Airflow)', 'Data quality', 'Python'],
    },
    traits: ENGINEERING_TRAITS,
    qualifications: ['Relevant experience', 'Warehouse experience', 'Motivation for Northwind'],
    screenBy: ['admin'],
    managerBy: ['manager'],
    onsite: {
      name: 'Technical interview',
      by: ['priya.sharma', 'james.oconnor'],
      instructions:
        'Use the billing data set from the kit. Start with the modelling question; move to the broken DAG only if there is time.',
      questions: [
        'Model a slowly changing customer dimension for our billing data.',
        'A nightly Airflow DAG silently produced half the usual rows: how would you have caught it?',
        'When would you choose streaming over batch?',
        'Walk us through a piece of Python you are proud of.',
      ],
    },
    cultureBy: ['hr.admin', 'chloe.davies'],
  },
  'CS-301': {
    engineering: false,
    skills: {
      name: 'Skills',
      attributes: [
        'Customer empathy',
        'Renewals and expansion',
        'Onboarding customers',
        'Handling escalations',
      ],
    },
    traits: ['Communication', 'Resilience', 'Ownership', 'Collaboration'],
    qualifications: ['Relevant experience', 'B2B SaaS knowledge', 'Motivation for Northwind'],
    screenBy: ['admin'],
    managerBy: ['grace.mensah'],
    onsite: {
      name: 'Customer scenario',
      by: ['tom.hughes', 'grace.mensah'],
      instructions:
        'Tom plays the customer from the brief in the kit; Grace observes. Send the brief 30 minutes before, not earlier.',
      questions: [
        'Role play: a customer threatens not to renew after a data outage. Run the call.',
        'How do you build a success plan for a new enterprise account?',
        'Which signals tell you an account is at risk?',
        'Tell us about an expansion you led from first conversation to signature.',
      ],
    },
    cultureBy: ['hr.admin', 'support'],
  },
  'SAL-401': {
    engineering: false,
    skills: { name: 'Skills', attributes: ['Discovery', 'Pipeline management', 'Negotiation', 'Closing'] },
    traits: ['Communication', 'Resilience', 'Ownership', 'Coachability'],
    qualifications: ['Relevant experience', 'Track record against quota', 'Motivation for Northwind'],
    screenBy: ['admin'],
    managerBy: ['rebecca.ashworth'],
    onsite: {
      name: 'Sales pitch',
      by: ['oliver.bennett', 'rebecca.ashworth'],
      instructions:
        'Ten-minute pitch to Oliver playing a retail CFO, then objections. Score discovery on the questions they ask before pitching.',
      questions: [
        'Pitch Northwind to a retail CFO in ten minutes, then handle their objections.',
        'Walk us through your pipeline today: what will close this quarter, and why?',
        'How do you find the economic buyer in a new account?',
        'Tell us about a deal you lost and what you learned.',
      ],
    },
    cultureBy: ['hr.admin', 'sophie.turner'],
  },
  'PPL-501': {
    engineering: false,
    skills: {
      name: 'Skills',
      attributes: ['Employee relations', 'UK employment law', 'Coaching managers', 'Using people data'],
    },
    traits: ['Communication', 'Discretion', 'Ownership', 'Collaboration'],
    qualifications: ['Relevant experience', 'CIPD qualification', 'Motivation for Northwind'],
    screenBy: ['fiona.macleod'],
    managerBy: ['admin'],
    onsite: {
      name: 'Case study',
      by: ['marcus.green', 'fiona.macleod'],
      instructions:
        'Share the engagement survey case at the start; give them 15 minutes to read, then discuss. No prior preparation expected.',
      questions: [
        "A team's engagement score fell 20 points in a quarter. What do you do first?",
        'A manager wants to dismiss someone in their probation period: talk us through your advice.',
        'How would you roll out a new performance review cycle?',
        'Tell us about a difficult conversation you handled well.',
      ],
    },
    cultureBy: ['hr.admin', 'tom.hughes'],
  },
  'OPS-601': {
    engineering: false,
    skills: {
      name: 'Skills',
      attributes: ['Excel and SQL', 'Process mapping', 'Reporting', 'Attention to detail'],
    },
    traits: ['Communication', 'Collaboration', 'Ownership', 'Curiosity'],
    qualifications: ['Relevant experience', 'Finance operations knowledge', 'Motivation for Northwind'],
    screenBy: ['admin'],
    managerBy: ['operations'],
    onsite: {
      name: 'Excel case study',
      by: ['eleanor.price', 'niamh.byrne'],
      instructions:
        'Send the two supplier exports at the start. Watch how they check their own work; the mismatch on row 212 is deliberate.',
      questions: [
        'Reconcile the two supplier exports: what do you find?',
        'How would you automate our month-end reporting pack?',
        'Map purchase-to-pay from this description and point out the risks.',
        'Tell us about a number you got wrong and how you found out.',
      ],
    },
    cultureBy: ['hr.admin', 'raj.kapoor'],
  },
};
const familyOf = (requisitionId: string | null) => FAMILIES[requisitionId ?? ''] ?? FAMILIES['OPS-601']!;

const SCREEN_QUESTIONS = [
  'What drew you to Northwind, and to this role?',
  'Talk me through your current role and team.',
  'What are your salary expectations and notice period?',
  'Do you have the right to work in the UK, and are two office days a week all right?',
];
const MANAGER_QUESTIONS = [
  'What would you want to own in your first six months?',
  'Tell me about a decision you later reversed. What changed your mind?',
  'How do you balance delivery with paying down debt?',
  'What kind of manager brings out your best work?',
];
const CULTURE_QUESTIONS = [
  'Tell us about a time you disagreed with a teammate. How was it resolved?',
  'When did you last change your mind because of feedback?',
  'What would your last team say you brought to it?',
  'What does a good week at work look like for you?',
];
const REFERENCE_QUESTIONS = [
  'In what capacity did you work with the candidate, and for how long?',
  'What were their greatest strengths?',
  'Where did they need support?',
  'Would you hire them again?',
];

interface PlanSeed {
  kind: PlanKind;
  name: string;
  minutes: number;
  by: string[];
  instructions: string;
  questions: string[];
  focus: string[];
}

const attributeId = (requisitionId: string, category: string, n: number) =>
  `a_${requisitionId.toLowerCase().replace(/[^a-z0-9]/g, '')}_${category}${n}`;

function scorecardOf(requisitionId: string, family: Family): ScorecardCategory[] {
  const prefix = requisitionId.toLowerCase().replace(/[^a-z0-9]/g, '');
  const category = (key: string, name: string, attributes: readonly string[]) => ({
    id: `c_${prefix}_${key}`,
    name,
    attributes: attributes.map((attribute, index) => ({
      id: attributeId(requisitionId, key, index + 1),
      name: attribute,
    })),
  });
  return [
    category('s', family.skills.name, family.skills.attributes),
    category('p', 'Personality Traits', family.traits),
    category('q', 'Qualifications', family.qualifications),
  ];
}

/** The interviews of the nth interview stage (1: screen, 2: manager, 3: onsite, 4: references). */
function plansOfStage(requisitionId: string, family: Family, nth: number): PlanSeed[] {
  const a = (key: string, n: number) => attributeId(requisitionId, key, n);
  const screen: PlanSeed = {
    kind: 'screen',
    name: 'Phone screen',
    minutes: 30,
    by: family.screenBy,
    instructions:
      'A first conversation: motivation, experience, salary expectations, notice period and right to work. Keep it friendly and non-technical.',
    questions: SCREEN_QUESTIONS,
    focus: [a('q', 1), a('q', 3), a('p', 1)],
  };
  const manager: PlanSeed = {
    kind: 'manager',
    name: 'Hiring manager chat',
    minutes: 45,
    by: family.managerBy,
    instructions:
      "Go deeper on their experience against the role's first six months, and sell the team: what we build and why it matters.",
    questions: MANAGER_QUESTIONS.slice(0, family.engineering ? 4 : 3),
    focus: [a('s', 1), a('p', 3), a('q', 2)],
  };
  const onsite: PlanSeed = {
    kind: 'onsite',
    name: family.onsite.name,
    minutes: 60,
    by: family.onsite.by,
    instructions: family.onsite.instructions,
    questions: family.onsite.questions,
    focus: [a('s', 1), a('s', 2), a('s', 3), a('s', 4)],
  };
  const culture: PlanSeed = {
    kind: 'culture',
    name: 'Culture add',
    minutes: 45,
    by: family.cultureBy,
    instructions:
      'Culture add, not culture fit: look for what they would bring that the team lacks. Share how we work and leave time for their questions.',
    questions: CULTURE_QUESTIONS,
    focus: [a('p', 1), a('p', 2), a('p', 3), a('p', 4)],
  };
  const reference: PlanSeed = {
    kind: 'reference',
    name: 'Reference call',
    minutes: 30,
    by: ['hr.admin'],
    instructions:
      'Call the two referees the candidate named. Confirm dates and role first, then the questions below; write what each said in the take-aways.',
    questions: REFERENCE_QUESTIONS.slice(0, 3 + (nth % 2)),
    focus: [a('p', 2), a('q', 1)],
  };
  return [[screen], [manager], [onsite, culture], [reference]][(nth - 1) % 4]!;
}

export const DEMO_INTERVIEWER_TAGS: Record<string, string[]> = {
  Technical: ['manager', 'lucas.moreau', 'hannah.kowalski', 'priya.sharma', 'ben.carter', 'james.oconnor'],
  Culture: ['hr.admin', 'marcus.green', 'fiona.macleod', 'tom.hughes', 'chloe.davies'],
  'Bar raiser': ['daniel.whitaker', 'admin', 'grace.mensah'],
  'Hiring manager': ['manager', 'grace.mensah', 'rebecca.ashworth', 'admin', 'operations'],
};

/**
 * Each open job's scorecard (three categories of three or four attributes) and, for each interview
 * stage, its interviews with default interviewers, instructions, questions and focus attributes;
 * then the interviewer tags.
 */
export async function seedDemoInterviewPlans(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
): Promise<void> {
  const openJobs = await tx
    .select({ id: jobs.id, requisitionId: jobs.requisitionId, openedAt: jobs.openedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')));
  if (openJobs.length > 0) {
    const stages = await tx
      .select({ id: jobStages.id, jobId: jobStages.jobId, kind: jobStages.kind })
      .from(jobStages)
      .where(
        and(
          eq(jobStages.companyId, companyId),
          inArray(
            jobStages.jobId,
            openJobs.map((job) => job.id),
          ),
        ),
      )
      .orderBy(asc(jobStages.position));
    const cards: Array<typeof jobScorecards.$inferInsert> = [];
    const plans: Array<typeof jobInterviews.$inferInsert> = [];
    for (const job of openJobs) {
      const requisitionId = job.requisitionId ?? job.id.slice(0, 8);
      const family = familyOf(job.requisitionId);
      cards.push({
        companyId,
        jobId: job.id,
        categories: scorecardOf(requisitionId, family),
        updatedAt: job.openedAt ?? undefined,
      });
      const interviewStages = stages.filter((stage) => stage.jobId === job.id && stage.kind === 'interview');
      interviewStages.forEach((stage, index) => {
        plansOfStage(requisitionId, family, index + 1).forEach((plan, position) =>
          plans.push({
            companyId,
            jobId: job.id,
            stageId: stage.id,
            name: plan.name,
            durationMinutes: plan.minutes,
            interviewerIds: plan.by.map(idOf),
            instructions: plan.instructions,
            questions: plan.questions,
            focusAttributeIds: plan.focus,
            position,
          }),
        );
      });
    }
    await tx.insert(jobScorecards).values(cards);
    await tx.insert(jobInterviews).values(plans);
  }
  const tags = await tx
    .insert(interviewerTags)
    .values(Object.keys(DEMO_INTERVIEWER_TAGS).map((name) => ({ companyId, name })))
    .returning({ id: interviewerTags.id, name: interviewerTags.name });
  await tx
    .insert(interviewerTagLinks)
    .values(
      tags.flatMap((tag) =>
        DEMO_INTERVIEWER_TAGS[tag.name]!.map((short) => ({ companyId, tagId: tag.id, userId: idOf(short) })),
      ),
    );
}

// What interviewers wrote ----------------------------------------------------------------------

type Tone = 'positive' | 'mixed' | 'negative';

const TAKEAWAYS: Record<PlanKind | 'business', Record<Tone, string[]>> = {
  screen: {
    positive: [
      '{first} was clear and warm on the call. Left their last team in good shape and is moving for the product, not the title. Expectations sit inside the band; one month notice. Move on to the hiring manager.',
      'Crisp summary of their current role and good questions about how the team works. {first} is happy with two office days and can start within a month.',
    ],
    mixed: [
      'Solid background, but {first} was vague on why they want to move now. Expectations at the very top of the band. Worth a hiring manager chat to test motivation.',
    ],
    negative: [
      '{first} is really after a fully remote role and was lukewarm about office days. Experience is lighter than the CV suggests. I would not progress.',
    ],
  },
  manager: {
    positive: [
      '{first} has done most of what this role needs in its first six months and talked about trade-offs, not just outcomes. Owned a messy migration at their last company and described it honestly, mistakes included.',
      'Good depth. {first} asked sharp questions about the roadmap and how decisions get made here. I can see them owning an area within a quarter.',
    ],
    mixed: [
      '{first} is capable but has mostly worked in large teams with plenty of support. Not sure how they would cope with our level of ambiguity; the onsite should test this.',
    ],
    negative: [
      'The examples {first} gave were mostly the team’s work; when I asked what they did personally, the answers got thin. Not the level we need.',
    ],
  },
  onsite: {
    positive: [
      '{first} drove the design: started from requirements, sketched the simple version first, then reasoned about failure modes without prompting. Wrote tests before being asked. Best technical round I have run this quarter.',
      'Clean, well-structured work and calm under follow-up questions. {first} found the bug in the pull request within minutes and explained the fix clearly.',
    ],
    mixed: [
      '{first} reached a working answer but needed hints on failure modes. Code quality fine; testing was an afterthought. Borderline at this level.',
    ],
    negative: [
      '{first} struggled to structure the problem and never got past a single-node design. Asked no clarifying questions. Not ready for this level.',
    ],
  },
  business: {
    positive: [
      '{first} ran the exercise calmly: listened first, named the real problem, then proposed a concrete plan with owners and dates. Handled the curveball well. Has clearly done this for real.',
      'Structured, numerate and persuasive. {first} tied every point back to the other side’s goals and checked understanding before moving on.',
    ],
    mixed: [
      '{first} was good on rapport but light on structure; the plan at the end lacked owners and dates. Coachable: improved noticeably after feedback halfway through.',
    ],
    negative: [
      '{first} talked more than they listened and never uncovered the real objection. Not at the level the role needs.',
    ],
  },
  culture: {
    positive: [
      '{first} gave specific examples of disagreeing well and of changing their mind. Would bring a habit of writing decisions down that the team lacks. Kind about past colleagues.',
      'Thoughtful answers. {first} values feedback and gave an honest example of getting something wrong. Would add a lot to how the team runs retros.',
    ],
    mixed: [
      'Pleasant conversation, but {first} stayed general and concrete examples were hard to get. No red flags.',
    ],
    negative: [
      '{first} was dismissive about a previous team and blamed others for two failed projects. Concerned about collaboration.',
    ],
  },
  reference: {
    positive: [
      'Both referees confirmed dates and role. Former manager: "one of the most dependable people I have managed; I would hire them again tomorrow." A peer praised how {first} mentored juniors.',
    ],
    mixed: [
      'Referees positive on delivery; one said {first} can take on too much and needs help prioritising. Dates confirmed.',
    ],
    negative: [
      'One referee would not confirm the dates on the CV. Needs a conversation before we go further.',
    ],
  },
};

const PRIVATE_NOTES = [
  'Current salary a little under our midpoint; expects a step up. Notice period one month.',
  'Has another offer expected next week: keep the process moving.',
  '',
  'Mentioned a planned three-week trip in August.',
  '',
];

/** Ratings of the focus attributes that agree with the recommendation. */
const RATINGS: Record<Recommendation, ScorecardRating[]> = {
  strong_yes: ['strong_yes', 'yes', 'strong_yes', 'yes'],
  yes: ['yes', 'mixed', 'strong_yes', 'yes'],
  no_decision: ['mixed', 'no_decision', 'yes', 'mixed'],
  no: ['no', 'mixed', 'no', 'mixed'],
  definitely_not: ['definitely_not', 'no', 'no', 'mixed'],
};
/** A spread across interviews of the current stage; those who moved on were recommended. */
const CURRENT_RECOMMENDATIONS: Recommendation[] = [
  'yes',
  'strong_yes',
  'yes',
  'no',
  'strong_yes',
  'no_decision',
  'yes',
  'definitely_not',
  'yes',
  'strong_yes',
  'no',
];
const ADVANCED_RECOMMENDATIONS: Recommendation[] = ['strong_yes', 'yes', 'yes', 'strong_yes', 'yes'];

const toneOf = (recommendation: Recommendation, n: number): Tone =>
  recommendation === 'strong_yes'
    ? 'positive'
    : recommendation === 'yes'
      ? n % 3 === 2
        ? 'mixed'
        : 'positive'
      : recommendation === 'no_decision'
        ? 'mixed'
        : recommendation === 'no'
          ? n % 2
            ? 'negative'
            : 'mixed'
          : 'negative';

// Times ------------------------------------------------------------------------------------------

const SLOT_MS = 30 * MINUTE_MS;

/** Who is busy when, so no one (interviewer or candidate) has two interviews at once. */
class DemoCalendar {
  private busy = new Map<string, Span[]>();
  /** London working hours of the whole period, worked out once. */
  private readonly working: Span[];

  constructor(from: number, to: number) {
    this.working = workingSpans(DEMO_ZONE, from, to);
  }

  private free(keys: readonly string[], slot: Span) {
    return keys.every(
      (key) => !(this.busy.get(key) ?? []).some((span) => span.start < slot.end && slot.start < span.end),
    );
  }

  /**
   * A free block of `minutes` in London working hours inside [from, to] on the half hour, starting
   * the search at a fraction of the candidates (or from the latest), and booked for everyone.
   */
  book(keys: readonly string[], from: number, to: number, minutes: number, pick: number | 'latest') {
    const starts: number[] = [];
    for (const span of this.working) {
      const last = Math.min(span.end, to) - minutes * MINUTE_MS;
      for (
        let start = Math.ceil(Math.max(span.start, from) / SLOT_MS) * SLOT_MS;
        start <= last;
        start += SLOT_MS
      )
        starts.push(start);
    }
    if (starts.length === 0) return null;
    const order =
      pick === 'latest'
        ? starts.map((_, index) => starts[starts.length - 1 - index]!)
        : starts.map((_, index) => starts[(Math.floor(pick * starts.length) + index) % starts.length]!);
    for (const start of order) {
      const slot = { start, end: start + minutes * MINUTE_MS };
      if (!this.free(keys, slot)) continue;
      for (const key of keys) this.busy.set(key, [...(this.busy.get(key) ?? []), slot]);
      return slot;
    }
    return null;
  }
}

/** Scorecard reminders the app would have sent between the end and `until`: an hour after, then each business day. */
function remindersUntil(endsAt: number, until: number) {
  let count = 0;
  let last: number | null = null;
  for (let at = endsAt + HOUR_MS; at < until && count < 10; at = nextBusinessDay(at)) {
    count += 1;
    last = at;
  }
  return { remindersSent: count, lastRemindedAt: last === null ? null : new Date(last) };
}

const meetLink = (n: number) => {
  const code = ((n * 2_654_435_761) >>> 0).toString(36).padStart(7, 'x');
  return `https://meet.example.com/nwa-${code.slice(0, 3)}-${code.slice(3, 7)}`;
};

const NOTES = [
  '',
  'The candidate asked for step-free access; Ada room on the ground floor is booked.',
  '',
  'Please share the exercise brief in the first five minutes.',
  '',
  'Candidate is interviewing elsewhere; let the coordinator know the same day how it went.',
];

// Interviews -------------------------------------------------------------------------------------

interface Plan {
  id: string;
  jobId: string;
  stageId: string;
  name: string;
  durationMinutes: number;
  interviewerIds: string[];
  questions: string[];
  focusAttributeIds: string[];
  position: number;
}

type Outcome = Recommendation | 'missing' | 'draft';

/**
 * Interviews of the demo applications: those in an interview stage had theirs held in the last
 * fortnight (scored, or a few still awaiting feedback, admin@'s and manager@'s among them), have
 * them coming this week and next, or still wait to be scheduled; those who moved on (or reached the
 * offer) had their earlier stages' interviews held and scored. Runs after the offers, so an
 * application moved to the offer stage keeps its history.
 */
export async function seedDemoInterviews(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
): Promise<void> {
  const now = Date.now();
  const random = seededRandom(19);
  const admin = idOf('admin');
  const manager = idOf('manager');
  const coordinator = idOf('hr.admin');

  const openJobs = await tx
    .select({ id: jobs.id, name: jobs.name, requisitionId: jobs.requisitionId, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.createdAt), asc(jobs.name));
  if (openJobs.length === 0) return;
  const jobIds = openJobs.map((job) => job.id);
  const stages = await tx
    .select({
      id: jobStages.id,
      jobId: jobStages.jobId,
      name: jobStages.name,
      kind: jobStages.kind,
      position: jobStages.position,
    })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), inArray(jobStages.jobId, jobIds)))
    .orderBy(asc(jobStages.position));
  const plans: Plan[] = await tx
    .select({
      id: jobInterviews.id,
      jobId: jobInterviews.jobId,
      stageId: jobInterviews.stageId,
      name: jobInterviews.name,
      durationMinutes: jobInterviews.durationMinutes,
      interviewerIds: jobInterviews.interviewerIds,
      questions: jobInterviews.questions,
      focusAttributeIds: jobInterviews.focusAttributeIds,
      position: jobInterviews.position,
    })
    .from(jobInterviews)
    .where(eq(jobInterviews.companyId, companyId))
    .orderBy(asc(jobInterviews.position));
  const offices = await tx
    .select({
      jobId: jobOffices.jobId,
      name: locations.name,
      line: locations.addressLine1,
      city: locations.city,
      postalCode: locations.postalCode,
    })
    .from(jobOffices)
    .innerJoin(
      locations,
      and(eq(locations.companyId, jobOffices.companyId), eq(locations.id, jobOffices.locationId)),
    )
    .where(eq(jobOffices.companyId, companyId));
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.companyId, companyId));
  const nameOf = new Map(people.map((person) => [person.id, `${person.firstName} ${person.lastName}`]));
  const apps = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      stageId: applications.stageId,
      status: applications.status,
      appliedAt: applications.appliedAt,
      stageEnteredAt: applications.stageEnteredAt,
      firstName: candidates.firstName,
      email: candidates.email,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.jobId, jobIds),
        inArray(applications.status, ['active', 'hired']),
      ),
    );
  type App = (typeof apps)[number];

  const jobOf = new Map(openJobs.map((job) => [job.id, job]));
  const stagesOf = (jobId: string) => stages.filter((stage) => stage.jobId === jobId);
  const plansOf = (stageId: string) => plans.filter((plan) => plan.stageId === stageId);
  const kindOf = (plan: Plan, requisitionId: string | null): PlanKind | 'business' => {
    if (plan.name === 'Phone screen') return 'screen';
    if (plan.name === 'Hiring manager chat') return 'manager';
    if (plan.name === 'Culture add') return 'culture';
    if (plan.name === 'Reference call') return 'reference';
    return familyOf(requisitionId).engineering ? 'onsite' : 'business';
  };
  /** When the application entered each stage: the feed's moves are spread the same way. */
  const enteredAt = (app: App, index: number) => {
    const reached = stagesOf(app.jobId).findIndex((stage) => stage.id === app.stageId);
    return index >= reached
      ? app.stageEnteredAt
      : between(app.appliedAt, app.stageEnteredAt, index / reached);
  };

  const calendar = new DemoCalendar(now - 15 * DAY_MS, now + 15 * DAY_MS);
  const work = new WorkingTime(now);
  const interviewRows: Array<typeof scheduledInterviews.$inferInsert> = [];
  const interviewerRows: Array<typeof interviewInterviewers.$inferInsert> = [];
  const scorecardRows: Array<typeof scorecards.$inferInsert> = [];
  const feed: Array<typeof candidateActivities.$inferInsert> = [];
  let counter = 0;

  /** One stage's interviews as a block (the onsite's two back to back), or null when none fits. */
  function bookStage(app: App, stagePlans: Plan[], from: number, to: number, pick: number | 'latest') {
    const gap = 15;
    const minutes =
      stagePlans.reduce((sum, plan) => sum + plan.durationMinutes, 0) + gap * (stagePlans.length - 1);
    const keys = [app.candidateId, ...new Set(stagePlans.flatMap((plan) => plan.interviewerIds))];
    const block = calendar.book(keys, from, to, minutes, pick);
    if (!block) return null;
    let start = block.start;
    return stagePlans.map((plan) => {
      const slot = { start, end: start + plan.durationMinutes * MINUTE_MS };
      start = slot.end + gap * MINUTE_MS;
      return slot;
    });
  }

  function addInterview(
    app: App,
    plan: Plan,
    slot: Span,
    options: {
      createdAt: Date;
      outcomes?: Outcome[];
      /** Scorecards are in before this (the next stage's start, or now). */
      submitBy?: number;
      upcoming?: {
        candidate: ResponseStatus;
        interviewers: ResponseStatus[];
        rescheduledAt?: Date;
        cancelledAt?: Date;
      };
    },
  ) {
    counter += 1;
    const n = counter;
    const job = jobOf.get(app.jobId)!;
    const stage = stages.find((item) => item.id === plan.stageId)!;
    const office = offices.find((item) => item.jobId === app.jobId);
    const inPerson = stage.name === 'Face to Face' && office;
    const id = randomUUID();
    const startsAt = new Date(slot.start);
    const endsAt = new Date(slot.end);
    const { upcoming } = options;
    const updatedAt = upcoming?.cancelledAt ?? upcoming?.rescheduledAt ?? options.createdAt;
    const dayBefore = slot.start - DAY_MS;
    const organizerId = n % 3 === 0 ? admin : coordinator;
    interviewRows.push({
      id,
      companyId,
      applicationId: app.id,
      stageId: plan.stageId,
      jobInterviewId: plan.id,
      title: plan.name,
      startsAt,
      endsAt,
      location: inPerson
        ? `${office.name}, ${office.line}, ${office.city} ${office.postalCode}`
        : plan.name === 'Phone screen' || plan.name === 'Reference call'
          ? 'Phone call: the interviewer rings the candidate'
          : '',
      videoUrl: inPerson || plan.name === 'Phone screen' || plan.name === 'Reference call' ? '' : meetLink(n),
      notes: NOTES[n % NOTES.length]!,
      status: upcoming?.cancelledAt ? 'cancelled' : 'scheduled',
      sequence: upcoming?.rescheduledAt || upcoming?.cancelledAt ? 1 : 0,
      organizerId,
      candidateResponse: upcoming?.candidate ?? 'accepted',
      // The day-before reminder went when the invitation was out a day ahead.
      candidateRemindedAt:
        dayBefore <= now && updatedAt.getTime() <= dayBefore && !upcoming?.cancelledAt
          ? new Date(dayBefore)
          : null,
      cancelledAt: upcoming?.cancelledAt ?? null,
      createdAt: options.createdAt,
      updatedAt,
    });
    const base = { companyId, candidateId: app.candidateId, applicationId: app.id };
    const firstSpan = upcoming?.rescheduledAt
      ? formatSpanInZone(
          new Date(nextBusinessDay(slot.start)),
          new Date(nextBusinessDay(slot.end)),
          DEMO_ZONE,
        )
      : formatSpanInZone(startsAt, endsAt, DEMO_ZONE);
    feed.push({
      ...base,
      kind: 'interview',
      summary: `Interview scheduled: ${plan.name}, ${firstSpan}`,
      actorId: organizerId,
      createdAt: options.createdAt,
    });
    const answer = upcoming?.candidate ?? 'accepted';
    if (answer !== 'needs_action')
      feed.push({
        ...base,
        kind: 'interview',
        summary: `The candidate ${answer === 'tentative' ? 'tentatively accepted' : answer} the interview: ${plan.name}`,
        createdAt: work.between(options.createdAt, Math.min(slot.start, now), 0.2),
      });
    if (upcoming?.rescheduledAt)
      feed.push({
        ...base,
        kind: 'interview',
        summary: `Interview rescheduled: ${plan.name}, ${formatSpanInZone(startsAt, endsAt, DEMO_ZONE)}`,
        actorId: organizerId,
        createdAt: upcoming.rescheduledAt,
      });
    if (upcoming?.cancelledAt)
      feed.push({
        ...base,
        kind: 'interview',
        summary: `Interview cancelled: ${plan.name}`,
        body: 'The candidate asked to pause while they consider a counter-offer; we agreed to talk again next week.',
        actorId: organizerId,
        createdAt: upcoming.cancelledAt,
      });
    plan.interviewerIds.forEach((userId, index) => {
      const outcome = options.outcomes?.[index];
      const submitBy = options.submitBy ?? now;
      // Written up within the working day, mostly; before the application moved on.
      const submittedAt =
        outcome && outcome !== 'missing' && outcome !== 'draft'
          ? work.after(slot.end, 20 + ((n * 37 + index * 53) % 360), submitBy)
          : null;
      interviewerRows.push({
        companyId,
        interviewId: id,
        userId,
        responseStatus: upcoming ? (upcoming.interviewers[index] ?? 'needs_action') : 'accepted',
        ...(slot.end < now ? remindersUntil(slot.end, submittedAt?.getTime() ?? now) : {}),
      });
      if (!outcome || outcome === 'missing') return;
      const kind = kindOf(plan, job.requisitionId);
      if (outcome === 'draft') {
        const savedAt = work.between(slot.end, now, 0.4);
        scorecardRows.push({
          companyId,
          interviewId: id,
          applicationId: app.id,
          interviewerId: userId,
          status: 'draft',
          ratings: plan.focusAttributeIds
            .slice(0, 2)
            .map((attributeId) => ({ attributeId, rating: 'yes' as const })),
          keyTakeaways: `Notes so far: ${app.firstName} was well prepared; need to write up the second half.`,
          createdAt: savedAt,
          updatedAt: savedAt,
        });
        return;
      }
      const tone = toneOf(outcome, n + index);
      const texts = TAKEAWAYS[kind][tone];
      scorecardRows.push({
        companyId,
        interviewId: id,
        applicationId: app.id,
        interviewerId: userId,
        status: 'submitted',
        ratings: plan.focusAttributeIds.map((attributeId, position) => ({
          attributeId,
          rating: RATINGS[outcome][(position + n) % 4]!,
        })),
        keyTakeaways: texts[(n + index) % texts.length]!.replaceAll('{first}', app.firstName),
        privateNotes: kind === 'screen' ? PRIVATE_NOTES[n % PRIVATE_NOTES.length]! : '',
        overallRecommendation: outcome,
        submittedAt,
        createdAt: work.between(slot.end, submittedAt!, 0.5),
        updatedAt: submittedAt!,
      });
      feed.push({
        ...base,
        kind: 'scorecard',
        summary: `${nameOf.get(userId) ?? 'An interviewer'} submitted a scorecard for ${plan.name}`,
        actorId: userId,
        createdAt: submittedAt!,
      });
    });
  }

  const fortnightAgo = now - 14 * DAY_MS;
  /** A stage's interviews held while the application was in it, scored by everyone (they moved on). */
  function holdEarlierStage(app: App, index: number) {
    const stage = stagesOf(app.jobId)[index];
    if (!stage || stage.kind !== 'interview') return;
    const stagePlans = plansOf(stage.id);
    const from = Math.max(enteredAt(app, index).getTime() + 2 * HOUR_MS, fortnightAgo);
    const to = enteredAt(app, index + 1).getTime() - 3 * HOUR_MS;
    if (stagePlans.length === 0 || to - from < HOUR_MS) return;
    const slots = bookStage(app, stagePlans, from, to, random());
    if (!slots) return;
    stagePlans.forEach((plan, position) =>
      addInterview(app, plan, slots[position]!, {
        createdAt: work.between(enteredAt(app, index), slots[0]!.start, 0.3),
        outcomes: plan.interviewerIds.map(
          (_, person) =>
            ADVANCED_RECOMMENDATIONS[(counter + position + person) % ADVANCED_RECOMMENDATIONS.length]!,
        ),
        submitBy: enteredAt(app, index + 1).getTime() - 30 * MINUTE_MS,
      }),
    );
  }

  // Applications in an interview stage, taken a job at a time in turn so every job gets some.
  const byJob = new Map<string, App[]>();
  for (const app of apps
    .filter((item) => item.status === 'active')
    .filter((item) => stages.find((stage) => stage.id === item.stageId)?.kind === 'interview')
    .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.email.localeCompare(b.email)))
    byJob.set(app.jobId, [...(byJob.get(app.jobId) ?? []), app]);
  const pool: App[] = [];
  for (let round = 0; pool.length < apps.length; round += 1) {
    const taken = openJobs.map((job) => byJob.get(job.id)?.[round]).filter((app) => app !== undefined);
    if (taken.length === 0) break;
    pool.push(...taken);
  }

  // admin@ and manager@ each have interviews coming ("My interviews"), the first today if it can be.
  const reserved = new Map<string, 'today' | 'soon'>();
  for (const who of [admin, manager])
    pool
      .filter(
        (app) =>
          !reserved.has(app.id) && plansOf(app.stageId!).some((plan) => plan.interviewerIds.includes(who)),
      )
      .slice(0, 3)
      .forEach((app, n) => reserved.set(app.id, n === 0 ? 'today' : 'soon'));

  const missing = { admin: 0, manager: 0, other: 0 };
  const latestFor = { coordinator: false, engineering: false };
  let held = 0;
  let upcomingCount = 0;
  let cancelled = false;
  const todayEnd = londonMidnight(londonDate(now + DAY_MS));
  for (const [index, app] of pool.entries()) {
    const stageIndex = stagesOf(app.jobId).findIndex((stage) => stage.id === app.stageId);
    const stagePlans = plansOf(app.stageId!);
    if (stagePlans.length === 0) continue;
    const job = jobOf.get(app.jobId)!;
    const interviewers = new Set(stagePlans.flatMap((plan) => plan.interviewerIds));
    let mode = reserved.has(app.id)
      ? 'upcoming'
      : index % 5 < 3
        ? 'held'
        : index % 5 === 3
          ? 'upcoming'
          : 'none';

    if (mode === 'held' && held < 34) {
      // The latest slots go to hr.admin's and an engineering interview, so this month's goals have progress.
      const latest =
        !latestFor.coordinator && interviewers.has(coordinator)
          ? 'coordinator'
          : !latestFor.engineering && job.requisitionId?.startsWith('ENG')
            ? 'engineering'
            : null;
      const from = Math.max(app.stageEnteredAt.getTime() + 3 * HOUR_MS, fortnightAgo);
      const slots = bookStage(app, stagePlans, from, now - 20 * MINUTE_MS, latest ? 'latest' : random());
      if (slots) {
        if (latest) latestFor[latest] = true;
        held += 1;
        stagePlans.forEach((plan, position) => {
          const outcomes = plan.interviewerIds.map((userId, person): Outcome => {
            const turn = held + position + person;
            if (latest) return ADVANCED_RECOMMENDATIONS[turn % ADVANCED_RECOMMENDATIONS.length]!;
            if (userId === admin && missing.admin < 4 && (missing.admin < 2 || turn % 2 === 0)) {
              missing.admin += 1;
              return 'missing';
            }
            if (userId === manager && missing.manager < 2 && (missing.manager < 1 || turn % 2 === 1)) {
              missing.manager += 1;
              return 'missing';
            }
            if (
              userId !== admin &&
              userId !== manager &&
              missing.other < 3 &&
              (missing.other < 2 || turn % 4 === 1)
            ) {
              missing.other += 1;
              return missing.other === 2 ? 'draft' : 'missing';
            }
            return CURRENT_RECOMMENDATIONS[(held * 3 + position + person) % CURRENT_RECOMMENDATIONS.length]!;
          });
          addInterview(app, plan, slots[position]!, {
            createdAt: work.between(app.stageEnteredAt, slots[0]!.start, 0.35),
            outcomes,
          });
        });
        // They got here through the stage before: its interviews too, when they fall in the fortnight.
        holdEarlierStage(app, stageIndex - 1);
        continue;
      }
      mode = 'upcoming';
    }
    if (mode !== 'upcoming' || (upcomingCount >= 18 && !reserved.has(app.id))) continue;
    const soonest = now + 45 * MINUTE_MS;
    const slots =
      (reserved.get(app.id) === 'today' ? bookStage(app, stagePlans, soonest, todayEnd, random()) : null) ??
      bookStage(app, stagePlans, soonest, now + 12 * DAY_MS, random());
    if (!slots) continue;
    upcomingCount += 1;
    const createdAt = work.between(app.stageEnteredAt, now - 10 * MINUTE_MS, 0.5);
    // One single interview called off by the candidate (its plan interview is to schedule again).
    const cancel = !cancelled && upcomingCount >= 5 && stagePlans.length === 1 && !reserved.has(app.id);
    if (cancel) cancelled = true;
    stagePlans.forEach((plan, position) =>
      addInterview(app, plan, slots[position]!, {
        createdAt,
        upcoming: {
          candidate: (['accepted', 'accepted', 'tentative', 'needs_action'] as const)[upcomingCount % 4]!,
          interviewers: plan.interviewerIds.map(
            (_, person) =>
              (['accepted', 'needs_action', 'tentative', 'accepted'] as const)[(upcomingCount + person) % 4]!,
          ),
          rescheduledAt: !cancel && upcomingCount % 6 === 2 ? work.between(createdAt, now, 0.6) : undefined,
          cancelledAt: cancel ? work.between(createdAt, now, 0.7) : undefined,
        },
      }),
    );
  }

  // Offers came after the onsite and references: their interviews, scored, when in the fortnight.
  for (const app of apps.filter(
    (item) => stages.find((stage) => stage.id === item.stageId)?.kind === 'offer',
  )) {
    const index = stagesOf(app.jobId).findIndex((stage) => stage.id === app.stageId);
    holdEarlierStage(app, index - 1);
    holdEarlierStage(app, index - 2);
  }

  if (interviewRows.length === 0) return;
  await tx.insert(scheduledInterviews).values(interviewRows);
  await tx.insert(interviewInterviewers).values(interviewerRows);
  if (scorecardRows.length > 0) await tx.insert(scorecards).values(scorecardRows);
  await insertFeed(tx, feed);
  await refreshLastActivity(tx, companyId);
}
