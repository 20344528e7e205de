import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopoverMenu } from './popover-menu';

const STAGES = Array.from({ length: 20 }, (_, index) => `Move to stage ${index + 1}`);

describe('PopoverMenu', () => {
  it('opens a menu at most 300px high, runs the chosen action and closes', async () => {
    const onClick = vi.fn();
    render(
      <PopoverMenu
        label="Actions for Ada Lovelace"
        items={STAGES.map((label) => ({ label, onClick: () => onClick(label) }))}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Ada Lovelace' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu.closest('.MuiPaper-root')).toHaveStyle({ maxHeight: '300px' });
    expect(screen.getAllByRole('menuitem')).toHaveLength(20);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onClick).toHaveBeenCalledWith('Move to stage 2');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
