import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  persistReducer,
  persistStore,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '../lib/api';
import { sessionSlice } from '../lib/session-slice';

// Only the auth part of state is persisted, and never its tokens (DESIGN.md sections 4 and 6).
const persistedAuth = persistReducer(
  { key: 'atrium-auth', storage, whitelist: ['isAuthenticated', 'user', 'rememberedEmail'] },
  sessionSlice.reducer,
);

const rootReducer = combineReducers({ auth: persistedAuth, [api.reducerPath]: api.reducer });

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();
export const persistor = persistStore(store);
