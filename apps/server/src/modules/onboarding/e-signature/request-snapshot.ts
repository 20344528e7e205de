import type { SignatureTemplateRow } from '../../../db/schema/index.ts';
import { holderOfRole } from './request-access.ts';
import type { RequestInsert } from './signature-requests.repository.ts';

/** A request's snapshot of its template: later edits of the template never reach it. */
export const snapshotOf = (
  template: SignatureTemplateRow,
  hire: Parameters<typeof holderOfRole>[1],
): Omit<RequestInsert, 'newHireId' | 'sentBy'> => ({
  templateId: template.id,
  name: template.name,
  fileId: template.fileId,
  pages: template.pages,
  fields: template.fields,
  originalSha256: template.fileSha256,
  counterSignerRole: template.counterSignerRole,
  counterSignerUserId:
    template.counterSignerRole === 'person'
      ? template.counterSignerUserId
      : holderOfRole(template.counterSignerRole, hire),
});
