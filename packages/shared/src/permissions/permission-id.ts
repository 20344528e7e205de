import { PRODUCT_CODES, type ProductCode } from '../constants/modules.ts';
import { isScope, isVerb, type Scope, type Verb } from './verbs.ts';

/**
 * Kinds of permission: `menu` entries make up menuPermissions, `module` covers the work inside a
 * module, `settings` its configuration, and `admin` the company administration behind /admin.
 */
export const PERMISSION_KINDS = {
  menu: 'Menus',
  module: 'Modules',
  settings: 'Settings',
  admin: 'Administration',
} as const;
export type PermissionKind = keyof typeof PERMISSION_KINDS;

/**
 * The id grammar: `<product>.<kind>.<area>[.<subject>].<verb>[.<scope>]`, each part snake_case, as
 * in the spec's `prf.module.feedback.feedback.give`. Reading from the right keeps it unambiguous:
 * the scope and verb come from closed sets, so whatever lies between the area and the verb is the
 * subject.
 */
export type PermissionKey<P extends ProductCode = ProductCode> =
  `${P}.${PermissionKind}.${string}.${Verb}` | `${P}.${PermissionKind}.${string}.${Verb}.${Scope}`;

export interface PermissionSpec {
  /** The display name; for performance, the spec's words. */
  name: string;
}
export type PermissionSpecs<P extends ProductCode> = Record<PermissionKey<P>, PermissionSpec>;

export interface PermissionParts {
  product: ProductCode;
  kind: PermissionKind;
  area: string;
  subject: string | null;
  verb: Verb;
  scope: Scope | null;
}

const SEGMENT = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
const isProduct = (value: string): value is ProductCode =>
  (PRODUCT_CODES as readonly string[]).includes(value);
const isKind = (value: string): value is PermissionKind => Object.hasOwn(PERMISSION_KINDS, value);

/** The parts of an id, or null when it does not follow the grammar. */
export function parsePermissionId(id: string): PermissionParts | null {
  const segments = id.split('.');
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const last = segments.at(-1) ?? '';
  const scope = isScope(last) ? last : null;
  if (scope) segments.pop();
  const [product, kind, area, ...rest] = segments;
  const verb = rest.pop();
  if (!product || !isProduct(product) || !kind || !isKind(kind) || !area) return null;
  if (!verb || !isVerb(verb) || rest.length > 1) return null;
  return { product, kind, area, subject: rest[0] ?? null, verb, scope };
}
