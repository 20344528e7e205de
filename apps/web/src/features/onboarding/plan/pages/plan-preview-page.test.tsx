import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import { chooseOption, daysFromToday, renderAs, typeDate } from '../../onboarding-test-kit';
import PlanPreviewPage from './plan-preview-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/settings/preview', element: <PlanPreviewPage /> }];
const plan = () => screen.findByRole('table', { name: 'Tasks this hire would get' });
const rowOf = async (task: string) => (await within(await plan()).findByText(task)).closest('tr')!;
const WALKTHROUGH = 'Architecture walkthrough';

describe('Plan preview', () => {
  it('shows the tasks a sample hire would get, due from their start date, as the sample changes', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/preview');
    // Nothing chosen: the tasks for every hire, and none of those set apart by criteria.
    expect(await rowOf('Sign your contract and our policies')).toHaveTextContent(
      '10 days before the start date',
    );
    expect(within(await plan()).queryByText(WALKTHROUGH)).toBeNull();

    const sample = screen.getByRole('form', { name: 'Sample new hire' });
    await typeDate(within(sample).getByRole('group', { name: /start date/i }), daysFromToday(14));
    await chooseOption(within(sample).getByRole('combobox', { name: 'Department' }), 'Engineering');
    await chooseOption(within(sample).getByRole('combobox', { name: 'Seniority' }), 'Senior');
    await userEvent.keyboard('{Escape}');
    const walkthrough = await rowOf(WALKTHROUGH);
    expect(walkthrough).toHaveTextContent('10 days after the start date');
    expect(walkthrough).toHaveTextContent(formatDate(daysFromToday(24)));

    // A contractor also gets the statement of work.
    await chooseOption(within(sample).getByRole('combobox', { name: 'Employment type' }), 'Contractor');
    expect(await rowOf('Statement of work signed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Their plan' })).toHaveTextContent(/\d+ tasks, starting/),
    );
  });

  it('is refused to someone without the preview', async () => {
    await renderAs('employee@example.com', routes, '/onboarding/settings/preview');
    expect(await screen.findByText("You don't have access to this preview")).toBeInTheDocument();
  });
});
