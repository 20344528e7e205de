import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WelcomePage } from '@atrium/shared/schemas/onboarding/welcome';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs, unique } from '../../onboarding-test-kit';
import WelcomePagesPage from './welcome-pages-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/settings/pages', element: <WelcomePagesPage /> }];

describe('Welcome pages', () => {
  it('lists the demo pages and adds one with a video and a timeline, then deletes it', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/settings/pages');
    expect(await screen.findByText('Meet your team')).toBeInTheDocument();
    const title = unique('Culture');
    await userEvent.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a component' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Video' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /YouTube or Vimeo link/ }),
      'https://evil.example/x',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('Use a YouTube or Vimeo link')).toBeInTheDocument();
    const link = within(dialog).getByRole('textbox', { name: /YouTube or Vimeo link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://vimeo.com/76979871');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a component' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'First-week timeline' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What/ }), 'Coffee with the CEO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move First-week timeline up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(title)).toBeInTheDocument();
    const pages = (await api<WelcomePage[]>('GET', 'onboarding/settings/pages', undefined, token)).body.data!;
    const saved = pages.find((page) => page.title === title)!;
    expect(saved.components.map((component) => component.type)).toEqual(['timeline', 'video']);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete page' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
  });
});
