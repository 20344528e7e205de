import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import {
  applications,
  approvalFlows,
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
  groupMembers,
  groups,
  locations,
  userAttributeValues,
  users,
  type UserRow,
} from '../schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from './demo-seed.ts';
import { DEMO_PASSWORD } from './factories.ts';

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

  it('adds 20 or more other people, each with a job title, employment type and start date', () => {
    expect(people.length - DEMO_ACCOUNTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(people.map((person) => person.companyId)).size).toBe(1);
    for (const person of people) {
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
});
