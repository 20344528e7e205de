import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { addCandidateByApi, adminToken, renderCandidatePages } from './candidates-test-kit';

beforeAll(() => connectRealApi());

/** A text file uploaded to /api/files as a browser would, its multipart body written by hand. */
async function uploadText(token: string, name: string, text: string): Promise<string> {
  const boundary = '----atrium-profile-test';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  const response = await fetch(new URL('/api/files', window.location.origin), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('CandidatePage: attachments, education and employment, follow and anonymise', () => {
  it('lists an attachment with who and when, and deletes it after asking', async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token);
    const fileId = await uploadText(token, `letter-${candidate.stamp}.txt`, 'Dear hiring team, hello.');
    const attached = await api(
      'POST',
      `candidates/${candidate.id}/attachments`,
      { fileId, type: 'cover_letter' },
      token,
    );
    expect(attached.status).toBe(201);
    await renderCandidatePages(`/candidates/${candidate.id}`);

    const list = await screen.findByRole('list', { name: 'Attachments' });
    const name = `letter-${candidate.stamp}.txt`;
    expect(within(list).getByText(name)).toBeInTheDocument();
    expect(within(list).getByText('Cover letter')).toBeInTheDocument();
    expect(within(list).getByText(/uploaded by/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: `Download cover letter: ${name}` })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete attachment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No résumé or other files yet.')).toBeInTheDocument();
    const left = await api<unknown[]>('GET', `candidates/${candidate.id}/attachments`, undefined, token);
    expect(left.body.data).toEqual([]);
  });

  it('adds an employer, refusing an empty company, and deletes it after asking', async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token);
    await renderCandidatePages(`/candidates/${candidate.id}`);
    expect(await screen.findByText('No employment yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add employment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^company/i), 'Analytical Engines Ltd');
    await userEvent.type(within(dialog).getByLabelText(/^title/i), 'Programmer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const list = await screen.findByRole('list', { name: 'Employment' });
    expect(within(list).getByText('Programmer at Analytical Engines Ltd')).toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete Programmer at Analytical Engines Ltd' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete employment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No employment yet.')).toBeInTheDocument();
  });

  it('follows the candidate from the header', async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token);
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Following (1)' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    const state = await api<{ following: boolean }>(
      'GET',
      `candidates/${candidate.id}/follow`,
      undefined,
      token,
    );
    expect(state.body.data).toEqual({ following: true, followers: 1 });
  });

  it('anonymises the candidate once ANONYMIZE is typed', async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token);
    await renderCandidatePages(`/candidates/${candidate.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Anonymise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymise candidate' });
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anonymise' }));
    expect(await within(dialog).findByText('Type ANONYMIZE to confirm')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^confirm by typing anonymize/i), 'ANONYMIZE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anonymise' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Anonymized \d+$/ })).toBeInTheDocument();
    expect(screen.queryByText(candidate.email)).toBeNull();
  });
});
