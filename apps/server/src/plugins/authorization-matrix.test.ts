import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { NO_ROLE_GRANTS, SYSTEM_ROLE_GRANTS } from '@atrium/shared/permissions/system-roles';
import { createTestApp, signedInUser, type SignedInUser, type TestApp } from '../../test/test-app.ts';
import { createRouteFixtures, type Aim } from '../../test/route-fixtures.ts';
import { acceptedPermissions, type AnyOfPermissions } from './auth.ts';

// Issue 4, item 9: the machine-readable matrix of who may call what, and a sweep of every route as
// nobody (401), as a colleague without the permission (403) and as another company's admin aimed at
// this company's records (404, nothing changed).

interface Route {
  method: string;
  url: string;
  access: string;
  /** One permission, or several of which any one will do. */
  permission?: PermissionId | AnyOfPermissions | null;
}

// Every table whose rows belong to a company (it has company_id), found in the database so a new
// table is covered without a change here. Refresh tokens, codes, mail and audit events are left
// out: the other company's requests add their own, which is expected.
const NOT_FINGERPRINTED = new Set(['audit_events', 'refresh_tokens', 'one_time_codes', 'outbox_messages']);

const sortRoutes = (routes: readonly Route[]) =>
  [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

describe('authorization matrix', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let helpDesk: SignedInUser;
  let operator: SignedInUser;
  let outsider: SignedInUser;
  let aims: Map<string, Aim>;
  let tenantTables: string[];

  const rowsOf = (result: unknown) =>
    ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, string>>;

  /** A digest of every row the first company owns, to show a refused request changed nothing. */
  async function fingerprint(): Promise<Record<string, string>> {
    const companyId = admin.company.id;
    const digest: Record<string, string> = {};
    for (const table of tenantTables) {
      const result = await t.app.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t where company_id = '${companyId}'`,
        ),
      );
      digest[table] = rowsOf(result)[0]!.digest!;
    }
    const company = await t.app.db.execute(
      sql`select md5(c::text) as digest from companies c where id = ${companyId}`,
    );
    digest.companies = rowsOf(company)[0]!.digest!;
    return digest;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const tables = await t.app.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema() order by table_name`,
    );
    tenantTables = rowsOf(tables)
      .map((row) => row.table_name!)
      .filter((table) => !NOT_FINGERPRINTED.has(table));
    admin = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    employee = await signedInUser(t.app, { role: null }, admin.company);
    helpDesk = await signedInUser(t.app, { role: 'SUPPORT' }, admin.company);
    operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, admin.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    aims = await createRouteFixtures(t.app, admin, outsider);
  });
  afterAll(() => t.close());

  const routes = () => sortRoutes(t.app.declaredRoutes as readonly Route[]);
  const call = (route: Route, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: (payload ?? {}) as object }),
    });
  // Any id will do for the 401 and 403 checks: both answer before the route looks anything up.
  const anyUrl = (route: Route) => route.url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');

  it('is committed as JSON, generated from the route declarations', async () => {
    const matrix = routes().map(({ method, url, access, permission }) => ({
      method,
      url,
      access,
      permission: permission ?? null,
    }));
    await expect(`${JSON.stringify(matrix, null, 2)}\n`).toMatchFileSnapshot(
      '../../../../docs/authorization-matrix.json',
    );
  });

  it('refuses every signed-in route to an anonymous caller with 401', async () => {
    const answers: string[] = [];
    for (const route of routes().filter((candidate) => candidate.access === 'authenticated')) {
      const response = await call(route, anyUrl(route));
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 401'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
  });

  it('refuses every permission-guarded route with 403 to a colleague without the permission', async () => {
    const guarded = routes().filter((route) => route.permission);
    // An employee holds a few grants every employee has (making a referral); those routes are
    // tried by the help desk, which changes nothing. A scoped read that both may make at some scope
    // (their own 1-on-1s, everyone's for the help desk) is tried by the platform operator, who holds
    // nothing inside a company's modules. None may hold what it is tried for.
    const holds = (grants: ReadonlySet<PermissionId>, route: Route) =>
      acceptedPermissions(route.permission!).some((permission) => grants.has(permission));
    const callerFor = (route: Route) =>
      !holds(NO_ROLE_GRANTS, route)
        ? employee
        : !holds(SYSTEM_ROLE_GRANTS.SUPPORT, route)
          ? helpDesk
          : operator;
    const grantsOf = (caller: SignedInUser) =>
      caller === employee
        ? NO_ROLE_GRANTS
        : caller === helpDesk
          ? SYSTEM_ROLE_GRANTS.SUPPORT
          : SYSTEM_ROLE_GRANTS.SUPER_ADMIN;
    expect(guarded.filter((route) => holds(grantsOf(callerFor(route)), route))).toEqual([]);
    const answers: string[] = [];
    for (const route of guarded) {
      const response = await call(route, anyUrl(route), callerFor(route).headers);
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 403'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
  });

  it("answers 404 to another company's admin for every record of this company, and changes nothing", async () => {
    const addressed = routes().filter(
      (route) => route.access === 'authenticated' && route.url.includes('/:'),
    );
    const missing = addressed.map((route) => `${route.method} ${route.url}`).filter((key) => !aims.has(key));
    expect(missing.map((key) => `add a fixture for ${key}`)).toEqual([]);

    const before = await fingerprint();
    const answers: string[] = [];
    for (const route of addressed) {
      const aim = aims.get(`${route.method} ${route.url}`)!;
      const response = await call(route, aim.url, outsider.headers, aim.payload);
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 404'))).toEqual([]);
    expect(await fingerprint()).toEqual(before);

    // The same requests from the company's own admin do reach the records: the 404s above are the
    // company boundary, not broken fixtures. Reads only, so the sweep stays repeatable.
    for (const route of addressed.filter((candidate) => candidate.method === 'GET')) {
      const aim = aims.get(`${route.method} ${route.url}`)!;
      expect(`${route.url} ${(await call(route, aim.url, admin.headers)).statusCode}`).toBe(
        `${route.url} 200`,
      );
    }
  });
});
