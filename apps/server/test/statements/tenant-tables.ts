import { REFERENCE_TABLES, tenantTables } from '../../src/db/distribution.ts';

export { REFERENCE_TABLES };

/** Distributed by company_id: every table of ours but the reference tables (src/db/distribution.ts). */
export const TENANT_TABLES: ReadonlySet<string> = new Set(tenantTables());
