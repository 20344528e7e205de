import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pool, Prospect } from '@atrium/shared/schemas/recruiting/talent-pool';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, signInByApi } from '../../../platform/auth/components/test-kit';
import ConfigurePoolsPage from './configure-pools-page';
import TalentPoolPage from './talent-pool-page';

/*
 * Test-only helpers for the talent pool pages' tests. Each test makes a pool of its own with a unique
 * name, so the demo pools and other tests' pools keep their counts.
 */

export const TALENT_POOL_ROUTES = [
  { path: '/talent-pool', element: <TalentPoolPage /> },
  { path: '/talent-pool/configure-pool', element: <ConfigurePoolsPage /> },
  { path: '/candidates/:id', element: <h1>Candidate page</h1> },
];

/** The pages at url, signed in as the demo admin, who may do everything these pages offer. */
export async function renderTalentPoolPages(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(store, TALENT_POOL_ROUTES, url);
  return { router, token: session.authToken };
}

let serial = 0;

/** A unique stamp for names and addresses. */
export function stamp() {
  serial += 1;
  return `${Date.now()}${serial}`;
}

/** A new pool through the API, with these stages in order. */
export async function createPoolByApi(token: string, name: string, stages: string[]) {
  const answer = await api<Pool>(
    'POST',
    'talent-pool/pools',
    { name, stages: stages.map((stage) => ({ name: stage })), adminIds: [] },
    token,
  );
  if (answer.status !== 201) throw new Error(`pool failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data!;
}

const allPools = async (token: string) =>
  (await api<Pool[]>('GET', 'talent-pool/pools', undefined, token)).body.data!;

export const poolById = async (token: string, id: string) =>
  (await allPools(token)).find((pool) => pool.id === id);

export const poolByName = async (token: string, name: string) =>
  (await allPools(token)).find((pool) => pool.name === name);

/** A new person into a pool's stage through the API. */
export async function addProspectByApi(token: string, poolId: string, stageId: string) {
  const id = stamp();
  const answer = await api<Prospect>(
    'POST',
    'talent-pool/prospects',
    {
      poolId,
      stageId,
      firstName: `Robin${id}`,
      lastName: 'Prospect',
      email: `robin.${id}@prospects.example.com`,
    },
    token,
  );
  if (answer.status !== 201) throw new Error(`prospect failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data!;
}

export const chooseOption = async (combobox: HTMLElement, name: string | RegExp) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
};
