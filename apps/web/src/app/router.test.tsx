import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

const routeIds = (router: ReturnType<typeof createAppRouter>) =>
  router.state.matches.map((match) => match.route.id);

describe('createAppRouter', () => {
  let router: ReturnType<typeof createAppRouter> | undefined;
  afterEach(() => router?.dispose());

  it('starts with the signed-out routes and learns the signed-in ones on the way to one', async () => {
    window.history.replaceState(null, '', '/sign-in');
    router = createAppRouter();
    expect(routeIds(router)).not.toContain('signed-in');

    await router.navigate('/notifications');
    expect(router.state.location.pathname).toBe('/notifications');
    expect(routeIds(router)).toContain('signed-in');
  });

  it('still finds a signed-in page when the navigation that fetched the routes was cut short', async () => {
    window.history.replaceState(null, '', '/sign-in');
    router = createAppRouter();
    // Signing in redirects and navigates at once: the first navigation is abandoned mid-discovery.
    void router.navigate('/dashboard', { replace: true });
    await router.navigate('/my-profile', { replace: true });
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(routeIds(router)).toContain('signed-in');
  });

  it('answers a path no route knows with the signed-in routes’ catch-all, once they are known', async () => {
    window.history.replaceState(null, '', '/sign-in');
    router = createAppRouter();
    await router.navigate('/no-such-page');
    // It draws the 404 screen inside the signed-in frame, or alone for a visitor (signed-in-access.test.tsx).
    expect(routeIds(router)).toEqual(['signed-in-slot', 'signed-in', 'signed-in-not-found']);
  });
});
