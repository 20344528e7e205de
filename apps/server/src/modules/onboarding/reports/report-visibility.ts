import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { newHires } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { hireVisibilityCondition } from '../new-hires/hire-visibility.ts';

// The reports' and the dashboard's statements name the hire `h` (the alias's columns are typed by its
// own name, not `new_hires`, hence the cast: only their SQL names are read).
const h = alias(newHires, 'h') as unknown as typeof newHires;

/** What the caller may see of the hires (settings → permission), a condition on `h`; null for all. */
export async function visibleHiresCondition(db: DbOrTx, auth: AuthContext): Promise<SQL | null> {
  return (await hireVisibilityCondition(db, auth, h)) ?? null;
}
