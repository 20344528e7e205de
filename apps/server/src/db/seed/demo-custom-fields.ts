import { asc, eq } from 'drizzle-orm';
import type { CustomFieldValue } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { Tx } from '../client.ts';
import {
  applicationCustomFieldValues,
  applications,
  candidateCustomFieldValues,
  candidates,
  jobCustomFields,
  jobSetupFlows,
} from '../schema/index.ts';
import { DEFAULT_JOB_SETUP_FLOW } from '@atrium/shared/schemas/recruiting/job-setup-flow';

type FieldSeed = Pick<
  typeof jobCustomFields.$inferInsert,
  'entity' | 'name' | 'type' | 'options' | 'required'
>;

const FIELDS: FieldSeed[] = [
  {
    entity: 'candidate',
    name: 'Notice period',
    type: 'single_select',
    options: ['None', '1 month', '3 months'],
  },
  { entity: 'candidate', name: 'Salary expectation', type: 'currency' },
  { entity: 'candidate', name: 'Visa sponsorship needed', type: 'yes_no' },
  {
    entity: 'application',
    name: 'Preferred interview format',
    type: 'single_select',
    options: ['On site', 'Video'],
  },
  { entity: 'application', name: 'Agency fee (%)', type: 'number' },
  { entity: 'referral_question', name: 'How long have you known them?', type: 'text', required: true },
  { entity: 'referral_question', name: 'Would you work with them again?', type: 'yes_no' },
];

/**
 * The demo company's custom fields on candidates and applications, two referral questions, values
 * on a share of the candidates and applications, and a job setup flow with kickoff and the interview
 * plan required.
 */
export async function seedDemoCustomFields(tx: Tx, companyId: string): Promise<void> {
  const positions = new Map<string, number>();
  const rows = await tx
    .insert(jobCustomFields)
    .values(
      FIELDS.map((field) => {
        const position = positions.get(field.entity!) ?? 0;
        positions.set(field.entity!, position + 1);
        return { companyId, options: [], required: false, ...field, position };
      }),
    )
    .returning({ id: jobCustomFields.id, name: jobCustomFields.name });
  const id = (name: string) => rows.find((row) => row.name === name)!.id;

  const people = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.companyId, companyId))
    .orderBy(asc(candidates.createdAt), asc(candidates.id));
  const candidateValues = people
    .filter((_person, index) => index % 3 === 0)
    .flatMap((person, index) => {
      const values: Array<[string, CustomFieldValue]> = [
        [id('Notice period'), ['None', '1 month', '3 months'][index % 3]!],
        [id('Salary expectation'), { amount: 45000 + (index % 8) * 5000, currency: 'GBP' }],
        [id('Visa sponsorship needed'), index % 5 === 0],
      ];
      return values.map(([fieldId, value]) => ({ companyId, candidateId: person.id, fieldId, value }));
    });
  if (candidateValues.length > 0) await tx.insert(candidateCustomFieldValues).values(candidateValues);

  const applied = await tx
    .select({ id: applications.id, source: applications.source })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  const applicationValues = applied.flatMap((application, index) => {
    const values: Array<[string, CustomFieldValue]> = [];
    if (index % 4 === 0)
      values.push([id('Preferred interview format'), index % 8 === 0 ? 'Video' : 'On site']);
    if (application.source === 'Agency') values.push([id('Agency fee (%)'), 18]);
    if (application.source === 'Referral')
      values.push(
        [id('How long have you known them?'), 'Two years: we were on the same team.'],
        [id('Would you work with them again?'), true],
      );
    return values.map(([fieldId, value]) => ({ companyId, applicationId: application.id, fieldId, value }));
  });
  if (applicationValues.length > 0) await tx.insert(applicationCustomFieldValues).values(applicationValues);

  await tx.insert(jobSetupFlows).values({
    companyId,
    steps: DEFAULT_JOB_SETUP_FLOW.steps.map((item) => ({
      ...item,
      required: item.required || item.step === 'kickoff' || item.step === 'interview_plan',
    })),
  });
}
