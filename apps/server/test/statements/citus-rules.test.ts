import { describe, expect, it } from 'vitest';
import { citusViolations } from './citus-rules.ts';

// A fixed set, so these tests do not move with the schema.
const TENANT = new Set(['users', 'departments', 'jobs', 'job_offices', 'job_kickoffs']);
const check = (sql: string) => citusViolations(sql, TENANT);

describe('R1: tenant tables together are tied by company_id', () => {
  it('passes a join on a.company_id = b.company_id', async () => {
    expect(
      await check(
        'select u.id from users u join jobs j on j.created_by_id = u.id and j.company_id = u.company_id',
      ),
    ).toEqual([]);
  });

  it('passes a router query whose tables are each equated to the same parameter', async () => {
    expect(
      await check(
        'select u.id from users u, departments d where d.id = u.department_id and u.company_id = $1 and d.company_id = $1',
      ),
    ).toEqual([]);
  });

  it('catches a join on ids only', async () => {
    expect(
      await check('select u.id from users u join jobs j on j.created_by_id = u.id where u.company_id = $1'),
    ).toEqual(['jobs (alias j) is not tied by company_id to users (alias u)']);
  });

  it('catches tables equated to different parameters', async () => {
    expect(
      await check(
        'select 1 from users u, departments d where d.id = u.department_id and u.company_id = $1 and d.company_id = $2',
      ),
    ).toEqual(['departments (alias d) is not tied by company_id to users (alias u)']);
  });

  it('reads drizzle-style quoted names', async () => {
    const join =
      'select "users"."id" from "users" inner join "departments" on "departments"."id" = "users"."department_id"';
    expect(await check(`${join} and "users"."company_id" = "departments"."company_id"`)).toEqual([]);
    expect(await check(join)).toEqual(['departments is not tied by company_id to users']);
  });

  it('counts a LEFT JOIN like any other', async () => {
    const join = 'select u.id, d.name from users u left join departments d on d.id = u.department_id';
    expect(await check(`${join} and d.company_id = u.company_id where u.company_id = $1`)).toEqual([]);
    expect(await check(`${join} where u.company_id = $1`)).toEqual([
      'departments (alias d) is not tied by company_id to users (alias u)',
    ]);
  });

  it('ties JOIN ... USING (company_id) and resolves the merged unqualified column', async () => {
    const sql = `select 1 from users join departments using (company_id)
      where company_id = $1 and exists (select 1 from jobs j where j.company_id = $1)`;
    expect(await check(sql)).toEqual([]);
  });

  it('sees the outer block from a LATERAL subquery', async () => {
    const lateral = (tie: string) =>
      `select u.id, x.name from users u left join lateral (
        select d.name from departments d where d.id = u.department_id${tie}) x on true where u.company_id = $1`;
    expect(await check(lateral(''))).toEqual([
      'departments (alias d) is not tied by company_id to users (alias u)',
    ]);
    expect(await check(lateral(' and d.company_id = u.company_id'))).toEqual([]);
  });

  it('checks correlated subqueries in the select list', async () => {
    const count = (tie: string) =>
      `select d.id, (select count(*) from jobs j where j.department_id = d.id${tie}) from departments d where d.company_id = $1`;
    expect(await check(count(''))).toEqual([
      'jobs (alias j) is not tied by company_id to departments (alias d)',
    ]);
    expect(await check(count(' and j.company_id = d.company_id'))).toEqual([]);
  });

  it('checks EXISTS subqueries, resolving unqualified company_id to the inner table', async () => {
    const exists = (tie: string) =>
      `select id from jobs where company_id = $1 and exists (select 1 from job_offices o where o.job_id = jobs.id${tie})`;
    expect(await check(exists(''))).toEqual(['job_offices (alias o) is not tied by company_id to jobs']);
    expect(await check(exists(' and company_id = jobs.company_id'))).toEqual([]);
  });

  it('takes only equalities every row must meet: not under OR or NOT, not = ANY or IN lists', async () => {
    const base = 'select 1 from users u, jobs j where j.created_by_id = u.id and u.company_id = $1 and ';
    const message = ['jobs (alias j) is not tied by company_id to users (alias u)'];
    expect(await check(`${base}(j.company_id = $1 or j.id = $2)`)).toEqual(message);
    expect(await check(`${base}not (j.company_id = $1)`)).toEqual(message);
    expect(await check(`${base}j.company_id = any($1)`)).toEqual(message);
    expect(await check(`${base}j.company_id in ($1, $2)`)).toEqual(message);
    expect(await check(`${base}(j.status = 'open' and (j.company_id = $1))`)).toEqual([]);
  });

  it('ties company_id IN (subquery selecting company_id) as a semi-join', async () => {
    const sql =
      'select 1 from jobs j where j.company_id in (select u.company_id from users u where u.id = $1)';
    expect(await check(sql)).toEqual([]);
    expect(await check('select 1 from jobs j where j.created_by_id in (select u.id from users u)')).toEqual([
      'users (alias u) is not tied by company_id to jobs (alias j)',
    ]);
  });

  it('follows company_id through a derived table and a CTE', async () => {
    const derived = (column: string) =>
      `select 1 from (select d.${column} from departments d where d.id = $1) x join users u on u.company_id = x.company_id`;
    expect(await check(derived('company_id'))).toEqual([]);
    expect(
      await check(
        'select 1 from (select d.company_id as cid from departments d) x, users u where u.company_id = x.cid',
      ),
    ).toEqual([]);
    expect(await check(derived('id as company_id'))).toEqual([
      'users (alias u) is not tied by company_id to departments (alias d)',
    ]);
    expect(
      await check(
        'with x as (select * from departments where id = $1) select 1 from x join users u using (company_id)',
      ),
    ).toEqual([]);
  });

  it('checks the recursive part of a recursive CTE', async () => {
    const tree = (tie: string) => `with recursive up as (
        select id, parent_id, company_id from departments where company_id = $1 and id = $2
        union all
        select d.id, d.parent_id, d.company_id from departments d join up on d.id = up.parent_id${tie}
      ) select id from up`;
    expect(await check(tree(''))).toEqual(['departments (alias d) is not tied by company_id to departments']);
    expect(await check(tree(' and d.company_id = up.company_id'))).toEqual([]);
    expect(await check(tree(' where d.company_id = $1'))).toEqual([]);
  });

  it('ties the target of UPDATE ... FROM and DELETE ... USING', async () => {
    expect(
      await check(
        'update jobs set status = $1 from users u where u.id = jobs.created_by_id and u.company_id = jobs.company_id',
      ),
    ).toEqual([]);
    expect(
      await check(
        'delete from jobs using departments d where d.id = jobs.department_id and d.company_id = $1',
      ),
    ).toEqual(['departments (alias d) is not tied by company_id to jobs (delete target)']);
  });

  it('ties an INSERT target to the SELECT reference that feeds its company_id', async () => {
    expect(
      await check(
        'insert into job_offices (job_id, company_id) select j.id, j.company_id from jobs j where j.id = $1',
      ),
    ).toEqual([]);
    expect(
      await check(
        'insert into job_offices (company_id, job_id) select $1, j.id from jobs j where j.company_id = $1',
      ),
    ).toEqual([]);
    expect(
      await check(
        'insert into job_offices (job_id, company_id) select j.id, $2 from jobs j where j.company_id = $1',
      ),
    ).toEqual(['jobs (alias j) is not tied by company_id to job_offices (insert target)']);
  });

  it('passes one tenant reference, and ignores other schemas and non-tenant tables', async () => {
    expect(await check('select * from users where id = $1')).toEqual([]);
    expect(await check('select 1 from users u join companies c on c.id = u.company_id')).toEqual([]);
    expect(await check('select 1 from pgboss.users a, users b where a.id = b.id')).toEqual([]);
  });
});

describe('R2: upserts name company_id in their conflict target', () => {
  const upsert = 'insert into users (company_id, email) values ($1, $2) on conflict';

  it('catches a conflict target without company_id', async () => {
    expect(await check(`${upsert} (email) do update set email = excluded.email`)).toEqual([
      'ON CONFLICT (email) on users does not include company_id',
    ]);
  });

  it('passes a conflict target with company_id, or DO NOTHING without a target', async () => {
    expect(await check(`${upsert} (company_id, email) do update set email = excluded.email`)).toEqual([]);
    expect(await check(`${upsert} do nothing`)).toEqual([]);
  });

  it('reports a constraint name as not checkable', async () => {
    expect(await check(`${upsert} on constraint users_email_key do nothing`)).toEqual([
      'ON CONFLICT ON CONSTRAINT users_email_key on users: cannot tell whether the constraint includes company_id; name the conflict columns instead',
    ]);
  });
});

describe('R3: company_id never changes', () => {
  it('catches an UPDATE that sets company_id', async () => {
    expect(await check('update users set company_id = $1 where id = $2')).toEqual([
      'UPDATE users sets company_id',
    ]);
    expect(await check('update users set email = $1 where id = $2')).toEqual([]);
  });

  it('catches an upsert that sets company_id', async () => {
    expect(
      await check(
        'insert into users (company_id, email) values ($1, $2) on conflict (company_id, email) do update set company_id = excluded.company_id',
      ),
    ).toEqual(['ON CONFLICT DO UPDATE on users sets company_id']);
  });
});

describe('statements that do not parse', () => {
  it('are reported when they are data statements, ignored otherwise', async () => {
    const [message, ...rest] = await check('select from where');
    expect(message).toMatch(/^does not parse as PostgreSQL 17: /);
    expect(rest).toEqual([]);
    expect(await check('create tablex foo')).toEqual([]);
    expect(await check('set search_path to public')).toEqual([]);
  });
});
