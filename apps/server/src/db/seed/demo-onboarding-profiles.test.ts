import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import {
  newHires,
  onboardingFeedbackRequests,
  onboardingFields,
  onboardingProfiles,
} from '../schema/index.ts';
import { freshDatabase, TEST_DATA_ENCRYPTION_KEY } from '../../../test/test-app.ts';
import { fieldSealer } from '../../lib/field-encryption.ts';
import { sealContext } from '../../modules/onboarding/fields/field-values.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

describe('demo onboarding profiles, fields and feedback', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await seedDemoIfEmpty(database.db, { encryptionKey: TEST_DATA_ENCRYPTION_KEY })).toBe(true);
  });
  afterAll(() => database.close());

  it('has the custom fields, and a completed profile whose bank details open with the server key only', async () => {
    const fields = await database.db.select().from(onboardingFields);
    expect(fields.map((field) => `${field.name}: ${field.type}`).sort()).toEqual([
      'Dietary requirements: long_text',
      'Laptop preference: single_choice',
      'National Insurance number: masked',
      'T-shirt size: single_choice',
    ]);
    const [oskar] = await database.db
      .select({ hire: newHires, profile: onboardingProfiles })
      .from(onboardingProfiles)
      .innerJoin(
        newHires,
        and(
          eq(newHires.companyId, onboardingProfiles.companyId),
          eq(newHires.id, onboardingProfiles.newHireId),
        ),
      )
      .where(isNotNull(onboardingProfiles.bankDetailsSealed));
    expect(oskar!.hire.legalFirstName).toBe('Oskar');
    const sealed = oskar!.profile.bankDetailsSealed!;
    expect(sealed).not.toContain('31926819');
    const context = sealContext(oskar!.hire.companyId, oskar!.hire.id, 'bank');
    expect(JSON.parse(fieldSealer(TEST_DATA_ENCRYPTION_KEY).open(sealed, context))).toEqual({
      sortCode: '070116',
      accountNumber: '31926819',
    });
    expect(() => fieldSealer('another-key-another-key-another-key').open(sealed, context)).toThrow();
  });

  it('has answered feedback from a hire who started over a month ago', async () => {
    const answered = await database.db
      .select()
      .from(onboardingFeedbackRequests)
      .where(isNotNull(onboardingFeedbackRequests.answeredAt));
    expect(answered).toHaveLength(2);
  });
});
