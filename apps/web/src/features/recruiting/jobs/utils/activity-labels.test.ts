import { describe, expect, it } from 'vitest';
import { activitySentence, changedFields } from './activity-labels';

describe('activity labels', () => {
  it('says who did what, and whom they were logged in as', () => {
    expect(activitySentence({ action: 'job.open', actorName: 'Ada Owner', impersonatorName: null })).toBe(
      'Ada Owner opened the job',
    );
    expect(
      activitySentence({ action: 'job.close', actorName: 'Sam Support', impersonatorName: 'Ada Owner' }),
    ).toBe('Ada Owner (as Sam Support) closed the job');
    expect(activitySentence({ action: 'job.unknown', actorName: null, impersonatorName: null })).toBe(
      'Someone job.unknown',
    );
  });

  it('names the fields an edit changed', () => {
    expect(
      changedFields({
        before: { name: 'A', salary: null, offices: [{ id: '1' }] },
        after: { name: 'B', salary: null, offices: [{ id: '2' }] },
      }),
    ).toEqual(['name', 'offices']);
    expect(changedFields({ before: null, after: { name: 'B' } })).toEqual([]);
  });
});
