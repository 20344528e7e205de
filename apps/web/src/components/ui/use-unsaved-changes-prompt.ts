import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Warns before a dirty form is left: in-app navigation is held by a router blocker (the page shows
 * a dialog), and closing or reloading the tab gets the browser's own prompt through beforeunload.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): { blocker: Blocker; allowNavigation: () => void } {
  // Set right before a deliberate navigation (after a save): the blocker would still see the old dirty state.
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // still needed by some browsers to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    isAllowed.current = true;
  }, []);

  return { blocker, allowNavigation };
}
