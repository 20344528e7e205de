import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import ApiCredentialsPage from './api-credentials-page';
import ConfigurationPage from './configuration-page';
import DevCenterHubPage from './dev-center-hub-page';
import WebHooksPage from './web-hooks-page';

beforeAll(() => connectRealApi());

async function renderAt(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  return renderRoutes(
    store,
    [
      { path: '/configuration', element: <ConfigurationPage /> },
      { path: '/configuration/dev-center', element: <DevCenterHubPage /> },
      { path: '/configuration/dev-center/api-credentials', element: <ApiCredentialsPage /> },
      { path: '/configuration/dev-center/web-hooks', element: <WebHooksPage /> },
    ],
    url,
  );
}

describe('Dev center', () => {
  it('is reached from the configuration page and leads to API credentials, web hooks and job boards', async () => {
    const router = await renderAt('/configuration');
    await userEvent.click(await screen.findByRole('link', { name: /^dev center/i }));
    expect(router.state.location.pathname).toBe('/configuration/dev-center');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev center' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^configure your job boards/i })).toHaveAttribute(
      'href',
      '/configuration/dev-center/configure-your-job-boards',
    );
    await userEvent.click(screen.getByRole('link', { name: /^web hooks/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web hooks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Dev center' }));
    await userEvent.click(await screen.findByRole('link', { name: /^api credentials/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'API credentials' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/dev-center/api-credentials');
  });
});
