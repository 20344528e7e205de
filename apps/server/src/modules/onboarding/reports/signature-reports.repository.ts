import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  newHires,
  onboardingSignatureRequests,
  onboardingSignatureTemplates,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

export interface SignatureStatusRecord {
  template_id: string | null;
  name: string;
  waiting_for_signature: number;
  waiting_for_counter_signature: number;
  completed: number;
  cancelled: number;
  total: number;
}

/**
 * The documents sent to the hires `hires` keeps (conditions on `h`), by template (its name now, else
 * the name the documents were sent under); a document whose template is gone, by that name.
 */
export async function signatureStatusByTemplate(db: DbOrTx, companyId: string, hires: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select r.template_id, coalesce(min(st.name), min(r.name)) as name,
      count(*) filter (where r.state = 'waiting_for_signature')::int as waiting_for_signature,
      count(*) filter (where r.state = 'waiting_for_counter_signature')::int as waiting_for_counter_signature,
      count(*) filter (where r.state = 'completed')::int as completed,
      count(*) filter (where r.state = 'cancelled')::int as cancelled,
      count(*)::int as total
    from ${onboardingSignatureRequests} r
    join ${newHires} h on h.company_id = r.company_id and h.id = r.new_hire_id
    left join ${onboardingSignatureTemplates} st on st.company_id = ${company} and st.id = r.template_id
    where r.company_id = ${company} and h.company_id = ${company}${hires}
    group by r.template_id, case when r.template_id is null then r.name end
    order by lower(coalesce(min(st.name), min(r.name))), r.template_id`);
  return rowsOf<SignatureStatusRecord>(result);
}

export interface WaitingSignatureRecord {
  id: string;
  name: string;
  new_hire_id: string;
  hire_name: string;
  state: 'waiting_for_signature' | 'waiting_for_counter_signature';
  sent_at: string;
  waiting_for_signature: number;
  waiting_for_counter_signature: number;
}

/** Documents waiting on a signer, of hires not cancelled: the longest waiting first, with both counts. */
export async function signaturesWaiting(db: DbOrTx, companyId: string, limit: number, visible: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    with waiting as (
      select r.id, r.name, r.new_hire_id, r.state, r.created_at,
        coalesce(nullif(h.preferred_first_name, ''), h.legal_first_name) || ' ' || h.legal_last_name as hire_name
      from ${onboardingSignatureRequests} r
      join ${newHires} h on h.company_id = r.company_id and h.id = r.new_hire_id
      where r.company_id = ${company} and h.company_id = ${company} and h.state <> 'cancelled'${visible}
        and r.state in ('waiting_for_signature', 'waiting_for_counter_signature')
    )
    select w.id, w.name, w.new_hire_id, w.hire_name, w.state, w.created_at as sent_at,
      (select count(*) from waiting where state = 'waiting_for_signature')::int as waiting_for_signature,
      (select count(*) from waiting where state = 'waiting_for_counter_signature')::int as waiting_for_counter_signature
    from waiting w
    order by w.created_at, w.id
    limit ${limit}`);
  return rowsOf<WaitingSignatureRecord>(result);
}
