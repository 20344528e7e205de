import type { Tx } from '../client.ts';
import { recruitingSettings } from '../schema/index.ts';

/** The demo company's recruiting defaults: pounds, 45-minute interviews, and who hears of what by role. */
export async function seedDemoRecruitingSettings(tx: Tx, companyId: string): Promise<void> {
  await tx.insert(recruitingSettings).values({
    companyId,
    defaultCurrency: 'GBP',
    defaultInterviewMinutes: 45,
    notifyNewApplicants: ['recruiter', 'coordinator'],
    notifyScorecardsSubmitted: ['hiring_manager', 'recruiter'],
    notifyApprovals: ['hiring_manager'],
    notifyStuckCandidates: ['recruiter'],
    stuckAfterDays: 7,
  });
}
