import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import { COMPANY_TABS, companyTabPath } from '../features/admin/company/utils/company-tabs';
import { canOpenPage, isAllowed, isBuiltPage, PAGE_ACCESS, pageAccessAt } from './page-access';
import { paths } from './paths';

// The server's own list of every route and the permission it checks (plugins/auth.ts).
const SERVER_ROUTES = new Map(
  readFileSync(
    join(import.meta.dirname, '../../../server/src/plugins/__snapshots__/route-permissions.txt'),
    'utf8',
  )
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length >= 4)
    // A route that takes any of several permissions lists them as "a | b | c".
    .map(([method, path, , ...permission]) => [`${method} ${path}`, permission.join(' ')]),
);

describe('PAGE_ACCESS', () => {
  it('names for every call the permission the server checks on that route', () => {
    const calls = Object.values(PAGE_ACCESS).flatMap((access) => access.calls);
    expect(calls.length).toBeGreaterThan(20);
    for (const { route, permission } of calls) {
      expect(SERVER_ROUTES.has(route), `${route} is a route of the server`).toBe(true);
      expect([permission].flat().join(' | '), route).toBe(SERVER_ROUTES.get(route));
    }
  });

  it('opens Company management with any tab its holder may view, and each tab with its own', () => {
    const hub = PAGE_ACCESS[paths.adminCompany]!;
    expect(hub.opensWith).toBe('any');
    // Each call names the tab's admin permission first, then any Performance settings equivalent.
    expect(hub.calls.map((call) => [call.permission].flat()[0]).sort()).toEqual(
      COMPANY_TABS.map((tab) => tab.permission).sort(),
    );
    for (const tab of COMPANY_TABS) {
      expect(canOpenPage(companyTabPath(tab.value), [tab.permission]), tab.value).toBe(true);
      expect(canOpenPage(companyTabPath(tab.value), []), tab.value).toBe(false);
    }
  });
});

describe('pageAccessAt', () => {
  it('takes a page’s own entry, else the nearest one above it', () => {
    expect(pageAccessAt('/jobs')).toBe(PAGE_ACCESS[paths.jobs]);
    expect(pageAccessAt('/jobs/42/pipeline')).toBe(PAGE_ACCESS[paths.jobs]);
    expect(pageAccessAt('/configuration/job-boards/7')).toBe(PAGE_ACCESS[paths.jobBoards]);
    expect(pageAccessAt(paths.candidate('42'))).toBe(PAGE_ACCESS[paths.candidates]);
    expect(pageAccessAt(paths.configuration)).not.toBe(PAGE_ACCESS[paths.jobBoards]);
  });

  it('knows nothing of a path outside the table, nor of one that only starts like an entry', () => {
    expect(pageAccessAt('/nowhere')).toBeUndefined();
    expect(pageAccessAt('/jobsearch')).toBeUndefined();
    expect(canOpenPage('/nowhere', [])).toBe(true);
    expect(isBuiltPage('/reports')).toBe(false);
    expect(isBuiltPage(paths.talentPool)).toBe(true);
    expect(isBuiltPage(paths.candidates)).toBe(true);
    expect(isBuiltPage(paths.jobs)).toBe(true);
  });
});

describe('canOpenPage', () => {
  const employee = [...grantsOfRole(null)];
  const operations = [...grantsOfRole('OPERATIONS')];
  const superAdmin = [...grantsOfRole('SUPER_ADMIN')];

  it('opens the pages everyone has to everyone', () => {
    for (const path of [paths.dashboard, paths.myProfile, paths.notifications, paths.changePassword]) {
      expect(canOpenPage(path, []), path).toBe(true);
    }
  });

  it('keeps an employee out of jobs, candidates, recruiting settings and the admin console', () => {
    for (const path of [
      '/jobs',
      '/jobs/42',
      paths.candidates,
      paths.candidate('42'),
      paths.configuration,
      paths.adminRoles,
      paths.adminPeople,
    ]) {
      expect(canOpenPage(path, employee), path).toBe(false);
    }
  });

  it('keeps operations out of the roles and the audit trail, and lets it work with people and jobs', () => {
    expect(canOpenPage(paths.adminRoles, operations)).toBe(false);
    expect(canOpenPage(paths.adminAudit, operations)).toBe(false);
    expect(canOpenPage('/admin/audit-logs', operations)).toBe(false);
    expect(canOpenPage(paths.adminPeople, operations)).toBe(true);
    expect(canOpenPage(paths.jobs, operations)).toBe(true);
  });

  it('keeps the platform operator out of a company’s recruiting, /jobs included', () => {
    expect(canOpenPage(paths.jobs, superAdmin)).toBe(false);
    expect(canOpenPage(paths.configuration, superAdmin)).toBe(false);
    expect(canOpenPage(paths.adminRoles, superAdmin)).toBe(true);
  });

  it('opens a hub with any one of its sections and a page only with all it needs', () => {
    expect(isAllowed(PAGE_ACCESS[paths.configuration]!, ['rct.settings.job_boards.view'])).toBe(true);
    expect(canOpenPage('/create-job', ['rct.module.jobs.job.create'])).toBe(false);
    expect(canOpenPage('/create-job', ['rct.module.jobs.job.view', 'rct.module.jobs.job.create'])).toBe(true);
  });

  it('lets an interviewer without the candidates list open their interview details, and no one the candidate', () => {
    const details = '/candidates/c-1/interview-details?interviewId=i-1';
    expect(canOpenPage(details, [])).toBe(true);
    expect(canOpenPage('/candidates/c-1', [])).toBe(false);
    expect(canOpenPage('/candidates/c-1/schedule-interview', [])).toBe(false);
  });
});
