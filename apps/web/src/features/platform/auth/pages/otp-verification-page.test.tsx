import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { createAppTheme } from '../../../../app/theme/create-app-theme';
import OtpVerificationPage from './otp-verification-page';

const renderAt = (url: string) =>
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={createAppTheme()}>
        <MemoryRouter initialEntries={[url]}>
          <OtpVerificationPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );

// A broken link is caught before any call, so these reach no server.
describe('OtpVerificationPage', () => {
  it.each([
    ['no parameters', '/otp-verification'],
    ['an unknown type', '/otp-verification?id=3f1c2a4e-8b7d-4c1e-9f2a-1b2c3d4e5f60&type=fax'],
    ['an id that is not one', '/otp-verification?id=42&type=email'],
  ])('explains a link with %s and offers sign-in', async (_, url) => {
    renderAt(url);
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    await waitFor(() => expect(document.title).toBe('Verify your code | Atrium'));
  });
});
