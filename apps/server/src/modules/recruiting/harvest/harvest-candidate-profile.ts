import type { DbOrTx } from '../../../db/client.ts';
import { attachmentsOf } from '../candidate-attachments/candidate-attachments.repository.ts';
import * as history from '../candidate-history/candidate-history.repository.ts';
import type { HarvestEducation, HarvestEmployment } from './harvest-objects.ts';

// The candidate object's attachments, educations and employments, read for a page of candidates at once.

const timeOf = (date: string | null) => (date ? `${date}T00:00:00.000Z` : null);
const orNull = (text: string) => text || null;

export const toHarvestEducation = (row: history.EducationRow): HarvestEducation => ({
  id: row.publicId,
  school_name: orNull(row.schoolName),
  degree: orNull(row.degree),
  discipline: orNull(row.discipline),
  start_date: timeOf(row.startDate),
  end_date: timeOf(row.endDate),
});

export const toHarvestEmployment = (row: history.EmploymentRow): HarvestEmployment => ({
  id: row.publicId,
  company_name: row.companyName,
  title: orNull(row.title),
  start_date: timeOf(row.startDate),
  end_date: timeOf(row.endDate),
});

export const toHarvestAttachment = (
  row: Awaited<ReturnType<typeof attachmentsOf>>[number],
  fileUrl: (fileId: string) => string,
) => ({
  filename: row.file.originalName,
  url: fileUrl(row.file.id),
  type: row.type,
  created_at: row.createdAt.toISOString(),
});

function grouped<T extends { candidateId: string }, U>(rows: T[], map: (row: T) => U) {
  const byCandidate = new Map<string, U[]>();
  for (const row of rows)
    byCandidate.set(row.candidateId, [...(byCandidate.get(row.candidateId) ?? []), map(row)]);
  return byCandidate;
}

/** Per candidate: every attachment (an application's résumé among them), education and employment. */
export async function harvestProfilesOf(
  db: DbOrTx,
  companyId: string,
  candidateIds: string[],
  fileUrl: (fileId: string) => string,
) {
  const [attachments, educations, employments] = await Promise.all([
    attachmentsOf(db, companyId, candidateIds),
    history.educationsOf(db, companyId, candidateIds),
    history.employmentsOf(db, companyId, candidateIds),
  ]);
  return {
    attachments: grouped(attachments, (row) => toHarvestAttachment(row, fileUrl)),
    educations: grouped(educations, toHarvestEducation),
    employments: grouped(employments, toHarvestEmployment),
  };
}
