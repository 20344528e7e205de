import type { UserAttributeType } from '@atrium/shared/schemas/admin/organisation';

export const ATTRIBUTE_TYPE_LABELS: Record<UserAttributeType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
};
