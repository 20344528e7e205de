import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { AppThemeProvider } from '../../../../app/theme/app-theme-provider';
import { impersonationStarted } from '../../../../lib/session-slice';
import { SettingsProvider } from '../../../platform/settings/components/settings-provider';
import { SETTINGS_STORAGE_KEY } from '../../../platform/settings/utils/settings-storage';
import { ImpersonationButtonGuard } from './impersonation-button-guard';

afterEach(() => localStorage.clear());

function renderGuarded({ isImpersonating, isSettingOn }: { isImpersonating: boolean; isSettingOn: boolean }) {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ disableButtonsOnLoginAs: isSettingOn }));
  const store = makeStore();
  if (isImpersonating) {
    store.dispatch(
      impersonationStarted({
        authToken: 'token',
        impersonation: {
          id: 'i1',
          impersonatorUserId: 'a',
          impersonatorName: 'Amelia Hart',
          targetUserId: 'b',
          targetName: 'Ethan Brooks',
          reason: 'Checking',
          startedAt: '2026-11-22T10:00:00.000Z',
          endsAt: '2026-11-22T10:30:00.000Z',
          endedAt: null,
        },
        user: {
          id: 'b',
          email: 'employee@example.com',
          firstName: 'Ethan',
          lastName: 'Brooks',
          contactNumber: null,
          role: null,
          companyId: 'c',
          companyName: 'Acme',
          allowedCompany: ['RECRUITMENT'],
          defaultCompany: 'RECRUITMENT',
          timezone: 'Europe/London',
          avatarUrl: null,
          emailVerified: true,
          menuPermissions: {},
          permissions: [],
        },
      }),
    );
  }
  const pressed: string[] = [];
  render(
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          <ImpersonationButtonGuard>
            <Button variant="contained" onClick={() => pressed.push('save')}>
              Save
            </Button>
            <Button variant="outlined" className="operation" onClick={() => pressed.push('approve')}>
              Approve
            </Button>
            <Button variant="outlined" onClick={() => pressed.push('filter')}>
              Filter
            </Button>
            <form id="f" onSubmit={(event) => (event.preventDefault(), pressed.push('submit'))}>
              <input aria-label="Name" />
            </form>
            <Button variant="contained" type="submit" form="f">
              Submit
            </Button>
          </ImpersonationButtonGuard>
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>,
  );
  return pressed;
}

// The guard also makes guarded buttons ignore the pointer (CSS); the check is off so the clicks reach
// them and the guard's own handlers are what is tested.
async function pressEverything() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  screen.getByRole('button', { name: 'Submit' }).focus();
  await user.keyboard('{Enter}');
}

describe('ImpersonationButtonGuard', () => {
  it('stops contained and operation buttons while impersonating with the setting on', async () => {
    const pressed = renderGuarded({ isImpersonating: true, isSettingOn: true });
    await pressEverything();
    expect(pressed).toEqual(['filter']);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).pointerEvents).toBe('none');
  });

  it('lets every button work with the setting off, or when not impersonating', async () => {
    const off = renderGuarded({ isImpersonating: true, isSettingOn: false });
    await pressEverything();
    expect(off).toEqual(['save', 'approve', 'filter', 'submit']);
    cleanup();
    const notImpersonating = renderGuarded({ isImpersonating: false, isSettingOn: true });
    await pressEverything();
    expect(notImpersonating).toEqual(['save', 'approve', 'filter', 'submit']);
  });
});
