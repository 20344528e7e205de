import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LIVE_PATH } from '@atrium/shared/schemas/platform/live';
import { PRODUCT_HEADER, refreshSession } from './api';
import type { SessionState } from './session-slice';

type LiveListener = (data: unknown) => void;

const listeners = new Map<string, Set<LiveListener>>();

/** Listens for one type of live event (its data parsed from JSON); answers the unsubscribe. */
export function onLiveEvent(type: string, listener: LiveListener): () => void {
  const set = listeners.get(type) ?? new Set<LiveListener>();
  set.add(listener);
  listeners.set(type, set);
  return () => set.delete(listener);
}

function dispatchEvent(message: EventSourceMessage): void {
  let data: unknown = null;
  try {
    data = message.data ? JSON.parse(message.data) : null;
  } catch {
    return;
  }
  for (const listener of listeners.get(message.event ?? 'message') ?? []) listener(data);
}

const MAX_BACKOFF_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });

interface LiveConnectionOptions {
  token: () => string | null;
  /** Gets a fresh access token; false when the session is over (nothing more to connect for). */
  refresh: () => Promise<boolean>;
}

/**
 * One stream of server-sent events (GET /api/live) for this tab, read with fetch so it can carry
 * the access token (EventSource cannot send headers). It reconnects with backoff, naming the last
 * event it saw, and gets a fresh token when the server ends the stream with its token.
 */
export function connectLive({ token, refresh }: LiveConnectionOptions): () => void {
  const stop = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;

  void (async () => {
    while (!stop.signal.aborted) {
      const current = token();
      if (!current) return;
      try {
        const response = await fetch(
          new Request(LIVE_PATH, {
            headers: {
              authorization: `Bearer ${current}`,
              accept: 'text/event-stream',
              product: PRODUCT_HEADER,
              ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
            cache: 'no-store',
            signal: stop.signal,
          }),
        );
        if (response.status === 401) {
          if (!(await refresh())) return;
          continue;
        }
        if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
        failures = 0;
        const parser = createParser({
          onEvent: (message) => {
            if (message.id) lastEventId = message.id;
            dispatchEvent(message);
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      // The stream ended or failed: try again, sooner after a clean end than after failures.
      failures += 1;
      const backoff = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6));
      await sleep(backoff * (0.5 + Math.random() / 2), stop.signal);
    }
  })();

  return () => stop.abort();
}

/** Keeps this tab's live stream open while someone is signed in (mounted once, by the app shell). */
export function useLiveConnection(): void {
  const store = useStore<{ auth: SessionState }>();
  const isSignedIn = useSelector((state: { auth: SessionState }) => Boolean(state.auth.accessToken));
  useEffect(() => {
    if (!isSignedIn) return undefined;
    return connectLive({
      token: () => store.getState().auth.accessToken,
      refresh: () => refreshSession(store),
    });
  }, [isSignedIn, store]);
}
