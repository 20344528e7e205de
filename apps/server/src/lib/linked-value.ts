import { sql } from 'drizzle-orm';

// A value of the row a column links to (a department's name, a manager's first name), read by a
// correlated subquery: PostgreSQL plans these about six times faster than the same left joins, which
// was most of a list page's cost. Each also matches the company, so a stray id of another company
// never shows its value. Written out, because drizzle leaves columns unqualified when a query reads
// one table, and these must name the outer row. Static text: nothing of a request goes into it.

/** `outer`.`column` → `table`.`field`, in the same company. */
export const linkedValue = (outer: string, table: string, column: string, field = 'name') =>
  sql<string | null>`${sql.raw(
    `(select t.${field} from ${table} t where t.id = "${outer}"."${column}" and t.company_id = "${outer}"."company_id")`,
  )}`;
