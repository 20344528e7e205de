import { configureStore, type Reducer, type WithSlice } from '@reduxjs/toolkit';
import type { api } from '../lib/api';
import { persistSession, readPersistedSession } from '../lib/session-persistence';
import { initialSessionState } from '../lib/session-slice';
import { dynamicMiddleware, onStorePartAdded, rootReducer } from '../lib/store-parts';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    // Typed with the api's state, which is there before any code that dispatches to the api runs.
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer> & WithSlice<typeof api>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// Only part of the session is kept across reloads, and never its tokens (lib/session-persistence.ts).
export const store = makeStore({ auth: { ...initialSessionState, ...readPersistedSession() } });
persistSession(store);
// RTK Query's api joins the store when the first page that calls the server loads; its state is
// created at once, so that page's first render finds it.
onStorePartAdded(() => store.dispatch({ type: 'app/storePartAdded' }));
