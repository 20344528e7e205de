export type ToastVariant = 'success' | 'error';
export interface Toast {
  message: string;
  variant: ToastVariant;
}

// Toasts asked for before the toaster has loaded wait here. notistack is loaded with the first
// toast rather than with the page: the sign-in page's budget (issue 3) has no room for it, and most
// visits show their first toast only after an action.
const pending: Toast[] = [];
const listeners = new Set<() => void>();
let deliver: ((toast: Toast) => void) | null = null;
let wanted = false;
let toasters = 0;

export const toastQueue = {
  show(toast: Toast) {
    // Kept even before any toaster mounts: a page may toast from its first effects, which run
    // before the toaster's own.
    if (deliver) return deliver(toast);
    pending.push(toast);
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
  },
  /** Whether any toast has been asked for: the toaster loads from then on. */
  isWanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A toaster is on the page; when the last one leaves, toasts still waiting for it go with it. */
  mount() {
    toasters += 1;
    return () => {
      toasters -= 1;
      if (toasters === 0) pending.length = 0;
    };
  },
  /** The loaded toaster takes the waiting toasts and every later one, until it unmounts. */
  attach(receiver: (toast: Toast) => void) {
    deliver = receiver;
    for (const toast of pending.splice(0)) receiver(toast);
    return () => {
      if (deliver === receiver) deliver = null;
    };
  },
};
