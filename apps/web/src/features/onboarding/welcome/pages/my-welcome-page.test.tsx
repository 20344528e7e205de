import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import MyWelcomePage from './my-welcome-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/welcome', element: <MyWelcomePage /> }];

describe('Your welcome (the new hire’s own view)', () => {
  it('walks the demo hire through their branded pages: text, team, first week', async () => {
    await renderAs('mei.tanaka@example.net', routes, '/onboarding/welcome');
    expect(await screen.findByText('Welcome, Mei')).toBeInTheDocument();
    const page = await screen.findByRole('article');
    expect(within(page).getByRole('heading', { name: 'Welcome to Northwind, Mei!' })).toBeInTheDocument();
    expect(within(page).getByText(/Marketing Executive/)).toBeInTheDocument();
    expect(within(page).getByTitle('A message from our founders')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const team = await screen.findByRole('list', { name: 'Your team' });
    expect(within(team).getByText('Manager')).toBeInTheDocument();
    expect(within(team).getByText('Buddy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('list', { name: 'Your first week' })).toHaveTextContent(
      'Welcome at reception',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toBeInTheDocument();
  });

  it('tells someone who is no new hire there is nothing yet', async () => {
    await renderAs('employee@example.com', routes, '/onboarding/welcome');
    expect(await screen.findByText('Nothing to welcome you to yet')).toBeInTheDocument();
  });
});
