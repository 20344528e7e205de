import { describe, expect, it } from 'vitest';
import { toastQueue, type Toast } from './toast-queue';

describe('toastQueue', () => {
  it('keeps toasts asked for before the toaster loads, hands them over in order, then delivers at once', () => {
    const leave = toastQueue.mount();
    toastQueue.show({ message: 'first', variant: 'success' });
    toastQueue.show({ message: 'second', variant: 'error' });
    expect(toastQueue.isWanted()).toBe(true);
    const shown: Toast[] = [];
    const detach = toastQueue.attach((toast) => shown.push(toast));
    toastQueue.show({ message: 'third', variant: 'success' });
    expect(shown.map((toast) => toast.message)).toEqual(['first', 'second', 'third']);
    detach();
    leave();
  });

  it('drops what still waits when the last toaster leaves, so the next one shows only its own', () => {
    const leave = toastQueue.mount();
    toastQueue.show({ message: 'for a page that is gone', variant: 'success' });
    leave();
    const shown: string[] = [];
    const stay = toastQueue.mount();
    const detach = toastQueue.attach((toast) => shown.push(toast.message));
    toastQueue.show({ message: 'fresh', variant: 'success' });
    expect(shown).toEqual(['fresh']);
    detach();
    stay();
  });
});
