import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import type { InterviewPlan } from '@atrium/shared/schemas/recruiting/job-stages';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import InterviewPlanPage from './interview-plan-page';

beforeAll(() => connectRealApi());

describe('InterviewPlanPage', () => {
  it('shows the fixed first and last stages, adds a stage with an interview, and saves the plan', async () => {
    const session = await signInByApi('admin@example.com');
    const job = (
      await api<Job>(
        'POST',
        'jobs',
        { name: `Planned Role ${Date.now()}`, openings: [{}] },
        session.authToken,
      )
    ).body.data!;
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/jobs/:id/interview-plan', element: <InterviewPlanPage /> }],
      `/jobs/${job.id}/interview-plan`,
    );

    expect(await screen.findByText('Application Review')).toBeInTheDocument();
    expect(screen.getByText('Offer')).toBeInTheDocument();
    // The stages fill in after the fixed ones show; under a loaded suite that can take a moment.
    const list = screen.getByRole('list', { name: 'Interview stages' });
    expect(await within(list).findByDisplayValue('Preliminary Phone Screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save interview plan' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add stage' }));
    const stage = await screen.findByRole('group', { name: 'Stage new' });
    await userEvent.type(within(stage).getByLabelText(/^stage name/i), 'Pair Programming');
    const named = screen.getByRole('group', { name: 'Stage Pair Programming' });
    await userEvent.click(within(named).getByRole('button', { name: 'Add interview to Pair Programming' }));
    await userEvent.type(within(named).getByLabelText(/^interview name/i), 'Pairing session');
    // Pasted, not typed: each keystroke re-renders the whole plan, which jsdom makes slow.
    await userEvent.click(within(named).getByLabelText('Interview kit: questions, one per line'));
    await userEvent.paste('How do you test?\nWhat would you refactor?');
    await userEvent.click(screen.getByRole('button', { name: 'Save interview plan' }));
    expect(await screen.findByText('Interview plan saved')).toBeInTheDocument();

    const saved = (
      await api<InterviewPlan>('GET', `jobs/${job.id}/interview-plan`, undefined, session.authToken)
    ).body.data!;
    await waitFor(() => expect(saved.stages.at(-2)?.name).toBe('Pair Programming'));
    expect(saved.stages.at(-2)?.interviews[0]).toMatchObject({
      name: 'Pairing session',
      questions: ['How do you test?', 'What would you refactor?'],
    });
  });
});
