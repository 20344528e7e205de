import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../platform/messages.ts';
import { roleBodySchema, roleIdParamSchema, UNKNOWN_PERMISSION } from './roles.ts';
import { firstMessages } from '../platform/test-helpers.ts';

describe('roleBodySchema', () => {
  it('accepts catalogue permissions and defaults the description', () => {
    expect(roleBodySchema.parse({ name: ' Recruiter ', permissions: ['rct.module.jobs.job.view'] })).toEqual({
      name: 'Recruiter',
      description: '',
      permissions: ['rct.module.jobs.job.view'],
    });
  });

  it('names each unknown or platform-only permission by its index', () => {
    expect(
      firstMessages(roleBodySchema, {
        name: '',
        permissions: ['rct.module.jobs.job.view', 'made.up', 'sso.menu.chat.view'],
      }),
    ).toEqual({
      name: MESSAGES.fieldRequired,
      'permissions.1': UNKNOWN_PERMISSION,
      'permissions.2': UNKNOWN_PERMISSION,
    });
  });

  it('takes a company role id or a company system role key, never SUPER_ADMIN', () => {
    expect(roleIdParamSchema.safeParse({ id: 'SUPPORT' }).success).toBe(true);
    expect(roleIdParamSchema.safeParse({ id: '0b6e6b84-8a8c-4d38-9a0f-0d1f0e6b2a11' }).success).toBe(true);
    expect(roleIdParamSchema.safeParse({ id: 'SUPER_ADMIN' }).success).toBe(false);
  });
});
