import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import DirectoryPage from '../../directory/pages/directory-page';
import PersonProfilePage from '../../directory/pages/person-profile-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/directory', element: <DirectoryPage /> },
  { path: '/performance/directory/:id', element: <PersonProfilePage /> },
];

describe("a profile's praise", () => {
  it('shows what a colleague was praised for, and offers to praise them', async () => {
    await renderAs('employee@example.com', routes, '/performance/directory');
    const table = await screen.findByRole('table');
    await userEvent.click((await within(table).findAllByRole('link', { name: 'Maya Lindqvist' }))[0]!);
    const praise = await screen.findByRole('region', { name: 'Praise' });
    const list = await within(praise).findByRole('region', { name: 'Praise for Maya Lindqvist' });
    expect(
      within(list).getByRole('article', { name: 'Praise from Daniel Whitaker to Maya Lindqvist' }),
    ).toBeInTheDocument();
    await userEvent.click(within(praise).getByRole('button', { name: 'Praise Maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    expect(within(dialog).getByRole('button', { name: 'Maya Lindqvist' })).toBeInTheDocument();
  });
});
