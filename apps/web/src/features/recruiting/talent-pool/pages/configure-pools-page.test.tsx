import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { adminToken, filterOptions } from '../../candidates/pages/candidates-test-kit';
import {
  addProspectByApi,
  chooseOption,
  createPoolByApi,
  poolById,
  poolByName,
  renderTalentPoolPages,
  stamp,
} from './talent-pool-test-kit';

beforeAll(() => connectRealApi());

const poolCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Pools' })).getByRole('listitem', { name });
const stagesOf = (name: string) =>
  within(screen.getByRole('list', { name: `Stages of ${name}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const stageField = (dialog: HTMLElement, position: number) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^Stage ${position}`) });

describe('ConfigurePoolsPage', () => {
  it('adds a pool with its stages, renames, adds and removes stages, keeping the kept ones', async () => {
    const id = stamp();
    const name = `Silver medalists ${id}`;
    const { token } = await renderTalentPoolPages('/talent-pool/configure-pool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configure pools' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Configure pools | Atrium'));
    await screen.findByRole('list', { name: 'Pools' });

    await userEvent.click(screen.getByRole('button', { name: 'Add pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pool' });
    // A new pool starts with the usual stages.
    expect(stageField(dialog, 1)).toHaveValue('Identified');
    expect(stageField(dialog, 4)).toHaveValue('Ready to apply');
    await userEvent.clear(stageField(dialog, 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add pool' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^pool name/i }), name);
    await userEvent.type(stageField(dialog, 1), 'Spotted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove stage 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    await userEvent.type(stageField(dialog, 4), 'Offer talk');
    const admin = (await filterOptions(token)).users[0]!;
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Pool admins' }), admin.name);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add pool' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(poolCard(name)).toBeInTheDocument());
    expect(stagesOf(name)).toEqual([
      '1. Spotted (0)',
      '2. Contacted (0)',
      '3. Ready to apply (0)',
      '4. Offer talk (0)',
    ]);
    expect(poolCard(name)).toHaveTextContent(`Admins: ${admin.name}`);

    // A taken name is refused under its field.
    await userEvent.click(screen.getByRole('button', { name: 'Add pool' }));
    const taken = await screen.findByRole('dialog', { name: 'Add pool' });
    await userEvent.type(within(taken).getByRole('textbox', { name: /^pool name/i }), name);
    await userEvent.click(within(taken).getByRole('button', { name: 'Add pool' }));
    expect(await within(taken).findByText('A pool with this name already exists')).toBeInTheDocument();
    await userEvent.click(within(taken).getByRole('button', { name: 'Cancel' }));

    // Edit: rename a stage and remove another; the kept stages keep their ids (and prospects).
    const before = (await poolByName(token, name))!;
    const prospect = await addProspectByApi(token, before.id, before.stages[2]!.id);
    await userEvent.click(within(poolCard(name)).getByRole('button', { name: `Edit ${name}` }));
    const edit = await screen.findByRole('dialog', { name: `Edit ${name}` });
    await userEvent.clear(stageField(edit, 2));
    await userEvent.type(stageField(edit, 2), 'Reached out');
    await userEvent.click(within(edit).getByRole('button', { name: 'Remove stage 3' }));
    expect(
      within(edit).getByText('1 prospect of the removed stages will move to the first stage.'),
    ).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('button', { name: 'Save pool' }));

    await waitFor(() =>
      expect(stagesOf(name)).toEqual(['1. Spotted (1)', '2. Reached out (0)', '3. Offer talk (0)']),
    );
    const after = (await poolById(token, before.id))!;
    expect(after.stages.map((stage) => stage.id)).toEqual([
      before.stages[0]!.id,
      before.stages[1]!.id,
      before.stages[3]!.id,
    ]);
    expect(prospect.pool.id).toBe(before.id);
  }, 60_000);

  it('deletes an empty pool after confirming, and says why a pool with prospects stays', async () => {
    const id = stamp();
    const token = await adminToken();
    const empty = await createPoolByApi(token, `Empty pool ${id}`, ['Identified']);
    const busy = await createPoolByApi(token, `Busy pool ${id}`, ['Identified', 'Engaged']);
    await addProspectByApi(token, busy.id, busy.stages[1]!.id);
    await renderTalentPoolPages('/talent-pool/configure-pool');
    await screen.findByRole('list', { name: 'Pools' });

    await userEvent.click(within(poolCard(busy.name)).getByRole('button', { name: `Delete ${busy.name}` }));
    const refused = await screen.findByRole('alertdialog', { name: 'Delete pool' });
    await userEvent.click(within(refused).getByRole('button', { name: 'Delete' }));
    expect(await within(refused).findByText(`${busy.name} still holds 1 prospect`)).toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await poolById(token, busy.id)).toBeDefined();

    await userEvent.click(within(poolCard(empty.name)).getByRole('button', { name: `Delete ${empty.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete pool' });
    expect(confirm).toHaveTextContent(`Delete the pool “${empty.name}” and its stages?`);
    expect(within(confirm).queryByRole('alert')).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Pools' })).queryByRole('listitem', { name: empty.name }),
      ).toBeNull(),
    );
    expect(await poolById(token, empty.id)).toBeUndefined();
  }, 60_000);
});
