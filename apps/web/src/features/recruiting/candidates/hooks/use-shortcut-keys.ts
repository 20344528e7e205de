import { useEffect, useRef } from 'react';

/** Keys typed into a field, a list being chosen from or a dialog are theirs, not the page's. */
function isTakenByControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]') !== null;
}

/**
 * Single-key shortcuts for a page (e.g. `{ a: advance }`), without modifiers, ignored while typing.
 * The latest handlers are used, so a shortcut never acts on what the page showed a moment ago.
 */
export function useShortcutKeys(handlers: Record<string, () => void>, isEnabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTakenByControl(event.target)) return;
      const handler = latest.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
