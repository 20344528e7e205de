import { combineSlices, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { sessionSlice } from './session-slice';

/**
 * Parts of the state that arrive with code loaded later. RTK Query's api (lib/api.ts) is one: the
 * sign-in page draws before it needs it, and it is a sizeable download (issue 3's budget).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

const partAddedListeners: Array<() => void> = [];

/** Runs the listener whenever a part is added; a store made earlier uses it to create the part's state. */
export function onStorePartAdded(listener: () => void) {
  partAddedListeners.push(listener);
}

/** Adds a part's reducer and middleware to every store, made or to come. */
export function addStorePart(part: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  rootReducer.inject(part);
  dynamicMiddleware.addMiddleware(part.middleware);
  for (const listener of partAddedListeners) listener();
}
