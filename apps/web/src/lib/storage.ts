// Browser storage helpers (spec section 9): JSON values, failures silently ignored.
export type StorageArea = 'local' | 'session';

const area = (which: StorageArea): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Some privacy settings throw on the mere access of window.localStorage.
    return null;
  }
};

/** The stored value, or null when missing, unreadable or not JSON. */
export function readStored<T>(key: string, which: StorageArea = 'local'): T | null {
  try {
    const raw = area(which)?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the app works without it.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignored on purpose
  }
}

export function clearStored(which: StorageArea = 'local'): void {
  try {
    area(which)?.clear();
  } catch {
    // ignored on purpose
  }
}

const helpersFor = (which: StorageArea) => ({
  read: <T>(key: string) => readStored<T>(key, which),
  write: (key: string, value: unknown) => writeStored(key, value, which),
  remove: (key: string) => removeStored(key, which),
  clear: () => clearStored(which),
});

/** Kept across visits: preferences, the remembered email. */
export const localStore = helpersFor('local');
/** Gone when the tab closes: a draft, a wizard's progress. */
export const sessionStore = helpersFor('session');
