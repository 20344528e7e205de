import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const PARAM = 'step';

interface WizardHistoryState {
  /** Set on entries the wizard pushed itself, so its Back may simply go back in history. */
  wizardScreen?: number;
}

/**
 * The wizard's screen (0 = module cards, then 1, 2, 3) lives in the URL (?step=2), so the browser's
 * Back and Forward move between screens as the on-screen buttons do. A screen not yet reached (a
 * typed or bookmarked URL) shows the furthest one reached instead.
 */
export function useWizardScreen(lastScreen: number) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [reached, setReached] = useState(0);
  const requested = Number(searchParams.get(PARAM) ?? 0);
  const screen = Number.isInteger(requested) ? Math.min(Math.max(requested, 0), reached, lastScreen) : 0;

  const show = useCallback(
    (next: number) => {
      setReached((current) => Math.max(current, next));
      const search = new URLSearchParams(searchParams);
      if (next === 0) search.delete(PARAM);
      else search.set(PARAM, String(next));
      navigate({ search: search.toString() }, { state: { wizardScreen: next } satisfies WizardHistoryState });
    },
    [navigate, searchParams],
  );

  /** One screen back: through history when the wizard put the entry there, else by replacing it. */
  const back = useCallback(() => {
    if (screen === 0) return;
    if ((location.state as WizardHistoryState | null)?.wizardScreen === screen) {
      navigate(-1);
      return;
    }
    const search = new URLSearchParams(searchParams);
    if (screen - 1 === 0) search.delete(PARAM);
    else search.set(PARAM, String(screen - 1));
    navigate({ search: search.toString() }, { replace: true });
  }, [location.state, navigate, screen, searchParams]);

  return { screen, show, back };
}
