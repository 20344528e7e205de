import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewHire } from '@atrium/shared/schemas/onboarding/new-hires';
import { api } from '../platform/auth/components/test-kit';

/*
 * Test-only helpers for the Onboarding pages' tests (the app never imports this file). They run
 * against the real server and its demo data; each test makes the records it changes, named uniquely.
 */

export { renderAs } from '../../test/render-as';

let serial = 0;
/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(serial += 1)}`;

/** A YYYY-MM-DD date some days from today. */
export const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Types a date (as DDMMYYYY) into a date field's day, month and year sections. */
export async function typeDate(group: HTMLElement, yyyyMmDd: string) {
  const [year, month, day] = yyyyMmDd.split('-');
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(`${day}${month}${year}`);
}

/** Opens a select and picks an option. */
export async function chooseOption(combobox: HTMLElement, name: string | RegExp) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Puts text into a field the way a paste does: fast, whatever its length. */
export async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Adds a new hire through the API (their plan is assembled by the server). */
export async function createHire(token: string, body: Record<string, unknown>): Promise<NewHire> {
  const answer = await api<NewHire>('POST', 'onboarding/new-hires', body, token);
  if (answer.status !== 201)
    throw new Error(`Creating a new hire failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data!;
}

/** The id of a company record by name from a company administration list (departments, locations, groups). */
export async function idNamed(token: string, list: string, name: string): Promise<string> {
  const answer = await api<{ items: Array<{ id: string; name: string }> }>(
    'GET',
    `admin/${list}?limit=100`,
    undefined,
    token,
  );
  const found = answer.body.data?.items.find((item) => item.name === name);
  if (!found) throw new Error(`No ${list} named ${name}`);
  return found.id;
}
