import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interviewer } from '@atrium/shared/schemas/recruiting/interviewer-tags';
import type { SelfScheduleLinkSummary } from '@atrium/shared/schemas/recruiting/interviews';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { candidateInInterviewStage, PLAN_INTERVIEW, signedInAdmin } from './interviews-test-kit';

beforeAll(() => connectRealApi());

describe('self-scheduling links on the candidate page', () => {
  it('sends a link from the dialog, lists it as open, and revokes it', async () => {
    const admin = await signedInAdmin();
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const colleagues = (await api<Interviewer[]>('GET', 'interviewers', undefined, admin.token)).body.data!;
    const colleague = colleagues.find((person) => person.id !== admin.userId)!;
    admin.render(`/candidates/${setup.candidate.id}`);

    const card = await screen.findByRole('article', { name: setup.job.name });
    expect(await within(card).findByText('No self-scheduling links sent.')).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'Send self-scheduling link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send self-scheduling link' });

    // Another interview than the plan's: its interviewers go with it, and none chosen is refused.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Interview' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Another interview' }));
    await userEvent.click(within(dialog).getByLabelText('Title'));
    await userEvent.paste('Portfolio walk-through');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Choose at least one interviewer')).toBeInTheDocument();

    const picker = within(dialog).getByRole('group', { name: 'Choose interviewers' });
    await userEvent.type(
      within(picker).getByRole('combobox', { name: /interviewers/i }),
      colleague.name.slice(0, 4),
    );
    await userEvent.click(await screen.findByText(colleague.name, { selector: '[role="option"] *' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('Link sent to the candidate', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send self-scheduling link' })).toBeNull(),
    );

    const links = await within(card).findByRole('list', { name: 'Self-scheduling links' });
    const item = (await within(links).findByText('Portfolio walk-through')).closest('li')!;
    expect(within(item).getByText(/^Open until /)).toBeInTheDocument();
    expect(within(item).getByText(new RegExp(colleague.name))).toBeInTheDocument();
    const sent = (
      await api<SelfScheduleLinkSummary[]>(
        'GET',
        `applications/${setup.applicationId}/self-schedule-links`,
        undefined,
        admin.token,
      )
    ).body.data!;
    expect(sent).toMatchObject([
      {
        title: 'Portfolio walk-through',
        jobInterviewId: null,
        interviewerIds: [colleague.id],
        state: 'open',
      },
    ]);
    // The plan's interview is still to be scheduled: the link did not book it.
    expect(within(card).getByRole('link', { name: `Schedule ${PLAN_INTERVIEW}` })).toBeInTheDocument();

    await userEvent.click(
      within(item).getByRole('button', { name: 'Revoke link for Portfolio walk-through' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Revoke the link for Portfolio walk-through?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Link revoked', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Expired')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });
});
