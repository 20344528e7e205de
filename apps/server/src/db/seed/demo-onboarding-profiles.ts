import { and, eq, inArray } from 'drizzle-orm';
import type { FieldDefinitionInput } from '@atrium/shared/schemas/onboarding/fields';
import type { Tx } from '../client.ts';
import { newHires, onboardingFeedbackRequests, onboardingProfiles } from '../schema/index.ts';
import { fieldSealer } from '../../lib/field-encryption.ts';
import { sealContext } from '../../modules/onboarding/fields/field-values.ts';
import * as fields from '../../modules/onboarding/fields/fields.repository.ts';
import * as feedback from '../../modules/onboarding/feedback/feedback.repository.ts';
import { DEFAULT_FEEDBACK_SETS } from '../../modules/onboarding/feedback/feedback.service.ts';
import { addDays, todayIn } from '../../modules/onboarding/plan/plan-rules.ts';
import { DEMO_ZONE } from './demo-interviews.ts';

// Issue 20 items 6 and 7: the demo's custom fields, one hire's completed profile (bank details
// sealed with the server's key), and the default feedback sets answered by a hire past their third month.

const DEMO_FIELDS: FieldDefinitionInput[] = [
  {
    name: 'T-shirt size',
    section: 'Welcome pack',
    type: 'single_choice',
    required: true,
    helpText: 'For your welcome pack.',
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    name: 'Dietary requirements',
    section: 'Welcome pack',
    type: 'long_text',
    required: false,
    helpText: 'So the team lunch in your first week suits you.',
    options: [],
  },
  {
    name: 'Laptop preference',
    section: 'Equipment',
    type: 'single_choice',
    required: true,
    helpText: null,
    options: ['MacBook Pro 14"', 'Dell XPS 15 (Windows)', 'ThinkPad X1 (Linux)'],
  },
  {
    name: 'National Insurance number',
    section: 'Payroll',
    type: 'masked',
    required: true,
    helpText: 'Kept encrypted; only payroll can reveal it.',
    options: [],
  },
];

async function hireIdByEmail(tx: Tx, companyId: string, email: string) {
  const [row] = await tx
    .select({ id: newHires.id })
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.personalEmail, email)))
    .limit(1);
  return row?.id ?? null;
}

/** `encryptionKey`: the server's (config.dataEncryptionKey); without it no sealed value is seeded. */
export async function seedDemoOnboardingProfiles(tx: Tx, companyId: string, encryptionKey?: string) {
  const ids: string[] = [];
  for (const [position, field] of DEMO_FIELDS.entries())
    ids.push((await fields.insertField(tx, companyId, field, position)).id);
  const [shirt, diet, laptop, ni] = ids as [string, string, string, string];
  const sealer = encryptionKey ? fieldSealer(encryptionKey) : null;

  // Oskar started four days ago and filled in everything.
  const oskar = await hireIdByEmail(tx, companyId, 'oskar.lindgren@example.net');
  if (oskar) {
    const seal = (plain: string, what: string) => sealer!.seal(plain, sealContext(companyId, oskar, what));
    await tx.insert(onboardingProfiles).values({
      companyId,
      newHireId: oskar,
      dateOfBirth: '1991-06-14',
      address: {
        line1: '18 Marchmont Crescent',
        line2: 'Flat 3F2',
        city: 'Edinburgh',
        region: null,
        postcode: 'EH9 1HN',
        country: 'GB',
      },
      emergencyContacts: [
        {
          name: 'Ingrid Lindgren',
          relationship: 'Partner',
          phone: '+44 7700 900418',
          email: 'ingrid.lindgren@example.net',
        },
      ],
      ...(sealer
        ? {
            bankKind: 'uk' as const,
            bankAccountHolder: 'Oskar Lindgren',
            bankName: 'Nationwide',
            bankDetailsSealed: seal(
              JSON.stringify({ sortCode: '070116', accountNumber: '31926819' }),
              'bank',
            ),
            bankAccountLast4: '6819',
          }
        : {}),
      fieldValues: {
        [shirt]: 'L',
        [diet]: 'Vegetarian; no nuts, please.',
        [laptop]: 'ThinkPad X1 (Linux)',
        ...(sealer ? { [ni]: { sealed: seal('QQ 12 34 56 C', `field:${ni}`), last4: '456C' } } : {}),
      },
    });
  }
  // Mei is part-way: her size, nothing else yet (the fields table shows her missing ones).
  const mei = await hireIdByEmail(tx, companyId, 'mei.tanaka@example.net');
  if (mei)
    await tx.insert(onboardingProfiles).values({ companyId, newHireId: mei, fieldValues: { [shirt]: 'S' } });

  const setIds: string[] = [];
  for (const set of DEFAULT_FEEDBACK_SETS) {
    const { id } = await feedback.insertSet(tx, companyId, set);
    for (const [position, question] of set.questions.entries())
      await feedback.insertQuestion(tx, companyId, { setId: id, ...question, position });
    setIds.push(id);
  }
  // Amara started 45 days ago: her first-week and first-month feedback came and she answered both.
  const amara = await hireIdByEmail(tx, companyId, 'amara.okoye@example.net');
  if (!amara) return;
  const today = todayIn(DEMO_ZONE);
  const answers: Array<Array<{ rating?: number; yesNo?: boolean; text?: string }>> = [
    [{ rating: 5 }, { yesNo: true }, { text: 'My laptop arrived a day late; a loan one would have helped.' }],
    [{ rating: 4 }, { yesNo: true }, { text: 'A map of who owns which service.' }],
  ];
  for (const [index, setId] of setIds.slice(0, 2).entries()) {
    const sentOn = addDays(today, -45 + DEFAULT_FEEDBACK_SETS[index]!.daysAfterStart);
    const [request] = await tx
      .insert(onboardingFeedbackRequests)
      .values({
        companyId,
        setId,
        newHireId: amara,
        sentAt: new Date(`${sentOn}T08:00:00Z`),
        answeredAt: new Date(`${addDays(sentOn, 1)}T12:30:00Z`),
      })
      .returning({ id: onboardingFeedbackRequests.id });
    const questions = await feedback.questionsOf(tx, companyId, [setId]);
    await feedback.insertAnswers(
      tx,
      companyId,
      request!.id,
      questions.map((question, position) => ({
        questionId: question.id,
        rating: answers[index]![position]!.rating ?? null,
        text: answers[index]![position]!.text ?? null,
        yesNo: answers[index]![position]!.yesNo ?? null,
      })),
    );
    // insertAnswers stamps now; the demo's answers were given the day after each request.
    await tx
      .update(onboardingFeedbackRequests)
      .set({ answeredAt: new Date(`${addDays(sentOn, 1)}T12:30:00Z`) })
      .where(
        and(
          eq(onboardingFeedbackRequests.companyId, companyId),
          inArray(onboardingFeedbackRequests.id, [request!.id]),
        ),
      );
  }
}
