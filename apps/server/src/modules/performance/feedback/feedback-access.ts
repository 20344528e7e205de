import type { DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { managerChainOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { widestScope, type Scope } from '../access/scope.ts';
import type { FeedbackRow } from './feedback-columns.ts';

// Who reads a feedback item (issue 21 item 2, as Lattice has it):
// - praise: everyone in the company who reads feedback at any scope;
// - private feedback: its giver always; its person unless it went to their manager only; the managers
//   above the person (team scope) when it includes the manager; whoever asked for it, when it answers
//   a request; and HR with the all scope, every kind. Lattice's admins read private feedback too (never
//   private notes), and the give dialog says so, so nobody believes a "private" item hidden from HR.
// Private notes are another table, read by their author alone (feedback-notes).

export const VIEW_PERMISSION = 'prf.module.feedback.feedback.view';

export const viewScopeOf = (auth: AuthContext): Scope | null =>
  widestScope(auth.permissions, VIEW_PERMISSION);

export async function mayRead(db: DbOrTx, auth: AuthContext, row: FeedbackRow): Promise<boolean> {
  const scope = viewScopeOf(auth);
  if (!scope) return false;
  if (row.visibility === 'public' || scope === 'all') return true;
  if (row.giverId === auth.userId || row.request?.requesterId === auth.userId) return true;
  const recipientId = row.recipients[0]?.id;
  if (!recipientId) return false;
  if (recipientId === auth.userId) return row.visibility !== 'manager_only';
  if (row.visibility === 'recipient' || scope !== 'team') return false;
  return (await managerChainOf(db, auth.companyId, recipientId)).includes(auth.userId);
}
