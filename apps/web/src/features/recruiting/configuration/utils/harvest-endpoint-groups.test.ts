import { describe, expect, it } from 'vitest';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { harvestEndpointGroups } from './harvest-endpoint-groups';

describe('harvestEndpointGroups', () => {
  it('groups every endpoint once, by the resource its path starts with', () => {
    const groups = harvestEndpointGroups();
    expect(groups.flatMap((group) => group.endpoints).sort()).toEqual([...HARVEST_ENDPOINTS].sort());
    const candidates = groups.find((group) => group.label === 'Candidates')!;
    expect(candidates.endpoints).toContain('POST /v1/candidates/:id/activity_feed/notes');
    expect(candidates.endpoints).not.toContain('GET /v1/tags/candidate');
    expect(groups.map((group) => group.label)).toEqual(
      expect.arrayContaining([
        'Applications',
        'Jobs',
        'Users',
        'Tags',
        'Rejection reasons',
        'Email templates',
        'Prospects',
        'Prospect pools',
      ]),
    );
  });

  it('keeps an unknown endpoint of a stored key, under its own resource', () => {
    expect(harvestEndpointGroups(['GET /v1/offers', 'GET /v1/jobs'])).toEqual([
      { label: 'Offers', endpoints: ['GET /v1/offers'] },
      { label: 'Jobs', endpoints: ['GET /v1/jobs'] },
    ]);
  });
});
