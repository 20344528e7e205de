import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { newHires } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

export interface HiresByMonthRecord {
  month: string;
  pending: number;
  onboarding: number;
  complete: number;
  cancelled: number;
  total: number;
}

/** The hires `hires` keeps (conditions on `h`) by start month and state; a hire with no start date has no month. */
export async function hiresByMonth(db: DbOrTx, companyId: string, hires: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select to_char(h.start_date, 'YYYY-MM') as month,
      count(*) filter (where h.state = 'pending')::int as pending,
      count(*) filter (where h.state = 'onboarding')::int as onboarding,
      count(*) filter (where h.state = 'complete')::int as complete,
      count(*) filter (where h.state = 'cancelled')::int as cancelled,
      count(*)::int as total
    from ${newHires} h
    where h.company_id = ${company} and h.start_date is not null${hires}
    group by 1
    order by 1`);
  return rowsOf<HiresByMonthRecord>(result);
}
