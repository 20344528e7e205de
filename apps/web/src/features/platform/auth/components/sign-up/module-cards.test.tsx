import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Module } from '@atrium/shared/constants/modules';
import { createAppTheme } from '../../../../../app/theme/create-app-theme';
import { MARKETING_SITE_URL } from '../../../../../config/paths';
import { ModuleCards } from './module-cards';

function Harness() {
  const [selected, setSelected] = useState<Module[]>([]);
  const [continued, setContinued] = useState(false);
  return (
    <>
      <ModuleCards
        selected={selected}
        onToggle={(m) => setSelected((s) => (s.includes(m) ? s.filter((x) => x !== m) : [...s, m]))}
        onContinue={() => setContinued(true)}
      />
      {continued && <p>continued with {selected.join(',')}</p>}
    </>
  );
}

const renderCards = () =>
  render(
    <ThemeProvider theme={createAppTheme()}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </ThemeProvider>,
  );

const card = (name: RegExp) => screen.getByRole('button', { name });

describe('ModuleCards', () => {
  it('shows the six modules, five selectable and Learning coming soon', () => {
    renderCards();
    for (const name of [/^recruitment/i, /^onboarding/i, /^performance/i, /^buzzhr/i, /^clocklog/i]) {
      expect(card(name)).toHaveAttribute('aria-pressed', 'false');
      expect(card(name)).not.toHaveAttribute('aria-disabled');
    }
    expect(card(/^learning/i)).toHaveAttribute('aria-disabled', 'true');
    expect(card(/^learning/i)).toHaveTextContent('Coming soon');
  });

  it('shows Continue only once a module is picked, and hides it again when none is', async () => {
    const user = userEvent.setup();
    renderCards();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(card(/^onboarding/i));
    expect(card(/^onboarding/i)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 module selected');

    await user.click(card(/^onboarding/i));
    expect(card(/^onboarding/i)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('never toggles Learning, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(card(/^learning/i));
    card(/^learning/i).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(card(/^learning/i)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('toggles with the keyboard and continues with the picks', async () => {
    const user = userEvent.setup();
    renderCards();
    card(/^clocklog/i).focus();
    await user.keyboard('{Enter}');
    card(/^recruitment/i).focus();
    await user.keyboard(' ');
    expect(card(/^clocklog/i)).toHaveAttribute('aria-pressed', 'true');
    expect(card(/^recruitment/i)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('continued with CLOCKLOG,RECRUITMENT')).toBeInTheDocument();
  });

  it('leaves for the marketing site with Back', () => {
    renderCards();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', MARKETING_SITE_URL);
  });
});
