import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import type { SessionState } from './session-slice';
import { localStore } from './storage';

const KEY = 'atrium-auth';

/** What outlives a reload: never a token (DESIGN.md sections 4 and 6). */
type PersistedSession = Pick<SessionState, 'isAuthenticated' | 'user' | 'rememberedEmail'>;

/** The stored part of the session, each field checked: the browser's storage is anyone's to edit. */
export function readPersistedSession(): Partial<PersistedSession> {
  const stored = localStore.read<Record<string, unknown>>(KEY);
  if (!stored || typeof stored !== 'object') return {};
  const user = stored.user && typeof stored.user === 'object' ? (stored.user as SessionUser) : null;
  return {
    isAuthenticated: stored.isAuthenticated === true && user !== null,
    user,
    rememberedEmail: typeof stored.rememberedEmail === 'string' ? stored.rememberedEmail : null,
  };
}

/** Writes the persisted part whenever it changes. */
export function persistSession(store: {
  getState: () => { auth: SessionState };
  subscribe: (listener: () => void) => unknown;
}) {
  let last: PersistedSession | null = null;
  store.subscribe(() => {
    const { isAuthenticated, user, rememberedEmail } = store.getState().auth;
    if (
      last &&
      last.isAuthenticated === isAuthenticated &&
      last.user === user &&
      last.rememberedEmail === rememberedEmail
    ) {
      return;
    }
    last = { isAuthenticated, user, rememberedEmail };
    localStore.write(KEY, last);
  });
}
