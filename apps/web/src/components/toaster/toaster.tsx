import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const ToasterHost = lazy(() => import('./toaster-host'));

/** Where toasts appear. Render it once, beside the app; toasts are shown with lib/toast.ts. */
export function Toaster() {
  const wanted = useSyncExternalStore(toastQueue.subscribe, toastQueue.isWanted);
  useEffect(() => toastQueue.mount(), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
