import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  applications,
  candidates,
  emailTemplates,
  jobStages,
  jobStageTransitions,
  rejectionReasons,
} from '../src/db/schema/index.ts';
import { createRecruitingJob } from '../src/db/seed/recruiting-factories.ts';
import { peopleCompany } from './people-company.ts';

/**
 * A company hiring for two jobs (Application Review, Phone Screen, Onsite, Offer), with a rejection
 * reason, a rejection template, and a transition that mails candidates entering Phone Screen.
 */
export async function candidatesCompany(app: FastifyInstance, name = 'Acme Widgets Ltd') {
  const base = await peopleCompany(app, name);
  const companyId = base.company.id;
  const job = await createRecruitingJob(app.db, companyId, { name: 'Backend Engineer' });
  const other = await createRecruitingJob(app.db, companyId, { name: 'Data Analyst' });
  for (const { id } of [job, other]) {
    await app.db.update(jobStages).set({ position: 9 }).where(eqOffer(id));
    await app.db.insert(jobStages).values([
      { companyId, jobId: id, name: 'Phone Screen', kind: 'interview', position: 1 },
      { companyId, jobId: id, name: 'Onsite', kind: 'interview', position: 2 },
    ]);
  }
  const stagesOf = (jobId: string) =>
    app.db
      .select({ id: jobStages.id, name: jobStages.name })
      .from(jobStages)
      .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
      .orderBy(asc(jobStages.position));
  const stages = await stagesOf(job.id);
  const otherStages = await stagesOf(other.id);
  const [template] = await app.db
    .insert(emailTemplates)
    .values({
      companyId,
      type: 'candidate_rejection',
      name: 'Kind rejection',
      subject: 'Your application for {{JOB_NAME}}',
      bodyHtml: '<p>Dear {{CANDIDATE_FIRST_NAME}}, thank you. {{MY_NAME}}</p>',
      isDefault: true,
    })
    .returning();
  const [screenInvite] = await app.db
    .insert(emailTemplates)
    .values({
      companyId,
      type: 'general',
      name: 'Phone screen invite',
      subject: 'Next step: a call about {{JOB_NAME}}',
      bodyHtml: '<p>Hello {{CANDIDATE_FIRST_NAME}}, let us talk.</p>',
    })
    .returning();
  await app.db.insert(jobStageTransitions).values({
    companyId,
    jobId: job.id,
    stageId: stages[1]!.id,
    action: 'send_email_template',
    emailTemplateId: screenInvite!.id,
    position: 0,
  });
  const [reason] = await app.db
    .insert(rejectionReasons)
    .values({ companyId, name: 'Not enough experience', typeId: 1 })
    .returning();
  const people = await app.db
    .insert(candidates)
    .values(
      ['Grace Hopper', 'Alan Turing', 'Ada Byron'].map((full, index) => {
        const [firstName, lastName] = full.split(' ') as [string, string];
        return {
          companyId,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@${name.split(' ')[0]!.toLowerCase()}.test`,
          phone: `+44 7700 90000${index}`,
          company: index === 0 ? 'Navy Labs' : '',
        };
      }),
    )
    .returning();
  const applied = await app.db
    .insert(applications)
    .values(
      people.map((person, index) => ({
        companyId,
        jobId: job.id,
        candidateId: person.id,
        stageId: stages[0]!.id,
        source: index === 1 ? 'LinkedIn' : 'Careers page',
        appliedAt: new Date(Date.UTC(2026, 9, 1 + index)),
        stageEnteredAt: new Date(Date.UTC(2026, 9, 1 + index)),
      })),
    )
    .returning();
  return { ...base, job, other, stages, otherStages, template: template!, reason: reason!, people, applied };
}

function eqOffer(jobId: string) {
  return and(eq(jobStages.jobId, jobId), eq(jobStages.kind, 'offer'));
}
