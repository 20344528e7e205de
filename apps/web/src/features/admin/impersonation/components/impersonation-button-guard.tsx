import type { ReactNode, SyntheticEvent } from 'react';
import { Box, ThemeProvider, type Theme } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useSession } from '../../../../lib/session-hooks';

/** Spec section 6: contained buttons, and outlined buttons of the "operation" class. */
export const GUARDED_BUTTONS = '.MuiButton-contained, .MuiButton-outlined.operation';

const guardedTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      ...outer.components?.MuiButton,
      styleOverrides: {
        ...outer.components?.MuiButton?.styleOverrides,
        root: {
          '&.MuiButton-contained, &.MuiButton-outlined.operation': {
            pointerEvents: 'none',
            opacity: outer.palette.action.disabledOpacity,
            boxShadow: 'none',
          },
        },
      },
    },
  },
});

const guardedButton = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(GUARDED_BUTTONS) : null;

const block = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * While impersonating with `disableButtonsOnLoginAs` on, the guarded buttons look disabled and do
 * nothing: clicks, keys and form submits that would press them stop here (portals included, since
 * React events follow the component tree).
 */
export function ImpersonationButtonGuard({ children }: { children: ReactNode }) {
  const { impersonation } = useSession();
  const { interfaceSettings } = useTheme();
  if (!impersonation || !interfaceSettings?.disableButtonsOnLoginAs) return children;

  return (
    <ThemeProvider theme={guardedTheme}>
      <Box
        sx={{ display: 'contents' }}
        data-buttons-disabled="true"
        onClickCapture={(event) => guardedButton(event.target) && block(event)}
        onKeyDownCapture={(event) =>
          (event.key === 'Enter' || event.key === ' ') && guardedButton(event.target) && block(event)
        }
        onSubmitCapture={(event) => {
          const form = event.target as HTMLFormElement;
          // Dialogs put the submit button outside the form, linked by its form attribute.
          const button =
            (event.nativeEvent as SubmitEvent).submitter ??
            form.querySelector('button[type="submit"]') ??
            (form.id ? document.querySelector(`button[form="${CSS.escape(form.id)}"]`) : null);
          if (guardedButton(button)) block(event);
        }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
