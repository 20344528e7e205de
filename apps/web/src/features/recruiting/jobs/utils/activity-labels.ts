import type { JobActivity } from '@atrium/shared/schemas/recruiting/jobs';

const ACTIONS: Record<string, string> = {
  'job.create': 'created the job',
  'job.copy': 'created the job as a copy of another',
  'job.update': 'edited the job info',
  'job.open': 'opened the job',
  'job.close': 'closed the job',
  'job.reopen': 'reopened the job as a draft',
  'job.follow': 'started following the job',
  'job.unfollow': 'stopped following the job',
  'job.hiring_team.update': 'changed the hiring team',
};

const FIELDS: Record<string, string> = {
  name: 'name',
  requisitionId: 'requisition ID',
  department: 'department',
  offices: 'offices',
  employmentType: 'employment type',
  salary: 'salary',
  openings: 'openings',
  closeReason: 'close reason',
  members: 'members',
};

/** "Ada Owner edited the job info", with "as Sam Support" when they were logged in as someone. */
export function activitySentence(
  activity: Pick<JobActivity, 'action' | 'actorName' | 'impersonatorName'>,
): string {
  const who = activity.impersonatorName
    ? `${activity.impersonatorName} (as ${activity.actorName ?? 'someone'})`
    : (activity.actorName ?? 'Someone');
  return `${who} ${ACTIONS[activity.action] ?? activity.action}`;
}

/** The fields an edit changed, by name, in the order the job lists them. */
export function changedFields(activity: Pick<JobActivity, 'before' | 'after'>): string[] {
  const before = (activity.before ?? {}) as Record<string, unknown>;
  const after = (activity.after ?? {}) as Record<string, unknown>;
  if (!activity.before || !activity.after) return [];
  return Object.keys(FIELDS)
    .filter(
      (key) => (key in before || key in after) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    )
    .map((key) => FIELDS[key]!);
}
