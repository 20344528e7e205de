import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  adminToken,
  candidateById,
  filterOptions,
  freshCandidate,
  openJobs,
  renderCandidatePages,
} from './candidates-test-kit';

beforeAll(() => connectRealApi());

/** The value shown under a fact's label ("Stage", "Applied"…) on an application card. */
const factOf = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;
const chooseOption = async (combobox: HTMLElement, name: string | RegExp) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('CandidatePage: the profile', () => {
  it('shows how to reach the candidate, and edits the profile with the errors under the fields', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const [recruiter] = (await filterOptions(token)).users;
    const { router } = await renderCandidatePages(`/candidates/${candidate.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: candidate.name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${candidate.name} | Atrium`));
    expect(screen.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    expect(screen.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/candidates');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit candidate' });
    await userEvent.clear(within(dialog).getByLabelText(/^first name/i));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add phone' }));
    await userEvent.type(within(dialog).getByLabelText(/^phone\s*\*?$/i), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add website' }));
    await userEvent.type(within(dialog).getByLabelText(/^website\s*\*?$/i), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();

    const firstName = `Robin${candidate.stamp}`;
    await userEvent.type(within(dialog).getByLabelText(/^first name/i), firstName);
    await userEvent.clear(within(dialog).getByLabelText(/^phone\s*\*?$/i));
    await userEvent.type(within(dialog).getByLabelText(/^phone\s*\*?$/i), '+44 20 7946 0000');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Phone type' }), 'Work');
    await userEvent.clear(within(dialog).getByLabelText(/^website\s*\*?$/i));
    await userEvent.type(within(dialog).getByLabelText(/^website\s*\*?$/i), 'https://robin.example.com');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Recruiter' }), recruiter!.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = `${firstName} ${candidate.lastName}`;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit candidate' })).toBeNull());
    const phone = screen.getByRole('link', { name: '+44 20 7946 0000' });
    expect(phone).toHaveAttribute('href', 'tel:+442079460000');
    expect(phone.closest('li')).toHaveTextContent('(Work)');
    expect(screen.getByRole('link', { name: 'https://robin.example.com' })).toHaveAttribute(
      'href',
      'https://robin.example.com',
    );
    expect(screen.getByText(`Recruiter: ${recruiter!.name}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/candidates/${candidate.id}`);
  });

  it('tags the candidate with the company’s tags', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const tagName = `Silver medallist ${candidate.stamp}`;
    expect((await api('POST', 'configuration/candidate-tags', { name: tagName }, token)).status).toBe(201);
    await renderCandidatePages(`/candidates/${candidate.id}`);
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.getByText('No tags')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Silver medallist');
    await userEvent.click(await screen.findByRole('option', { name: tagName }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(await within(tags).findByText(tagName)).toBeInTheDocument();
    expect((await candidateById(token, candidate.id)).tags.map((tag) => tag.name)).toEqual([tagName]);
  });
});

describe('CandidatePage: the applications', () => {
  it('links the job, advances, and moves the application to a chosen stage', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const [first, second, third] = candidate.job.stages;
    const { router } = await renderCandidatePages(`/candidates/${candidate.id}`);
    const card = await screen.findByRole('article', { name: candidate.job.name });
    expect(factOf(card, 'Stage')).toHaveTextContent(first!.name);
    expect(factOf(card, 'In stage for')).toHaveTextContent('0 days');
    expect(factOf(card, 'Source')).toHaveTextContent('Referral');
    expect(within(card).getByText('Referred by')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Advance' }));
    await waitFor(() => expect(factOf(card, 'Stage')).toHaveTextContent(second!.name));
    const feed = await screen.findByRole('list', { name: 'All activity' });
    expect(
      await within(feed).findByText(new RegExp(`Moved from ${first!.name} to ${second!.name}`)),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Move to stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: third!.name }));
    await waitFor(() => expect(factOf(card, 'Stage')).toHaveTextContent(third!.name));

    await userEvent.click(within(card).getByRole('link', { name: candidate.job.name }));
    expect(router.state.location.pathname).toBe(`/jobs/${candidate.job.id}/pipeline`);
  });

  it('refuses a move made from a stale screen, and shows where the application really is', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const [, second, third] = candidate.job.stages;
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const card = await screen.findByRole('article', { name: candidate.job.name });
    // Someone else moves it meanwhile.
    const { applications } = await candidateById(token, candidate.id);
    const moved = await api(
      'POST',
      `applications/${applications[0]!.id}/move`,
      { toStageId: third!.id },
      token,
    );
    expect(moved.status).toBe(200);

    await userEvent.click(within(card).getByRole('button', { name: 'Move to stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: second!.name }));
    expect(await screen.findByText(/moved meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(factOf(card, 'Stage')).toHaveTextContent(third!.name));
  });

  it('rejects with a reason and a scheduled email, cancels the email, and unrejects', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const card = await screen.findByRole('article', { name: candidate.job.name });

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject from ${candidate.job.name}` });
    await userEvent.type(
      within(dialog).getByLabelText(/^note for the team/i),
      'Strong, but no visa sponsorship yet.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose a rejection reason')).toBeInTheDocument();
    // Nothing typed is lost to the error.
    expect(within(dialog).getByLabelText(/^note for the team/i)).toHaveValue(
      'Strong, but no visa sponsorship yet.',
    );

    await userEvent.click(within(dialog).getByRole('combobox', { name: /rejection reason/i }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('We rejected them')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lacking skill(s)/qualification(s)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email the candidate' }));
    expect(within(dialog).getByRole('combobox', { name: /email template/i })).toHaveTextContent(/.+/);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Send at a chosen time' }));
    // Nine tomorrow morning, in the reader's own time.
    expect((within(dialog).getByLabelText(/^send at\s*\*?$/i) as HTMLInputElement).value).toMatch(/T09:00$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(within(card).getByText('Rejected', { selector: '.MuiChip-label' })).toBeInTheDocument(),
    );
    expect(
      within(card).getByText(/Lacking skill\(s\)\/qualification\(s\) \(We rejected them\)/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Strong, but no visa sponsorship yet.')).toBeInTheDocument();
    expect(within(card).getByText(/will be emailed on/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel email' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the scheduled email' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel email' }));
    await waitFor(() => expect(within(card).queryByText(/will be emailed on/)).toBeNull());

    await userEvent.click(within(card).getByRole('button', { name: 'Unreject' }));
    await waitFor(() =>
      expect(within(card).getByText('Active', { selector: '.MuiChip-label' })).toBeInTheDocument(),
    );
    expect(within(card).getByRole('button', { name: 'Advance' })).toBeInTheDocument();
    expect(within(card).queryByText(/Rejection reason/)).toBeNull();
  }, 40_000);

  it('transfers the application to another open job, into a chosen stage', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    // Another of the last jobs: the jobs' own tests count the first ones' pipelines.
    const target = (await openJobs(token)).filter((job) => job.id !== candidate.job.id).at(-1)!;
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const card = await screen.findByRole('article', { name: candidate.job.name });

    await userEvent.click(within(card).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: `Transfer from ${candidate.job.name}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Choose a job')).toBeInTheDocument();
    await chooseOption(within(dialog).getByRole('combobox', { name: /^job/i }), target.name);
    await chooseOption(within(dialog).getByRole('combobox', { name: /^stage/i }), target.stages[1]!.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    const moved = await screen.findByRole('article', { name: target.name });
    expect(factOf(moved, 'Stage')).toHaveTextContent(target.stages[1]!.name);
  });
});

describe('CandidatePage: notes and activity', () => {
  it('saves a note that mentions a colleague, shows the mention as a name, and files it under Notes', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const colleague = (await filterOptions(token)).users.find((user) => user.name.includes(' '))!;
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const composer = await screen.findByRole('form', { name: 'Add a note' });

    await userEvent.click(within(composer).getByRole('button', { name: 'Save note' }));
    expect(await within(composer).findByText('This field is required')).toBeInTheDocument();

    const note = within(composer).getByRole('textbox', { name: /^note/i });
    await userEvent.type(note, `Great call, @${colleague.name.split(' ')[0]}`);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(colleague.name) }));
    await userEvent.type(note, 'please book the panel.');
    await chooseOption(within(composer).getByRole('combobox', { name: 'Visible to' }), 'Only site admins');
    await chooseOption(within(composer).getByRole('combobox', { name: 'About' }), candidate.job.name);
    await userEvent.click(within(composer).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(note).toHaveValue(''));

    const all = await screen.findByRole('list', { name: 'All activity' });
    const body = await within(all).findByText(/please book the panel\./);
    expect(body).toHaveTextContent(`Great call, @${colleague.name} please book the panel.`);
    expect(body.textContent).not.toContain('](');
    const entry = body.closest('li')!;
    expect(within(entry).getByText('Admins only')).toBeInTheDocument();
    expect(within(entry).getByText(new RegExp(candidate.job.name))).toBeInTheDocument();
    expect(within(entry).getByText('just now')).toHaveAttribute('title', expect.stringMatching(/\d{4}/));

    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    const notes = await screen.findByRole('list', { name: 'Notes activity' });
    expect(await within(notes).findByText(/please book the panel\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Emails' }));
    expect(await screen.findByText('No emails yet.')).toBeInTheDocument();
  });

  it('pages through a long history with Load more', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    for (let index = 1; index <= 21; index += 1) {
      const answer = await api(
        'POST',
        `candidates/${candidate.id}/notes`,
        { body: `Note number ${index}` },
        token,
      );
      expect(answer.status).toBe(201);
    }
    await renderCandidatePages(`/candidates/${candidate.id}`);
    const all = await screen.findByRole('list', { name: 'All activity' });
    expect(await within(all).findByText('Note number 21')).toBeInTheDocument();
    expect(within(all).queryByText('Note number 1')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(all).findByText('Note number 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  }, 40_000);
});
