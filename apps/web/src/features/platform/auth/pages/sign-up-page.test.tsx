import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { Toaster } from '../../../../components/toaster/toaster';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { createAppTheme } from '../../../../app/theme/create-app-theme';
import SignUpPage from './sign-up-page';

// The real page with a real store; nothing here reaches the server (no lookup, no submit).
describe('SignUpPage', { timeout: 60_000 }, () => {
  it('titles the page, starts on the module cards and opens step 1 after a pick', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <ThemeProvider theme={createAppTheme()}>
          <>
            <MemoryRouter initialEntries={['/sign-up']}>
              <SignUpPage />
            </MemoryRouter>
            <Toaster />
          </>
        </ThemeProvider>
      </Provider>,
    );
    await waitFor(() => expect(document.title).toBe('Sign Up | Atrium'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose your modules');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^buzzhr/i }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal Information (1/3)');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveFocus();
  });
});
