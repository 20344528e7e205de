import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '@atrium/shared/schemas/recruiting/offers';
import type { Database } from '../client.ts';
import {
  applications,
  approvalDecisions,
  approvalFlows,
  approvalRequests,
  interviewSelfScheduleLinks,
  interviewerTagLinks,
  interviewerTags,
  interviewInterviewers,
  jobInterviews,
  jobScorecards,
  offers,
  platformEvents,
  scheduledInterviews,
  scorecards,
  candidates,
  candidateActivities,
  candidateEmails,
  candidateTagLinks,
  jobStages,
  jobPosts,
  jobBoards,
  jobHiringTeam,
  jobOffices,
  jobOpenings,
  jobs,
  departments,
  newHires,
  groupMembers,
  groups,
  locations,
  userAttributeValues,
  users,
  type UserRow,
  oneOnOnes,
  oneOnOneMeetings,
  oneOnOnePrivateNotes,
  oneOnOneActionItems,
} from '../schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildApp } from '../../app.ts';
import { freshDatabase, testConfig } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PEOPLE, seedDemoIfEmpty } from './demo-seed.ts';
import { DEMO_PASSWORD } from './factories.ts';
import { londonDate } from './demo-interviews.ts';

describe('demo seed', () => {
  let database: Database;
  let people: UserRow[];
  const byEmail = (email: string) => people.find((person) => person.email === email)!;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    people = await database.db.select().from(users);
  });
  afterAll(() => database.close());

  it('seeds only an empty database', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    expect(await database.db.$count(users)).toBe(people.length);
  });

  it('keeps the README accounts with their roles and the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(byEmail(account.email)).toMatchObject({ role: account.role, status: 'active' });
    }
    const manager = byEmail('manager@example.com');
    expect(await verifyPassword(manager.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  it('adds 20 or more other people, each with a job title, employment type and start date', async () => {
    expect(people.length - DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(people.map((person) => person.companyId)).size).toBe(1);
    // New hires' accounts, made when they were invited, join People on their start date.
    const hireAccounts = new Set(
      (
        await database.db
          .select({ userId: newHires.userId, activatedAt: newHires.activatedAt })
          .from(newHires)
      )
        .filter((hire) => hire.userId && !hire.activatedAt)
        .map((hire) => hire.userId),
    );
    expect(hireAccounts.size).toBeGreaterThan(0);
    for (const person of people.filter((person) => !hireAccounts.has(person.id))) {
      expect(person.jobTitle, person.email).toBeTruthy();
      expect(person.employmentType, person.email).toBeTruthy();
      expect(person.startDate, person.email).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person.locationId, person.email).toBeTruthy();
    }
    expect(new Set(people.map((person) => person.employmentType)).size).toBeGreaterThanOrEqual(4);
    const invited = people.filter((person) => person.status === 'invited');
    expect(invited.every((person) => person.passwordHash === null)).toBe(true);
  });

  it('gives the manager reports, the employee among them', () => {
    const manager = byEmail('manager@example.com');
    const reports = people.filter((person) => person.managerId === manager.id);
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(reports.map((person) => person.email)).toContain('employee@example.com');
    expect(byEmail('employee@example.com').role).toBeNull();
    expect(people.filter((person) => person.managerId === byEmail('employee@example.com').id)).toEqual([]);
  });

  it('puts everyone but the platform operator in one reporting tree under the chief executive', () => {
    // The staff tables' people (a hire Recruiting hands to Onboarding gets their manager there).
    const staff = new Set([...DEMO_ACCOUNTS, ...DEMO_PEOPLE].map((person) => person.email));
    const top = people
      .filter((person) => staff.has(person.email) && person.managerId === null)
      .map((person) => person.email);
    expect(top.sort()).toEqual(['superadmin@example.com', 'victoria.lang@example.com']);
    expect(people.length).toBeGreaterThanOrEqual(25);
  });

  it('holds weekly 1-on-1s down the tree, each with held meetings, one upcoming, notes and action items', async () => {
    const series = await database.db.select().from(oneOnOnes);
    expect(series.length).toBeGreaterThanOrEqual(8);
    const meetings = await database.db.select().from(oneOnOneMeetings);
    for (const one of series) {
      const own = meetings.filter((meeting) => meeting.seriesId === one.id);
      expect(
        own.filter((meeting) => meeting.status === 'upcoming'),
        one.id,
      ).toHaveLength(1);
      expect(own.filter((meeting) => meeting.status === 'held').length, one.id).toBeGreaterThanOrEqual(2);
      expect(own.find((meeting) => meeting.status === 'upcoming')!.scheduledAt.getTime()).toBeGreaterThan(
        Date.now(),
      );
    }
    const manager = byEmail('manager@example.com').id;
    expect(
      series.some(
        (one) => one.organizerId === manager && one.attendeeId === byEmail('employee@example.com').id,
      ),
    ).toBe(true);
    const notes = await database.db.select().from(oneOnOnePrivateNotes);
    expect(notes.some((note) => note.authorId === manager)).toBe(true);
    expect((await database.db.select().from(oneOnOneActionItems)).some((item) => item.doneAt === null)).toBe(
      true,
    );
  });

  it('spreads people over departments, one nested, each with a head from the company', async () => {
    const rows = await database.db.select().from(departments);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(6);
    const dataPlatform = rows.find((row) => row.name === 'Data Platform')!;
    expect(rows.find((row) => row.id === dataPlatform.parentId)?.name).toBe('Engineering');
    expect(dataPlatform.headUserId).toBe(byEmail('manager@example.com').id);
    for (const row of rows) {
      expect(people.map((person) => person.id)).toContain(row.headUserId);
      expect(people.some((person) => person.departmentId === row.id)).toBe(true);
    }
  });

  it('has three offices, each with people', async () => {
    const offices = await database.db.select().from(locations);
    expect(offices.map((office) => office.city).sort()).toEqual(['Edinburgh', 'London', 'Manchester']);
    for (const office of offices) {
      expect(people.filter((person) => person.locationId === office.id).length).toBeGreaterThan(3);
    }
  });

  it('has groups with members and a few attribute values', async () => {
    const groupRows = await database.db.select().from(groups);
    expect(groupRows.length).toBeGreaterThanOrEqual(2);
    for (const group of groupRows) {
      expect(
        await database.db.$count(groupMembers, eq(groupMembers.groupId, group.id)),
      ).toBeGreaterThanOrEqual(3);
    }
    expect(await database.db.$count(userAttributeValues)).toBeGreaterThan(0);
  });

  it('has the external board atrium-demo and an internal board', async () => {
    const boards = await database.db.select().from(jobBoards);
    expect(boards.map((board) => [board.slug, board.kind]).sort()).toEqual([
      ['atrium-demo', 'external'],
      ['northwind-internal', 'internal'],
    ]);
  });

  it('has jobs in every status, each with offices and openings, the closed ones with a reason', async () => {
    const jobRows = await database.db.select().from(jobs);
    expect(new Set(jobRows.map((job) => job.status))).toEqual(new Set(['draft', 'open', 'closed']));
    expect(jobRows.filter((job) => job.status === 'open').length).toBeGreaterThanOrEqual(8);
    for (const job of jobRows) {
      expect(await database.db.$count(jobOffices, eq(jobOffices.jobId, job.id))).toBeGreaterThan(0);
      expect(await database.db.$count(jobOpenings, eq(jobOpenings.jobId, job.id))).toBeGreaterThan(0);
      expect(job.closeReasonId !== null).toBe(job.status === 'closed');
      const team = await database.db.select().from(jobHiringTeam).where(eq(jobHiringTeam.jobId, job.id));
      expect(
        team
          .filter((member) => member.responsible)
          .map((member) => member.role)
          .sort(),
      ).toEqual(['coordinator', 'recruiter']);
    }
  });

  it('gives every job its fixed stages, and the open jobs applicants spread over their stages', async () => {
    const allJobs = await database.db.select({ id: jobs.id, status: jobs.status }).from(jobs);
    const stages = await database.db.select().from(jobStages);
    for (const job of allJobs) {
      const own = stages.filter((stage) => stage.jobId === job.id).sort((a, b) => a.position - b.position);
      expect(own[0]?.kind).toBe('application_review');
      expect(own.at(-1)?.kind).toBe('offer');
    }
    const applied = await database.db.select().from(applications);
    expect(await database.db.$count(candidates)).toBeGreaterThanOrEqual(12);
    const openIds = new Set(allJobs.filter((job) => job.status === 'open').map((job) => job.id));
    expect(applied.every((application) => openIds.has(application.jobId))).toBe(true);
    expect(new Set(applied.map((application) => application.jobId)).size).toBeGreaterThanOrEqual(5);
    expect(applied.every((application) => stages.some((stage) => stage.id === application.stageId))).toBe(
      true,
    );
  });

  it('advertises every open job live on atrium-demo (8 or more) and two on the internal board', async () => {
    const rows = await database.db
      .select({ slug: jobBoards.slug, live: jobPosts.live, status: jobs.status })
      .from(jobPosts)
      .innerJoin(
        jobBoards,
        and(eq(jobBoards.companyId, jobPosts.companyId), eq(jobBoards.id, jobPosts.boardId)),
      )
      .innerJoin(jobs, and(eq(jobs.companyId, jobPosts.companyId), eq(jobs.id, jobPosts.jobId)));
    const demo = rows.filter((row) => row.slug === 'atrium-demo' && row.live && row.status === 'open');
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => row.slug === 'northwind-internal')).toHaveLength(2);
  });

  it('has a few hundred candidates with tags, notes, rejections with reasons, and one duplicate', async () => {
    const people = await database.db.select().from(candidates);
    expect(people.length).toBeGreaterThanOrEqual(200);
    const applied = await database.db.select().from(applications);
    const rejected = applied.filter((application) => application.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(20);
    expect(rejected.filter((application) => application.rejectionReasonId).length).toBeGreaterThan(20);
    const feed = await database.db.select().from(candidateActivities);
    // Every application's feed starts with it.
    const appliedEntries = new Set(
      feed.filter((entry) => entry.kind === 'applied').map((e) => e.applicationId),
    );
    expect(applied.every((application) => appliedEntries.has(application.id))).toBe(true);
    expect(feed.filter((entry) => entry.kind === 'note').length).toBeGreaterThan(30);
    expect(feed.some((entry) => entry.body?.includes('@[Maya Lindqvist]'))).toBe(true);
    // Some candidates were written to and answered: both sides kept, both in their feed.
    const emails = await database.db.select().from(candidateEmails);
    const replies = emails.filter((email) => email.status === 'received');
    expect(replies.length).toBeGreaterThan(5);
    expect(emails.filter((email) => email.status === 'sent').length).toBeGreaterThanOrEqual(replies.length);
    expect(feed.filter((entry) => entry.kind === 'email_received').length).toBe(replies.length);
    expect((await database.db.select().from(candidateTagLinks)).length).toBeGreaterThan(50);
    const byNameAndPhone = new Map<string, number>();
    for (const person of people) {
      const key = `${person.firstName} ${person.lastName} ${person.phone}`;
      byNameAndPhone.set(key, (byNameAndPhone.get(key) ?? 0) + 1);
    }
    expect([...byNameAndPhone.values()].filter((n) => n > 1)).toEqual([2]);
  });

  it('dates everything believably: created, then opened, then applied to, all in the past', async () => {
    const now = Date.now();
    const jobRows = await database.db.select().from(jobs);
    for (const job of jobRows) {
      expect(job.createdAt.getTime(), job.name).toBeLessThan(now);
      if (job.openedAt) expect(job.openedAt.getTime(), job.name).toBeGreaterThan(job.createdAt.getTime());
      if (job.closedAt) expect(job.closedAt.getTime(), job.name).toBeGreaterThan(job.openedAt!.getTime());
    }
    const applied = await database.db.select().from(applications);
    const people = await database.db.select().from(candidates);
    for (const application of applied) {
      const job = jobRows.find((row) => row.id === application.jobId)!;
      expect(application.appliedAt.getTime(), job.name).toBeGreaterThan(job.openedAt!.getTime());
      expect(application.appliedAt.getTime()).toBeLessThan(now);
      expect(application.stageEnteredAt.getTime()).toBeGreaterThanOrEqual(application.appliedAt.getTime());
      expect(application.stageEnteredAt.getTime()).toBeLessThan(now);
      const candidate = people.find((person) => person.id === application.candidateId)!;
      expect(candidate.createdAt.getTime()).toBeLessThanOrEqual(application.appliedAt.getTime());
    }
  });

  it("says on each post where the job's offices are", async () => {
    const posts = await database.db
      .select({ jobId: jobPosts.jobId, location: jobPosts.location })
      .from(jobPosts);
    const offices = await database.db
      .select({ jobId: jobOffices.jobId, city: locations.city })
      .from(jobOffices)
      .innerJoin(
        locations,
        and(eq(locations.companyId, jobOffices.companyId), eq(locations.id, jobOffices.locationId)),
      );
    for (const post of posts) {
      const cities = offices.filter((office) => office.jobId === post.jobId).map((office) => office.city);
      expect(post.location.split(', ').sort()).toEqual([...new Set(cities)].sort());
    }
  });

  it('asks HR to approve opening a job, and HR then the head of people to approve an offer', async () => {
    const flows = await database.db.select().from(approvalFlows);
    const hr = byEmail('hr.admin@example.com').id;
    expect(flows.find((flow) => flow.kind === 'job_open')?.groups).toEqual([
      { approverIds: [hr], required: 1 },
    ]);
    expect(flows.find((flow) => flow.kind === 'offer')?.groups).toEqual([
      { approverIds: [hr], required: 1 },
      { approverIds: [byEmail('admin@example.com').id], required: 1 },
    ]);
  });

  describe('issue 19: interview plans, interviews, offers, hires and goals', () => {
    const DAY = 86_400_000;
    let app: FastifyInstance;
    const id = (email: string) => byEmail(email).id;
    const signIn = async (email: string) => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/auth/signin',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { authorization: `Bearer ${response.json().data.authToken}` };
    };
    const get = async (headers: Record<string, string>, url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    /** Weekday, and minutes since midnight, in London. */
    const londonClock = (instant: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/London',
          weekday: 'short',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      return { weekday: parts.weekday!, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
    };

    beforeAll(async () => {
      app = await buildApp(testConfig(), { database, logger: false });
      await app.ready();
    });
    afterAll(() => app.close());

    it('gives every open job a scorecard and, per interview stage, interviews focused on its attributes', async () => {
      const open = await database.db.select().from(jobs).where(eq(jobs.status, 'open'));
      const cards = await database.db.select().from(jobScorecards);
      const plans = await database.db.select().from(jobInterviews);
      const stages = await database.db.select().from(jobStages);
      const everyone = new Set(
        people.filter((person) => person.status === 'active').map((person) => person.id),
      );
      for (const job of open) {
        const card = cards.find((row) => row.jobId === job.id);
        expect(card?.categories, job.name).toHaveLength(3);
        for (const category of card!.categories) {
          expect(category.attributes.length).toBeGreaterThanOrEqual(3);
          expect(category.attributes.length).toBeLessThanOrEqual(4);
        }
        const attributes = new Set(
          card!.categories.flatMap((category) => category.attributes.map((a) => a.id)),
        );
        for (const stage of stages.filter((row) => row.jobId === job.id && row.kind === 'interview')) {
          const own = plans.filter((plan) => plan.stageId === stage.id);
          expect(own.length, `${job.name}: ${stage.name}`).toBeGreaterThanOrEqual(1);
          expect(own.length).toBeLessThanOrEqual(2);
          for (const plan of own) {
            expect(plan.questions.length).toBeGreaterThanOrEqual(3);
            expect(plan.questions.length).toBeLessThanOrEqual(5);
            expect(plan.instructions).not.toBe('');
            expect(plan.interviewerIds.length).toBeGreaterThan(0);
            expect(plan.interviewerIds.every((userId) => everyone.has(userId))).toBe(true);
            expect(plan.focusAttributeIds.length).toBeGreaterThan(0);
            expect(plan.focusAttributeIds.every((attribute) => attributes.has(attribute))).toBe(true);
          }
        }
      }
      const backend = open.find((job) => job.name === 'Senior Backend Engineer')!;
      const backendPlans = plans.filter((plan) => plan.jobId === backend.id);
      expect(backendPlans.map((plan) => plan.name)).toEqual(
        expect.arrayContaining(['Phone screen', 'Technical interview', 'Culture add', 'Hiring manager chat']),
      );
      expect(backendPlans.some((plan) => plan.interviewerIds.includes(id('manager@example.com')))).toBe(true);
      const tags = await database.db.select().from(interviewerTags);
      expect(tags.map((tag) => tag.name).sort()).toEqual([
        'Bar raiser',
        'Culture',
        'Hiring manager',
        'Technical',
      ]);
      const links = await database.db.select().from(interviewerTagLinks);
      for (const tag of tags)
        expect(links.filter((link) => link.tagId === tag.id).length).toBeGreaterThanOrEqual(3);
    });

    it('has a self-scheduling link booked, one open and one revoked, as the app lists them', async () => {
      const admin = await signIn('admin@example.com');
      const links = await database.db.select().from(interviewSelfScheduleLinks);
      const listed = await Promise.all(
        links.map(
          async (link) =>
            (await get(admin, `/api/applications/${link.applicationId}/self-schedule-links`)) as Array<{
              state: string;
            }>,
        ),
      );
      expect(
        listed
          .flat()
          .map((link) => link.state)
          .sort(),
      ).toEqual(['booked', 'expired', 'open']);
    });

    it('holds interviews on weekdays in London working hours over the last fortnight, and schedules the next', async () => {
      const now = Date.now();
      const rows = await database.db.select().from(scheduledInterviews);
      const apps = await database.db.select().from(applications);
      for (const row of rows) {
        const start = londonClock(row.startsAt);
        const end = londonClock(row.endsAt);
        expect(['Sat', 'Sun']).not.toContain(start.weekday);
        expect(start.minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(end.minutes).toBeLessThanOrEqual(17 * 60);
        expect(end.minutes).toBeGreaterThan(start.minutes);
        expect(row.startsAt.getTime()).toBeGreaterThan(now - 14 * DAY);
        expect(row.startsAt.getTime()).toBeLessThan(now + 14 * DAY);
        expect(['scheduled', 'cancelled']).toContain(row.status);
        // Scheduled (and changed) in the past, after the application came in, before it happened.
        expect(row.createdAt.getTime()).toBeLessThan(Math.min(now, row.startsAt.getTime()));
        expect(row.updatedAt.getTime()).toBeLessThan(now);
        const application = apps.find((item) => item.id === row.applicationId)!;
        expect(row.createdAt.getTime()).toBeGreaterThan(application.appliedAt.getTime());
        if (row.endsAt.getTime() > now) {
          expect(application.status).toBe('active');
          expect(row.stageId).toBe(application.stageId);
        }
      }
      const upcoming = rows.filter((row) => row.status === 'scheduled' && row.startsAt.getTime() > now);
      expect(upcoming.length).toBeGreaterThanOrEqual(8);
      const cancelled = rows.filter((row) => row.status === 'cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]).toMatchObject({ sequence: 1 });
      const interviewers = await database.db.select().from(interviewInterviewers);
      const interviewsOf = (email: string) =>
        new Set(interviewers.filter((row) => row.userId === id(email)).map((row) => row.interviewId));
      for (const email of ['admin@example.com', 'manager@example.com'])
        expect(upcoming.filter((row) => interviewsOf(email).has(row.id)).length, email).toBeGreaterThan(0);
      expect(new Set(upcoming.map((row) => row.candidateResponse))).toEqual(
        new Set(['accepted', 'tentative', 'needs_action']),
      );
      expect(interviewers.some((row) => row.responseStatus === 'tentative')).toBe(true);
      expect(rows.some((row) => row.videoUrl.startsWith('https://meet.example.com/'))).toBe(true);
      expect(rows.some((row) => row.location.includes('Baker Street'))).toBe(true);
    });

    it('scores held interviews on their focus attributes with a spread of recommendations; some await feedback', async () => {
      const now = Date.now();
      const rows = await database.db.select().from(scheduledInterviews);
      const plans = await database.db.select().from(jobInterviews);
      const cards = await database.db.select().from(scorecards);
      const interviewers = await database.db.select().from(interviewInterviewers);
      const submitted = cards.filter((card) => card.status === 'submitted');
      expect(submitted.length).toBeGreaterThan(30);
      expect(new Set(submitted.map((card) => card.overallRecommendation)).size).toBeGreaterThanOrEqual(4);
      for (const card of submitted) {
        const interview = rows.find((row) => row.id === card.interviewId)!;
        const plan = plans.find((row) => row.id === interview.jobInterviewId)!;
        expect(interview.status).toBe('scheduled');
        expect(card.submittedAt!.getTime()).toBeGreaterThan(interview.endsAt.getTime());
        expect(card.submittedAt!.getTime()).toBeLessThan(now);
        expect(card.ratings.map((rating) => rating.attributeId).sort()).toEqual(
          [...plan.focusAttributeIds].sort(),
        );
        expect(card.keyTakeaways.length).toBeGreaterThan(60);
        expect(card.keyTakeaways).not.toContain('{');
        expect(
          interviewers.some(
            (row) => row.interviewId === card.interviewId && row.userId === card.interviewerId,
          ),
        ).toBe(true);
      }
      const done = new Set(submitted.map((card) => `${card.interviewId} ${card.interviewerId}`));
      const owed = interviewers.filter((row) => {
        const interview = rows.find((item) => item.id === row.interviewId)!;
        return (
          interview.status === 'scheduled' &&
          interview.endsAt.getTime() <= now &&
          !done.has(`${row.interviewId} ${row.userId}`)
        );
      });
      expect(owed.length).toBeGreaterThanOrEqual(5);
      expect(owed.filter((row) => row.userId === id('admin@example.com')).length).toBeGreaterThanOrEqual(2);
      expect(owed.some((row) => row.userId === id('manager@example.com'))).toBe(true);
      expect(cards.some((card) => card.status === 'draft' && card.submittedAt === null)).toBe(true);
    });

    it("has an offer in each state on offer-stage applications, within the job's range, with letters and approvals", async () => {
      const now = Date.now();
      const rows = await database.db.select().from(offers);
      const apps = await database.db.select().from(applications);
      const jobRows = await database.db.select().from(jobs);
      const stages = await database.db.select().from(jobStages);
      const people = await database.db.select().from(candidates);
      expect(new Set(rows.map((offer) => offer.status))).toEqual(new Set(OFFER_STATUSES));
      for (const offer of rows) {
        const application = apps.find((item) => item.id === offer.applicationId)!;
        const job = jobRows.find((item) => item.id === application.jobId)!;
        const candidate = people.find((item) => item.id === application.candidateId)!;
        expect(stages.find((stage) => stage.id === application.stageId)?.kind).toBe('offer');
        expect(offer.salary).toBeGreaterThanOrEqual(job.salaryMin!);
        expect(offer.salary).toBeLessThanOrEqual(job.salaryMax!);
        expect(offer.currency).toBe(job.salaryCurrency);
        expect(offer.startDate > londonDate(now)).toBe(true);
        expect(offer.letterHtml).toContain(`${candidate.firstName} ${candidate.lastName}`);
        expect(offer.letterHtml).toContain(job.name);
        expect(offer.createdAt.getTime()).toBeGreaterThanOrEqual(application.stageEnteredAt.getTime());
        expect(offer.updatedAt.getTime()).toBeLessThan(now);
        const wasSent = ['sent', 'accepted', 'declined', 'deprecated'].includes(offer.status);
        expect(offer.sentAt !== null, offer.status).toBe(wasSent);
        expect(offer.answerTokenHash !== null).toBe(wasSent);
        if (offer.sentAt) expect(offer.sentAt.getTime()).toBeLessThan(now);
      }
      const second = rows.find((offer) => offer.version === 2)!;
      const first = rows.find((offer) => offer.applicationId === second.applicationId && offer.version === 1);
      expect(first?.status).toBe('deprecated');
      expect(second.salary).toBeGreaterThan(first!.salary);

      const [flow] = await database.db.select().from(approvalFlows).where(eq(approvalFlows.kind, 'offer'));
      const requests = await database.db.select().from(approvalRequests);
      const decisions = await database.db.select().from(approvalDecisions);
      const decided = (offer: (typeof rows)[number]) =>
        decisions.filter((decision) => decision.requestId === offer.approvalRequestId);
      const pending = rows.filter((offer) => offer.status === 'pending_approval');
      for (const offer of pending)
        expect(requests.find((request) => request.id === offer.approvalRequestId)).toMatchObject({
          kind: 'offer',
          offerId: offer.id,
          status: 'pending',
          groups: flow!.groups,
        });
      // One waits for HR; the other, approved by HR, for the head of people.
      expect(pending.some((offer) => decided(offer).length === 0)).toBe(true);
      expect(
        pending.some(
          (offer) =>
            decided(offer)
              .map((d) => d.approverId)
              .join() === id('hr.admin@example.com'),
        ),
      ).toBe(true);
      for (const offer of rows.filter((row) => ['approved', 'sent', 'accepted'].includes(row.status))) {
        expect(requests.find((request) => request.id === offer.approvalRequestId)?.status).toBe('approved');
        expect(decided(offer).map((decision) => decision.approverId)).toEqual([
          id('hr.admin@example.com'),
          id('admin@example.com'),
        ]);
      }
    });

    it('hires two candidates with accepted offers into openings of jobs that stay open, told to Onboarding', async () => {
      const now = Date.now();
      const apps = await database.db.select().from(applications);
      const rows = await database.db.select().from(offers);
      const openings = await database.db.select().from(jobOpenings);
      const jobRows = await database.db.select().from(jobs);
      const events = await database.db.select().from(platformEvents);
      const hired = apps.filter((application) => application.status === 'hired');
      expect(hired).toHaveLength(2);
      expect(events.filter((event) => event.type === 'recruiting.candidate_hired')).toHaveLength(2);
      for (const application of hired) {
        expect(application.hiredAt!.getTime()).toBeLessThan(now);
        expect(application.startDate! > londonDate(now)).toBe(true);
        const offer = rows.find((row) => row.applicationId === application.id && row.status === 'accepted')!;
        expect(offer.resolvedAt!.getTime()).toBeLessThan(application.hiredAt!.getTime());
        expect(offer.startDate).toBe(application.startDate);
        const opening = openings.find((row) => row.hiredApplicationId === application.id)!;
        expect(opening).toMatchObject({ status: 'closed', filledAt: application.hiredAt });
        expect(jobRows.find((job) => job.id === application.jobId)?.status).toBe('open');
        expect(openings.some((row) => row.jobId === application.jobId && row.status === 'open')).toBe(true);
        const event = events.find((row) => row.payload.applicationId === application.id);
        expect(event?.payload).toMatchObject({
          startDate: application.startDate,
          opening: { id: opening.id },
          offer: { id: offer.id, salary: offer.salary },
          hiredAt: application.hiredAt!.toISOString(),
        });
      }
    });

    it("writes it all to the candidates' feeds, nothing dated in the future", async () => {
      const now = Date.now();
      const feed = await database.db.select().from(candidateActivities);
      const submitted = await database.db.select().from(scorecards).where(eq(scorecards.status, 'submitted'));
      expect(feed.every((entry) => entry.createdAt.getTime() <= now)).toBe(true);
      expect(feed.filter((entry) => entry.kind === 'scorecard')).toHaveLength(submitted.length);
      expect(feed.filter((entry) => entry.kind === 'hired')).toHaveLength(2);
      expect(feed.some((entry) => entry.summary.startsWith('Interview scheduled: '))).toBe(true);
      expect(feed.some((entry) => entry.summary.startsWith('Interview cancelled: '))).toBe(true);
      expect(
        feed.some((entry) => entry.kind === 'offer' && entry.summary.includes('accepted the offer')),
      ).toBe(true);
      const people = await database.db.select().from(candidates);
      for (const person of people) expect(person.lastActivityAt?.getTime() ?? 0).toBeLessThanOrEqual(now);
    });

    it('answers the new screens for the seeded records', async () => {
      const admin = await signIn('admin@example.com');
      // Upcoming: from the start of today, so today's earlier ones (held by now) come too.
      const upcoming = (await get(admin, '/api/interviews/mine?when=upcoming')) as Array<{
        status: string;
        startsAt: string;
      }>;
      const ahead = upcoming.filter((interview) => Date.parse(interview.startsAt) > Date.now());
      expect(ahead.length).toBeGreaterThan(0);
      expect(ahead.every((interview) => interview.status === 'scheduled')).toBe(true);
      const past = (await get(admin, '/api/interviews/mine?when=past')) as Array<{ status: string }>;
      expect(new Set(past.map((interview) => interview.status))).toEqual(
        new Set(['complete', 'awaiting_feedback']),
      );

      const [scored] = await database.db
        .select({ applicationId: scorecards.applicationId })
        .from(scorecards)
        .where(eq(scorecards.status, 'submitted'))
        .limit(1);
      const cards = await get(admin, `/api/applications/${scored!.applicationId}/scorecards`);
      expect(cards.scorecards.length + cards.hiddenCount).toBeGreaterThan(0);
      for (const card of cards.scorecards as Array<{ ratings: Array<{ attributeName: string }> }>)
        expect(card.ratings.every((rating) => rating.attributeName !== '')).toBe(true);
      const interviews = await get(admin, `/api/applications/${scored!.applicationId}/interviews`);
      expect(interviews.scheduled.length).toBeGreaterThan(0);

      const [hired] = await database.db.select().from(applications).where(eq(applications.status, 'hired'));
      expect((await get(admin, `/api/applications/${hired!.id}/offer`)).current).toMatchObject({
        status: 'accepted',
      });
      const [second] = await database.db.select().from(offers).where(eq(offers.version, 2));
      const revised = await get(admin, `/api/applications/${second!.applicationId}/offer`);
      expect(revised.current).toMatchObject({ version: 2, status: 'pending_approval' });
      expect(revised.history).toEqual([expect.objectContaining({ version: 1, status: 'deprecated' })]);
    });

    it("fills the admin's dashboard buckets and shows progress on the goals", async () => {
      const admin = await signIn('admin@example.com');
      const { counts, nextInterview } = await get(admin, '/api/dashboard/recruiting');
      for (const bucket of [
        'toReview',
        'toSchedule',
        'needsDecision',
        'scorecardsDue',
        'awaitingFeedback',
        'offersToApprove',
      ])
        expect(counts[bucket], bucket).toBeGreaterThan(0);
      expect(nextInterview).not.toBeNull();
      const now = new Date();
      const clock = londonClock(now);
      if (!['Sat', 'Sun'].includes(clock.weekday) && clock.minutes < 15 * 60)
        expect(counts.interviewsToday).toBeGreaterThan(0);
      const hr = await signIn('hr.admin@example.com');
      expect((await get(hr, '/api/dashboard/recruiting')).counts.offersToApprove).toBeGreaterThan(0);

      const goals = (await get(admin, '/api/dashboard/goals')) as Array<{
        name: string;
        metric: string;
        progress: number;
        periodStart: string;
        periodEnd: string;
      }>;
      expect(goals).toHaveLength(3);
      const today = londonDate(now);
      for (const goal of goals) {
        expect(goal.periodStart <= today && today <= goal.periodEnd, goal.name).toBe(true);
      }
      expect(goals.find((goal) => goal.metric === 'hires')).toMatchObject({ progress: 2 });
      // The month's goals count interviews held this month: there has been a working day by the 4th.
      if (Number(today.slice(8)) >= 4)
        for (const goal of goals) expect(goal.progress, goal.name).toBeGreaterThan(0);
    });
  });
});
