import { describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_PERMISSIONS } from './catalogue/admin.ts';
import { BUZZHR_PERMISSIONS } from './catalogue/buzzhr.ts';
import { CLOCKLOG_PERMISSIONS } from './catalogue/clocklog.ts';
import { MENU_PERMISSIONS } from './catalogue/menus.ts';
import { ONBOARDING_PERMISSIONS } from './catalogue/onboarding.ts';
import { PERFORMANCE_MODULE_PERMISSIONS } from './catalogue/performance-modules.ts';
import { PERFORMANCE_SETTINGS_PERMISSIONS } from './catalogue/performance-settings.ts';
import { RECRUITING_CONFIGURATION_PERMISSIONS } from './catalogue/recruiting-configuration.ts';
import { RECRUITING_MODULE_PERMISSIONS } from './catalogue/recruiting-modules.ts';
import { APP_MENUS } from './menus.ts';
import {
  PERMISSION_AREAS,
  PERMISSION_IDS,
  PERMISSIONS,
  isPermissionId,
  permissionGroups,
  permissionLabel,
  permissionsInArea,
  searchPermissions,
  type PermissionId,
} from './permission-catalogue.ts';
import { parsePermissionId } from './permission-id.ts';
import { PERFORMANCE_SPEC_LINES } from './performance-spec-lines.fixture.ts';

const PARTS = [
  MENU_PERMISSIONS,
  PERFORMANCE_MODULE_PERMISSIONS,
  PERFORMANCE_SETTINGS_PERMISSIONS,
  RECRUITING_MODULE_PERMISSIONS,
  RECRUITING_CONFIGURATION_PERMISSIONS,
  ONBOARDING_PERMISSIONS,
  BUZZHR_PERMISSIONS,
  CLOCKLOG_PERMISSIONS,
  ADMIN_PERMISSIONS,
];

describe('the permission catalogue', () => {
  it('keys every entry by its own id', () => {
    for (const [key, permission] of Object.entries(PERMISSIONS)) expect(permission.id).toBe(key);
  });

  it('has unique ids: no file silently overrides another', () => {
    const all = PARTS.flatMap((part) => Object.keys(part));
    expect(new Set(all).size).toBe(all.length);
    expect(PERMISSION_IDS).toHaveLength(all.length);
  });

  it('follows <product>.<kind>.<area>[.<subject>].<verb>[.<scope>]', () => {
    for (const id of PERMISSION_IDS) {
      const parts = parsePermissionId(id);
      expect(parts, id).not.toBeNull();
      const rebuilt = [parts?.product, parts?.kind, parts?.area, parts?.subject, parts?.verb, parts?.scope];
      expect(rebuilt.filter(Boolean).join('.')).toBe(id);
    }
  });

  it('refuses ids off the grammar', () => {
    expect(parsePermissionId('prf.module.feedback.feedback.give')?.verb).toBe('give');
    expect(parsePermissionId('prf.module.feedback.feedback.view.own')?.scope).toBe('own');
    for (const id of ['prf.module.give', 'xyz.module.a.view', 'prf.other.a.view', 'prf.module.a.b.c.view']) {
      expect(parsePermissionId(id), id).toBeNull();
    }
    expect(parsePermissionId('prf.module.Feedback.view')).toBeNull();
  });

  it('derives PermissionId from the data', () => {
    expectTypeOf<'prf.module.feedback.feedback.give'>().toExtend<PermissionId>();
    expectTypeOf<'sso.menu.audit_logs.view'>().toExtend<PermissionId>();
    expectTypeOf<'prf.module.feedback.feedback.take'>().not.toExtend<PermissionId>();
    expect(isPermissionId('sso.menu.audit_logs.view')).toBe(true);
    expect(isPermissionId('sso.menu.nowhere.view')).toBe(false);
  });

  it('names every entry, and no two entries of one picker section and scope alike', () => {
    const seen = new Set<string>();
    for (const permission of Object.values(PERMISSIONS)) {
      expect(permission.name.trim(), permission.id).not.toBe('');
      const key = `${permission.product}|${permission.kind}.${permission.area}|${permission.scope}|${permission.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('has a permission for every menu entry', () => {
    for (const [code, entries] of Object.entries(APP_MENUS)) {
      for (const entry of entries) expect(isPermissionId(`${code}.menu.${entry.key}.view`)).toBe(true);
    }
  });

  it('labels every picker section', () => {
    for (const [product, areas] of Object.entries(PERMISSION_AREAS)) {
      for (const group of permissionGroups(product as keyof typeof PERMISSION_AREAS)) {
        expect(group.key === 'menu' || Object.hasOwn(areas, group.key), group.key).toBe(true);
      }
    }
    const people = permissionsInArea('prf', 'settings.people').map((permission) => permission.name);
    expect(people).toContain('Login as user');
    expect(permissionLabel('prf.module.one_on_ones.meeting.view.team')).toBe('View 1-on-1s (team members)');
  });

  it('finds permissions for the picker by name, section or id', () => {
    const byName = searchPermissions('prf', 'login as');
    expect(byName.flatMap((group) => group.permissions.map((permission) => permission.id))).toEqual([
      'prf.settings.people.user.impersonate',
    ]);
    expect(
      searchPermissions('rct', 'Offers').find((group) => group.key === 'module.offers')?.permissions,
    ).toEqual(permissionsInArea('rct', 'module.offers'));
    expect(searchPermissions('onb', '  ')).toEqual(permissionGroups('onb'));
    expect(searchPermissions('ckl', 'nothing like this')).toEqual([]);
  });

  it('carries every performance permission of spec section 6 word for word', () => {
    for (const line of PERFORMANCE_SPEC_LINES) {
      const section = permissionsInArea('prf', line.area);
      for (const scope of line.scopes ?? [null]) {
        for (const name of line.names) {
          const found = section.some((permission) => permission.name === name && permission.scope === scope);
          expect(found, `${line.area} ${scope ?? ''}: ${name}`).toBe(true);
        }
      }
    }
  });
});
