import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionPicker } from './permission-picker';
import { idsOfModule, permissionTree } from '../utils/permission-tree';

const TOTAL = permissionTree().flatMap(idsOfModule).length;
const ADMIN_TOTAL = idsOfModule(permissionTree().find((module) => module.product === 'sso')!).length;

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PermissionPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const isIndeterminate = (element: HTMLElement) => element.getAttribute('data-indeterminate') === 'true';

async function searchFor(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Search permissions' }), text);
}

describe('PermissionPicker', () => {
  it('lists every module collapsed, with the count of what is selected', () => {
    render(<Harness initial={['sso.admin.roles.role.view']} />);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${TOTAL} selected`);
    const admin = screen.getByRole('button', { name: /Administration/ });
    expect(admin).toHaveAttribute('aria-expanded', 'false');
    expect(admin).toHaveTextContent(`1 of ${ADMIN_TOTAL} selected`);
    expect(screen.getByRole('button', { name: /Recruitment/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters permissions by name and opens the matching modules', async () => {
    render(<Harness />);
    await searchFor('impersonation log');
    const admin = await screen.findByRole('button', { name: /Administration/ });
    expect(admin).toHaveAttribute('aria-expanded', 'true');
    expect(checkbox('View impersonation log')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'View people' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Search permissions' }));
    await searchFor('no such permission anywhere');
    expect(await screen.findByText('No permissions match')).toBeInTheDocument();
  });

  it('selects a whole area, and shows the module as partly selected', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Administration/ }));
    const area = checkbox('Select all in Roles');
    const module = checkbox('Select all in Administration');
    expect(area).not.toBeChecked();

    await userEvent.click(area);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        'sso.admin.roles.role.view',
        'sso.admin.roles.role.create',
        'sso.admin.roles.role.edit',
        'sso.admin.roles.role.delete',
      ]),
    );
    expect(area).toBeChecked();
    expect(checkbox('Edit roles')).toBeChecked();
    expect(isIndeterminate(module)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(`4 of ${TOTAL} selected`);

    // One permission off: the area is partly selected; select-all then selects it whole again.
    await userEvent.click(checkbox('Edit roles'));
    expect(isIndeterminate(area)).toBe(true);
    expect(area).not.toBeChecked();
    await userEvent.click(area);
    expect(area).toBeChecked();

    // Select-all on a fully selected group clears it.
    await userEvent.click(area);
    expect(area).not.toBeChecked();
    expect(isIndeterminate(module)).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('selects a whole module and clears it again', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Administration/ }));
    const module = checkbox('Select all in Administration');
    await userEvent.click(module);
    expect(module).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(`${ADMIN_TOTAL} of ${TOTAL} selected`);
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await userEvent.click(module);
    expect(screen.getByRole('status')).toHaveTextContent(`0 of ${TOTAL} selected`);
  });

  it('leaves out platform permissions a company role cannot hold', () => {
    const ids = permissionTree().flatMap(idsOfModule);
    expect(ids).not.toContain('sso.menu.chat.view');
  });
});
