import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { addCandidateByApi, adminToken, jobFor, renderCandidatePages } from './candidates-test-kit';

beforeAll(() => connectRealApi());

/** Two profiles of one person: the same name and phone, each with its own email. */
async function twins(token: string, jobIds: [string[], string[]] = [[], []]) {
  const firstName = `Morgan${Date.now()}`;
  const phone = '+44 7700 900777';
  const one = await addCandidateByApi(token, { firstName, lastName: 'Twin', phone, jobIds: jobIds[0] });
  const other = await addCandidateByApi(token, { firstName, lastName: 'Twin', phone, jobIds: jobIds[1] });
  return { one, other };
}

async function openMergeDialog(duplicateEmail: string, name: string) {
  const alert = await screen.findByText(
    `Possible duplicate: ${name} (${duplicateEmail}) — same name and phone`,
    { exact: false },
  );
  await userEvent.click(
    within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Review and merge' }),
  );
  return screen.findByRole('dialog', { name: 'Merge duplicate candidates' });
}

describe('CandidatePage: duplicates', () => {
  it('shows a possible duplicate side by side and merges it into this profile', async () => {
    const token = await adminToken();
    const { one, other } = await twins(token);
    await renderCandidatePages(`/candidates/${one.id}`);
    const dialog = await openMergeDialog(other.email, other.name);

    const mine = within(dialog).getByRole('region', { name: 'This candidate' });
    const theirs = await within(dialog).findByRole('region', { name: 'Possible duplicate' });
    expect(mine).toHaveTextContent(one.email);
    expect(theirs).toHaveTextContent(other.email);
    expect(theirs).toHaveTextContent('+44 7700 900777');
    expect(theirs).toHaveTextContent('Applications0');
    expect(within(dialog).getByText(/Merging cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^This candidate`) })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge candidates' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: other.email })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: one.email })).toBeInTheDocument();
    expect(screen.queryByText(/Possible duplicate/)).toBeNull();
    expect((await api('GET', `candidates/${other.id}`, undefined, token)).status).toBe(404);
  });

  it('keeps the other profile when it is chosen as the primary, and goes to it', async () => {
    const token = await adminToken();
    const { one, other } = await twins(token);
    const { router } = await renderCandidatePages(`/candidates/${one.id}`);
    const dialog = await openMergeDialog(other.email, other.name);
    await within(dialog).findByRole('region', { name: 'Possible duplicate' });
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^The duplicate`) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge candidates' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${other.id}`));
    // The kept profile now has both addresses, its own first.
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { level: 1 }).closest('.MuiPaper-root')!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(expect.arrayContaining([other.email, one.email])),
    );
    expect((await api('GET', `candidates/${one.id}`, undefined, token)).status).toBe(404);
  });

  it('says in the dialog why two applications to one job cannot be merged', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'adding');
    const { one, other } = await twins(token, [[job.id], [job.id]]);
    await renderCandidatePages(`/candidates/${one.id}`);
    const dialog = await openMergeDialog(other.email, other.name);
    await within(dialog).findByRole('region', { name: 'Possible duplicate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge candidates' }));

    expect(await within(dialog).findByText(new RegExp(`Both applied to ${job.name}`))).toBeInTheDocument();
    expect((await api('GET', `candidates/${other.id}`, undefined, token)).status).toBe(200);
  });
});
