import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedOutRoutes } from '../../../../app/router';
import { signedInRoutes } from '../../../../app/signed-in-routes';
import { GALLERY_ITEM, NAV_MODULES } from './nav-config';
import { IMPLEMENTED_PATHS } from './implemented-paths';

// Full paths: a child's relative path (the company tabs' "profile") joined to its parent's.
const routePaths = (list: RouteObject[], parent = ''): string[] =>
  list.flatMap((route) => {
    const path = !route.path ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [...(route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });

describe('IMPLEMENTED_PATHS', () => {
  const known = new Set(routePaths([...signedOutRoutes, signedInRoutes]));

  it('names only paths the router serves, so the navigation never links to a 404', () => {
    for (const path of [...IMPLEMENTED_PATHS, GALLERY_ITEM.path]) expect(known, path).toContain(path);
  });

  it('lists every menu page the router already serves', () => {
    const menuPaths = NAV_MODULES.flatMap((module) => module.items.map((item) => item.path));
    const served = menuPaths.filter((path) => known.has(path));
    expect(served.filter((path) => !IMPLEMENTED_PATHS.has(path))).toEqual([]);
  });
});
