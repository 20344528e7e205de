import type { ComponentType } from 'react';

/** A route's page, loaded with the route: each page is a chunk of its own. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
