import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../platform/messages.ts';
import {
  ATTRIBUTE_KEY_INVALID,
  createAttributeBodySchema,
  departmentBodySchema,
  groupMembersBodySchema,
  locationBodySchema,
  OPTION_LABELS_UNIQUE,
  OPTIONS_NOT_ALLOWED,
  OPTIONS_REQUIRED,
} from './organisation.ts';
import { TIMEZONE_INVALID } from '../platform/profile.ts';
import { firstMessages } from '../platform/test-helpers.ts';

describe('organisation schemas', () => {
  it('departments: a name, and optional parent and head ids', () => {
    expect(departmentBodySchema.parse({ name: ' Sales ' })).toEqual({
      name: 'Sales',
      parentId: null,
      headUserId: null,
    });
    expect(firstMessages(departmentBodySchema, { name: '', parentId: 'x' })).toEqual({
      name: MESSAGES.fieldRequired,
      parentId: 'Select a valid record',
    });
  });

  it('locations: defaults for the address, a real timezone', () => {
    expect(locationBodySchema.parse({ name: 'Leeds' })).toMatchObject({
      country: 'United Kingdom',
      timezone: 'Europe/London',
      addressLine1: '',
    });
    expect(firstMessages(locationBodySchema, { name: 'Leeds', timezone: 'Mars/Base' })).toEqual({
      timezone: TIMEZONE_INVALID,
    });
  });

  it('groups: at least one member id', () => {
    expect(firstMessages(groupMembersBodySchema, { userIds: [] })).toEqual({
      userIds: 'Select at least one person',
    });
  });

  it('attributes: options only, and always, for select types, with unique labels', () => {
    const messages = (value: object) => firstMessages(createAttributeBodySchema, { label: 'Size', ...value });
    expect(messages({ type: 'text' })).toEqual({});
    expect(messages({ type: 'single_select' })).toEqual({ options: OPTIONS_REQUIRED });
    expect(messages({ type: 'number', options: [{ label: 'A' }] })).toEqual({ options: OPTIONS_NOT_ALLOWED });
    expect(messages({ type: 'multi_select', options: [{ label: 'A' }, { label: 'a' }] })).toEqual({
      options: OPTION_LABELS_UNIQUE,
    });
    expect(messages({ type: 'date', key: '1st' })).toEqual({ key: ATTRIBUTE_KEY_INVALID });
  });
});
