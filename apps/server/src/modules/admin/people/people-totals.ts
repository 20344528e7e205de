import type { PeopleListQuery } from '@atrium/shared/schemas/admin/people';
import { filterKey, ListTotals } from '../../../lib/list-totals.ts';

// A 50,000-person count reads 50,000 index entries (~6 ms); see lib/list-totals.ts.
export class PeopleTotals extends ListTotals<PeopleListQuery, number> {
  constructor(now: () => number = Date.now) {
    super(filterKey, now);
  }
}
