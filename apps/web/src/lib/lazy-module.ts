/** Code fetched on first use, once; a failed fetch (offline, a new deployment) is tried again next time. */
export interface LazyModule<T> {
  get(): Promise<T>;
  /** Starts the fetch now, so the first use need not wait; a failure waits for that use. */
  preload(): void;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    get,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
