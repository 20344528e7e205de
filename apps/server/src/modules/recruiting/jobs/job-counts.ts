import type { JobListQuery, JobStatusCounts } from '@atrium/shared/schemas/recruiting/jobs';
import { filterKey, ListTotals } from '../../../lib/list-totals.ts';

/**
 * The jobs list's counts per status (lib/list-totals.ts): the same for every status tab and page
 * of a filter, so they are counted once per few seconds. "Following" depends on who asks.
 */
export class JobCounts extends ListTotals<JobListQuery & { userId: string }, JobStatusCounts> {
  constructor(now: () => number = Date.now) {
    super(
      ({ status: _status, userId, ...query }) => `${query.following ? userId : ''}|${filterKey(query)}`,
      now,
    );
  }
}
