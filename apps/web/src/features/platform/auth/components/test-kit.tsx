import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import { renderRoutes } from '../../../../test/render-routes';

/*
 * Test-only helpers for the auth screens' tests (the app never imports this file). Tests build the
 * real store with makeStore and pass it in; this folder may not import the app layer.
 */

/**
 * Lets the app's API calls reach the real server that src/test/global-setup.ts starts. Only an
 * environment shim is installed: Node's Request (used by RTK Query under jsdom) refuses relative
 * URLs and jsdom's AbortSignal.
 */
export function connectRealApi(): void {
  class BrowserlikeRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin) : input, {
        ...init,
        signal: null,
      });
    }
  }
  vi.stubGlobal('Request', BrowserlikeRequest);
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { message: string; code?: string; data?: T };
}

/** Calls the real API directly (test arrangement and checks), e.g. api('PUT', 'auth/signin', {...}). */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(`/api/${path}`, window.location.origin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
}

/** The demo accounts' password (seeded by the server with SEED_DEMO=true). */
export const DEMO_PASSWORD = 'Atrium@2026';

/** Signs in through the API and returns the session the store's signedIn action takes. */
export async function signInByApi(email: string, password = DEMO_PASSWORD) {
  const answer = await api<{ authToken: string; refreshToken: string; user: SessionUser }>(
    'PUT',
    'auth/signin',
    { email, password, rememberMe: false },
  );
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.body.message}`);
  }
  return answer.body.data;
}

// The outbox is read as the platform operator, who may read every company's mail.
let operatorToken: Promise<string> | undefined;
const operator = () =>
  (operatorToken ??= signInByApi('superadmin@example.com').then((session) => session.authToken));

/** The mail sent to an address, newest first, with its text (from the admin outbox). */
async function mailTo(to: string): Promise<Array<{ id: string; text: string }>> {
  const token = await operator();
  const list = await api<{ items: Array<{ id: string; to: string }> }>(
    'GET',
    `admin/outbox?search=${encodeURIComponent(to)}&limit=20`,
    undefined,
    token,
  );
  const mine = (list.body.data?.items ?? []).filter((item) => item.to.toLowerCase() === to.toLowerCase());
  return Promise.all(
    mine.map(async (item) => {
      const detail = await api<{ text: string }>('GET', `admin/outbox/${item.id}`, undefined, token);
      return { id: item.id, text: detail.body.data?.text ?? '' };
    }),
  );
}

/** Waits for the newest mail to an address (from the admin outbox) that matches. */
export async function waitForMail(to: string, matches: (text: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailTo(to)).find((item) => matches(item.text));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`No matching mail to ${to}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Requests a reset link through the API and returns its path and query (as the page's URL). */
export async function requestResetLink(email: string): Promise<string> {
  const earlier = new Set((await mailTo(email)).map((item) => item.id));
  const answer = await api('POST', 'auth/forgot-password', { email });
  if (answer.status !== 200) throw new Error(`Forgot-password failed: ${answer.body.message}`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const fresh = (await mailTo(email)).find(
      (item) => !earlier.has(item.id) && /reset-password\?/.test(item.text),
    );
    const link = fresh && /https?:\/\/\S+\/reset-password\?\S+/.exec(fresh.text)?.[0];
    if (link) {
      const url = new URL(link);
      return url.pathname + url.search;
    }
    if (Date.now() > deadline) throw new Error(`No reset mail to ${email}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Signs a new company up through the API; returns its admin's email and mailed temporary password. */
export async function signUpCompany(tag: string): Promise<{ email: string; tempPassword: string }> {
  const unique = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const email = `${unique}@example.test`;
  const answer = await api('POST', 'auth/signup-company', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    contactNumber: '+447911123456',
    allowedCompany: ['RECRUITMENT'],
    companyName: `Hopper ${unique} Ltd`,
    companySize: '1-40',
    country: 'United Kingdom',
    companyNo: `NO${Date.now()}${Math.floor(Math.random() * 1e4)}`,
    companyAddress: '1 Quay',
    postalCode: 'BS1 1AA',
    defaultCompany: 'RECRUITMENT',
    description: '',
  });
  if (answer.status !== 200) throw new Error(`Sign-up failed: ${answer.status} ${answer.body.message}`);
  const text = await waitForMail(email, (mail) => mail.includes('temporary password is:'));
  const tempPassword = /temporary password is: (\S+)/.exec(text)?.[1];
  if (!tempPassword) throw new Error('No temporary password in the sign-up mail');
  return { email, tempPassword };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders one screen at a URL with the real store; any other route shows where the app went. */
export const renderScreen = (
  store: Store,
  element: ReactNode,
  { path, url }: { path: string; url?: string },
) =>
  renderRoutes(
    store,
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    url ?? path,
  );
