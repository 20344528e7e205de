import { describe, expect, it } from 'vitest';
import { initialListQuery } from '../../../../components/data-table/list-query';
import { auditListParams } from './audit-params';

describe('auditListParams', () => {
  it('names the actor, the date range and the rest as the audit endpoint expects', () => {
    const query = {
      ...initialListQuery({
        actor: [{ _id: 'u1', fullName: 'Ada' }],
        action: 'role.',
        targetType: 'role',
        outcome: '',
        dates: { startDate: '2026-01-01', endDate: '2026-01-31' },
      }),
      sortBy: 'createdAt',
      sortOrder: -1 as const,
    };
    expect(auditListParams(query)).toEqual({
      page: 1,
      limit: 10,
      actorUserId: 'u1',
      action: 'role.',
      targetType: 'role',
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      sortBy: 'createdAt',
      sortOrder: -1,
    });
  });

  it('leaves out empty filters', () => {
    const query = initialListQuery({ actor: [], dates: { startDate: null, endDate: null }, action: '' });
    expect(auditListParams(query)).toEqual({ page: 1, limit: 10 });
  });
});
