import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  addCandidateByApi,
  adminToken,
  candidateById,
  filterOptions,
  openJobs,
} from '../../candidates/pages/candidates-test-kit';
import {
  addProspectByApi,
  chooseOption,
  createPoolByApi,
  poolById,
  renderTalentPoolPages,
  stamp,
} from './talent-pool-test-kit';

beforeAll(() => connectRealApi());

const column = (stage: string) => screen.getByRole('region', { name: stage });

describe('TalentPoolPage', () => {
  it('adds a new person through the dialog, moves them, and converts them to a candidate on a job', async () => {
    const id = stamp();
    const token = await adminToken();
    const pool = await createPoolByApi(token, `Meetup friends ${id}`, ['Found', 'Reached out', 'Warm']);
    const { router } = await renderTalentPoolPages(`/talent-pool?pool=${pool.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent pool' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Talent pool | Atrium'));
    expect(await screen.findByRole('tab', { name: `${pool.name} (0)` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText(`No active prospects in ${pool.name}`)).toBeInTheDocument();

    // Add a new person: the form says what is missing before asking the server.
    await userEvent.click(screen.getAllByRole('button', { name: 'Add prospect' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Add prospect to ${pool.name}` });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A new person' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();

    const firstName = `Sasha${id}`;
    const name = `${firstName} Meetup`;
    const email = `sasha.${id}@prospects.example.com`;
    const owner = (await filterOptions(token)).users[0]!;
    await userEvent.type(within(dialog).getByLabelText(/^first name/i), firstName);
    await userEvent.type(within(dialog).getByLabelText(/^last name/i), 'Meetup');
    await userEvent.type(within(dialog).getByLabelText(/^email/i), email);
    await chooseOption(within(dialog).getByRole('combobox', { name: /^stage/i }), 'Reached out');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Owner' }), owner.name);
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Spoke at the data meetup.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await within(await screen.findByRole('region', { name: 'Reached out' })).findByRole(
      'article',
      { name },
    );
    expect(within(card).getByRole('link', { name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/candidates\/[0-9a-f-]{36}$/),
    );
    expect(card).toHaveTextContent(`Owner: ${owner.name}`);
    expect(card).toHaveTextContent('Last touched');
    expect(await screen.findByRole('tab', { name: `${pool.name} (1)` })).toBeInTheDocument();
    const candidateId = within(card).getByRole('link', { name }).getAttribute('href')!.split('/').at(-1)!;

    // The same address again: the server's refusal shows under the email field.
    await userEvent.click(screen.getByRole('button', { name: 'Add prospect' }));
    const again = await screen.findByRole('dialog', { name: `Add prospect to ${pool.name}` });
    await userEvent.click(within(again).getByRole('radio', { name: 'A new person' }));
    await userEvent.type(within(again).getByLabelText(/^first name/i), 'Other');
    await userEvent.type(within(again).getByLabelText(/^last name/i), 'Person');
    await userEvent.type(within(again).getByLabelText(/^email/i), email);
    await userEvent.click(within(again).getByRole('button', { name: 'Add prospect' }));
    expect(
      await within(again).findByText('A candidate with this email already exists: add them instead'),
    ).toBeInTheDocument();
    expect(within(again).getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    // Move to another stage by the card's menu.
    await userEvent.click(within(card).getByRole('button', { name: `Move ${name} to another stage` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Warm' }));
    const moved = await within(column('Warm')).findByRole('article', { name });
    await waitFor(() => expect(within(column('Reached out')).queryByRole('article', { name })).toBeNull());
    expect(within(column('Warm')).getByLabelText('1 prospect')).toBeInTheDocument();

    // Convert to a candidate on an open demo job; the dialog then links to the candidate's page.
    const job = (await openJobs(token)).at(-1)!;
    await userEvent.click(within(moved).getByRole('button', { name: `More actions for ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Convert to candidate' }));
    const convert = await screen.findByRole('dialog', { name: `Convert ${name} to a candidate` });
    await userEvent.click(within(convert).getByRole('button', { name: 'Convert' }));
    expect(await within(convert).findByText('Choose a job')).toBeInTheDocument();
    await chooseOption(within(convert).getByRole('combobox', { name: /^job/i }), job.name);
    await chooseOption(within(convert).getByRole('combobox', { name: 'Stage' }), job.stages[1]!.name);
    await userEvent.click(within(convert).getByRole('button', { name: 'Convert' }));

    const done = await screen.findByRole('dialog', { name: `${name} is a candidate` });
    expect(done).toHaveTextContent(`${name} now has an application for ${job.name}`);
    const link = within(done).getByRole('link', { name: `Open ${name}’s application` });
    expect(link).toHaveAttribute('href', `/candidates/${candidateId}`);
    const candidate = await candidateById(token, candidateId);
    expect(candidate.applications.map((item) => [item.job?.id, item.stage?.id])).toEqual([
      [job.id, job.stages[1]!.id],
    ]);

    // The link leads to the candidate's page; back in the pool, converted prospects are kept apart.
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/candidates/${candidateId}`);
    await router.navigate(-1);
    expect(await screen.findByText(`No active prospects in ${pool.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name })).toBeNull();
    expect((await poolById(token, pool.id))!.prospects).toBe(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Show converted' }));
    const converted = await within(await screen.findByRole('region', { name: 'Warm' })).findByRole(
      'article',
      { name },
    );
    expect(within(converted).getByText('Converted')).toBeInTheDocument();
    expect(converted).toHaveTextContent(`Candidate for ${job.name}`);
    expect(within(converted).queryByRole('button', { name: `Move ${name} to another stage` })).toBeNull();
    expect(router.state.location.search).toContain('converted=shown');
  }, 60_000);

  it('adds an existing candidate found by search, filters by stage and search, sets the owner and removes them', async () => {
    const id = stamp();
    const token = await adminToken();
    const pool = await createPoolByApi(token, `Alumni ${id}`, ['Identified', 'Engaged']);
    const other = await addProspectByApi(token, pool.id, pool.stages[1]!.id);
    const existing = await addCandidateByApi(token, { firstName: `Jules${id}`, lastName: 'Alumnus' });
    const { router } = await renderTalentPoolPages(`/talent-pool?pool=${pool.id}`);
    await within(await screen.findByRole('region', { name: 'Engaged' })).findByRole('article', {
      name: other.candidate.name,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add prospect' }));
    const dialog = await screen.findByRole('dialog', { name: `Add prospect to ${pool.name}` });
    expect(within(dialog).getByRole('radio', { name: 'An existing candidate' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));
    expect(await within(dialog).findByText('Choose a candidate')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^candidate/i }), existing.email);
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(existing.name) }, { timeout: 5_000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add prospect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await within(column('Identified')).findByRole('article', { name: existing.name });
    expect(card).toHaveTextContent('No owner');

    // The stage filter shows one column; the search narrows each.
    await chooseOption(screen.getByRole('combobox', { name: 'Stage' }), 'Engaged');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Identified' })).toBeNull());
    expect(router.state.location.search).toContain(`stage=${pool.stages[1]!.id}`);
    await chooseOption(screen.getByRole('combobox', { name: 'Stage' }), 'All stages');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prospects' }), `Jules${id}`);
    await waitFor(() =>
      expect(within(column('Engaged')).queryByRole('article', { name: other.candidate.name })).toBeNull(),
    );
    expect(within(column('Engaged')).getByText('No prospects match')).toBeInTheDocument();
    expect(within(column('Identified')).getByRole('article', { name: existing.name })).toBeInTheDocument();

    // Set the owner.
    const owner = (await filterOptions(token)).users.at(-1)!;
    await userEvent.click(
      within(column('Identified')).getByRole('button', { name: `More actions for ${existing.name}` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Set owner' }));
    const owning = await screen.findByRole('dialog', { name: `Owner of ${existing.name}` });
    await chooseOption(within(owning).getByRole('combobox', { name: 'Owner' }), owner.name);
    await userEvent.click(within(owning).getByRole('button', { name: 'Save owner' }));
    await waitFor(() =>
      expect(within(column('Identified')).getByRole('article', { name: existing.name })).toHaveTextContent(
        `Owner: ${owner.name}`,
      ),
    );

    // Remove from the pool, after confirming; the candidate stays.
    await userEvent.click(
      within(column('Identified')).getByRole('button', { name: `More actions for ${existing.name}` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from pool' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove from pool' });
    expect(confirm).toHaveTextContent(`Remove ${existing.name} from ${pool.name}?`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(column('Identified')).queryByRole('article', { name: existing.name })).toBeNull(),
    );
    expect((await poolById(token, pool.id))!.prospects).toBe(1);
    expect((await candidateById(token, existing.id)).id).toBe(existing.id);
  }, 60_000);
});
