import { eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  approvalFlows,
  companies,
  PLATFORM_COMPANY_ID,
  departments,
  userAttributeDefinitions,
  userAttributeValues,
  users,
} from '../schema/index.ts';
import { DEMO_ATTRIBUTES, DEMO_DEPARTMENTS, DEMO_GROUPS, DEMO_LOCATIONS } from './demo-org.ts';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENT_HEADS, DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';
import { createCompany, createUser } from './factories.ts';
import { createDepartment, createGroup, createLocation } from './org-factories.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoCandidates } from './demo-candidates.ts';
import { seedDemoTalentPool } from './demo-talent-pool.ts';
import { seedDemoCustomFields } from './demo-custom-fields.ts';
import { seedDemoCandidateHistory, seedDemoResumes } from './demo-candidate-profiles.ts';
import { seedDemoInterviewPlans, seedDemoInterviews } from './demo-interviews.ts';
import { seedDemoSelfScheduleLinks } from './demo-self-schedule-links.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoGoals } from './demo-goals.ts';
import { seedDemoOneOnOnes } from './demo-one-on-ones.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoUpdates } from './demo-updates.ts';
import { seedDemoPerformanceGoals } from './demo-performance-goals.ts';
import { seedDemoOnboarding } from './demo-onboarding.ts';
import { seedDemoOnboardingProfiles } from './demo-onboarding-profiles.ts';
import { seedDemoWelcome, seedDemoWelcomeLogo } from './demo-welcome.ts';
import { seedDemoSignatures } from './demo-e-signature.ts';
import type { FileStorage } from '../../modules/platform/files/storage.ts';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { storeHarvestKey } from '../../modules/recruiting/harvest/harvest-keys.service.ts';

/** The demo company's Harvest API key, allowed every endpoint (the README lists it). */
export const DEMO_HARVEST_KEY = 'atrium-demo-harvest-key';
import { seedDemoRejectionReasons } from './demo-rejection-reasons.ts';
import { seedDemoRecruitingSettings } from './demo-recruiting-settings.ts';
import { seedDemoJobPosts } from './demo-job-posts.ts';
import { seedDemoTemplates } from './demo-templates.ts';

export { DEMO_ACCOUNTS, DEMO_PEOPLE } from './demo-people.ts';

export const DEMO_COMPANY_NAME = 'Northwind Analytics Ltd';

/**
 * Seeds the demo company on an empty database; answers whether it did. Atomic: all or nothing. With
 * the file storage, the demo applications get PDF résumés afterwards (files cannot join the transaction).
 */
export async function seedDemoIfEmpty(
  db: Db,
  // encryptionKey: the server's (config.dataEncryptionKey), sealing the demo's bank details.
  options: { storage?: FileStorage; encryptionKey?: string } = {},
): Promise<boolean> {
  // The platform's own row (PLATFORM_COMPANY_ID) comes with the migrations and does not count.
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companies)
    .where(ne(companies.id, PLATFORM_COMPANY_ID));
  if (count > 0) return false;
  const companyId = await db.transaction(async (tx) => {
    const company = await createCompany(tx, {
      name: DEMO_COMPANY_NAME,
      companyNo: '09876543',
      companyAddress: '221 Baker Street, London',
      postalCode: 'NW1 6XE',
      companySize: '76-250',
      description: 'The demo company of Atrium.',
    });
    const departmentIds = await seedDepartments(tx, company.id);
    const locationIds = new Map<string, string>();
    for (const { key, ...location } of DEMO_LOCATIONS) {
      locationIds.set(key, (await createLocation(tx, company.id, location)).id);
    }
    const userIds = new Map<string, string>();
    const everyone = [...DEMO_ACCOUNTS, ...DEMO_PEOPLE];
    for (const [index, person] of everyone.entries()) {
      const user = await createUser(tx, company.id, {
        ...userFields(person, index),
        departmentId: person.department ? departmentIds.get(person.department) : null,
        locationId: locationIds.get(person.location),
      });
      userIds.set(person.email, user.id);
    }
    await linkManagers(tx, everyone, userIds);
    for (const [key, head] of Object.entries(DEMO_DEPARTMENT_HEADS)) {
      await tx
        .update(departments)
        .set({ headUserId: userIds.get(head) })
        .where(eq(departments.id, departmentIds.get(key)!));
    }
    for (const { members, ...group } of DEMO_GROUPS) {
      await createGroup(
        tx,
        company.id,
        group,
        members.map((member) => userIds.get(member)!),
      );
    }
    await seedAttributes(tx, company.id, userIds);
    const idOf = (short: string) => userIds.get(`${short}@example.com`)!;
    await seedDemoJobs(tx, company.id, idOf('admin'), departmentIds, locationIds, {
      recruiterId: idOf('admin'),
      coordinatorId: idOf('hr.admin'),
      engineeringManagerId: idOf('manager'),
    });
    await seedDemoJobPosts(tx, company.id, idOf('admin'));
    await seedDemoTemplates(tx, company.id);
    // Opening a job needs HR's approval; an offer, HR's and then the head of people's.
    await tx.insert(approvalFlows).values([
      {
        companyId: company.id,
        kind: 'job_open',
        sequential: true,
        groups: [{ approverIds: [idOf('hr.admin')], required: 1 }],
      },
      {
        companyId: company.id,
        kind: 'offer',
        sequential: true,
        groups: [
          { approverIds: [idOf('hr.admin')], required: 1 },
          { approverIds: [idOf('admin')], required: 1 },
        ],
      },
    ]);
    await seedDemoRejectionReasons(tx, company.id);
    await seedDemoRecruitingSettings(tx, company.id);
    // Last: applicants need the jobs' stages and posts.
    await seedDemoApplications(tx, company.id);
    await seedDemoCandidates(tx, company.id, {
      recruiterId: idOf('admin'),
      coordinatorId: idOf('hr.admin'),
      managerId: idOf('manager'),
    });
    await seedDemoTalentPool(tx, company.id, [idOf('admin'), idOf('hr.admin')]);
    await seedDemoCustomFields(tx, company.id);
    await seedDemoCandidateHistory(tx, company.id);
    // Issue 19: the plans first, then offers (which may move applicants to the offer stage), then
    // the interviews that got everyone where they are, then goals counting all of it.
    await seedDemoInterviewPlans(tx, company.id, idOf);
    await seedDemoOffers(tx, company.id, idOf);
    await seedDemoInterviews(tx, company.id, idOf);
    await seedDemoSelfScheduleLinks(tx, company.id, idOf);
    await seedDemoGoals(tx, company.id, idOf, departmentIds.get('engineering'));
    // Issue 20: after the offers, whose hires it hands off to Onboarding.
    await seedDemoOnboarding(tx, company.id, { idOf, departmentIds, locationIds });
    await seedDemoOnboardingProfiles(tx, company.id, options.encryptionKey);
    await seedDemoWelcome(tx, company.id, idOf);
    // Issue 21: Performance.
    await seedDemoOneOnOnes(tx, company.id, idOf);
    await seedDemoFeedback(tx, company.id, idOf);
    await seedDemoUpdates(tx, company.id, idOf);
    await seedDemoPerformanceGoals(tx, company.id, idOf, departmentIds);
    await storeHarvestKey(tx, {
      companyId: company.id,
      name: 'Demo integration',
      key: DEMO_HARVEST_KEY,
      permissions: [...HARVEST_ENDPOINTS],
      createdById: idOf('admin'),
    });
    return company.id;
  });
  if (options.storage) await seedDemoResumes(db, options.storage, companyId);
  if (options.storage) await seedDemoSignatures(db, options.storage, companyId);
  if (options.storage) await seedDemoWelcomeLogo(db, options.storage, companyId);
  return true;
}

function userFields(person: DemoPerson, index: number) {
  const { department: _department, location: _location, manager: _manager, ...fields } = person;
  return {
    ...fields,
    // Invited people have not chosen a password or confirmed their address yet.
    password: person.status === 'invited' ? null : undefined,
    emailVerifiedAt: person.status === 'invited' ? null : new Date('2026-01-05T09:00:00Z'),
    contactNumber: `+4479111230${String(index).padStart(2, '0')}`,
  };
}

/** Parents before children, so a child can name its parent's id. */
async function seedDepartments(tx: Tx, companyId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { key, name, parent } of DEMO_DEPARTMENTS) {
    const row = await createDepartment(tx, companyId, { name, parentId: parent ? ids.get(parent) : null });
    ids.set(key, row.id);
  }
  return ids;
}

/** One update per manager, after everyone exists, so the tables can list people in any order. */
async function linkManagers(tx: Tx, people: readonly DemoPerson[], userIds: Map<string, string>) {
  const reportsByManager = new Map<string, string[]>();
  for (const person of people) {
    if (!person.manager) continue;
    const reports = reportsByManager.get(person.manager) ?? [];
    reports.push(userIds.get(person.email)!);
    reportsByManager.set(person.manager, reports);
  }
  for (const [manager, reports] of reportsByManager) {
    const managerId = userIds.get(manager);
    if (!managerId) throw new Error(`demo data: unknown manager ${manager}`);
    await tx.update(users).set({ managerId }).where(inArray(users.id, reports));
  }
}

async function seedAttributes(tx: Tx, companyId: string, userIds: Map<string, string>) {
  const definitions = await tx
    .insert(userAttributeDefinitions)
    .values(DEMO_ATTRIBUTES.map((attribute) => ({ companyId, ...attribute })))
    .returning();
  const byKey = new Map(definitions.map((definition) => [definition.key, definition.id]));
  const values: Array<[string, string, string | string[]]> = [
    ['manager@example.com', 'tshirt_size', 'm'],
    ['manager@example.com', 'languages', ['en', 'fr']],
    ['employee@example.com', 'tshirt_size', 'l'],
    ['employee@example.com', 'languages', ['en']],
    ['priya.sharma@example.com', 'languages', ['en', 'hi']],
    ['hannah.kowalski@example.com', 'languages', ['en', 'pl']],
    ['employee@example.com', 'emergency_contact', 'Laura Brooks, +447700900123'],
  ];
  await tx.insert(userAttributeValues).values(
    values.map(([email, key, value]) => ({
      companyId,
      userId: userIds.get(email)!,
      attributeId: byKey.get(key)!,
      value,
    })),
  );
}
