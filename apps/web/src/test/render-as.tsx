import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { makeStore } from '../app/store';
import { signedIn } from '../lib/session-slice';
import { signInByApi } from '../features/platform/auth/components/test-kit';
import { renderRoutes } from './render-routes';

// Test only: signs in a demo user through the real server and renders routes as them.

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Signs in through the API and renders the routes at a URL; any other path shows where the app went.
 * `isWithheld` hides some of the user's permissions from the web app (the server still grants them),
 * to see what a role without them is offered and which calls it makes.
 */
export async function renderAs(
  email: string,
  routes: Array<{ path: string; element: ReactNode }>,
  url: string,
  { isWithheld }: { isWithheld?: (permission: string) => boolean } = {},
) {
  const session = await signInByApi(email);
  if (isWithheld)
    session.user = {
      ...session.user,
      permissions: session.user.permissions.filter((permission) => !isWithheld(permission)),
    };
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(store, [...routes, { path: '*', element: <LocationProbe /> }], url);
  return { router, token: session.authToken, user: session.user };
}
