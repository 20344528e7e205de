import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationReview } from '@atrium/shared/schemas/recruiting/candidates';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  addCandidateByApi,
  adminToken,
  candidateById,
  jobFor,
  renderCandidatePages,
} from './candidates-test-kit';

beforeAll(() => connectRealApi());

/**
 * The name of the candidate under review, or null once the queue is done. Hidden ones count: an open
 * dialog hides the page behind it from assistive technology.
 */
const reviewed = () =>
  screen
    .queryAllByRole('heading', { level: 2, hidden: true })
    .find((heading) => !heading.closest('[role="dialog"]'))?.textContent ?? null;
const isCaughtUp = () => screen.queryByText('All caught up') !== null;

/** Presses S until the named candidate is the one under review, as a reviewer would. */
async function skipUntil(name: string, most = 60) {
  await waitFor(() => expect(reviewed() ?? isCaughtUp()).toBeTruthy());
  for (let pressed = 0; reviewed() !== name; pressed += 1) {
    if (pressed >= most || isCaughtUp()) throw new Error(`${name} never came up for review`);
    const shown = reviewed();
    await userEvent.keyboard('s');
    await waitFor(() => expect(reviewed()).not.toBe(shown));
  }
}

async function openQueue(jobId: string) {
  const token = await adminToken();
  const queue = await api<ApplicationReview>('GET', `application-review?jobId=${jobId}`, undefined, token);
  await renderCandidatePages(`/application-review?jobId=${jobId}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Application review' })).toBeInTheDocument();
  await screen.findByRole('combobox', { name: 'Job' });
  return queue.body.data!;
}

describe('ApplicationReviewPage', () => {
  it('skips with S and advances with A, each time loading the next at once', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'review');
    const candidate = await addCandidateByApi(token, { jobIds: [job.id], phone: '+44 7700 900555' });
    const queue = await openQueue(job.id);
    expect(screen.getByRole('combobox', { name: 'Job' })).toHaveTextContent(`${job.name} (`);
    expect(screen.getByText(`${queue.remaining} left`)).toBeInTheDocument();

    await skipUntil(candidate.name);
    expect(screen.getByText(/\d+ left · \d+ skipped/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    expect(screen.getByRole('link', { name: '+44 7700 900555' })).toHaveAttribute(
      'href',
      'tel:+447700900555',
    );
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/candidates/${candidate.id}`,
    );
    const advance = screen.getByRole('button', { name: 'Advance' });
    expect(advance).toHaveAttribute('aria-keyshortcuts', 'A');
    expect(advance).toHaveTextContent('AdvanceA');

    await userEvent.keyboard('a');
    expect(await screen.findByText(`${candidate.name} moved to ${job.stages[1]!.name}`)).toBeInTheDocument();
    await waitFor(() => expect(reviewed()).not.toBe(candidate.name));
    const { applications } = await candidateById(token, candidate.id);
    expect(applications[0]!.stage!.id).toBe(job.stages[1]!.id);
  });

  it('rejects with R through the reject dialog, where typing a shortcut’s letter only types', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'review');
    const candidate = await addCandidateByApi(token, { jobIds: [job.id] });
    await openQueue(job.id);
    await skipUntil(candidate.name);

    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: `Reject from ${job.name}` });
    const note = within(dialog).getByLabelText(/^note for the team/i);
    await userEvent.type(note, 'Skills are strong; asks for relocation.');
    expect(note).toHaveValue('Skills are strong; asks for relocation.');
    expect(reviewed()).toBe(candidate.name);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /rejection reason/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lacking skill(s)/qualification(s)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(reviewed()).not.toBe(candidate.name));
    const { applications } = await candidateById(token, candidate.id);
    expect(applications[0]!.status).toBe('rejected');
    expect(applications[0]!.rejectionNote).toBe('Skills are strong; asks for relocation.');
  });

  it('is all caught up once every application is skipped, and can go through the skipped ones again', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'review');
    await addCandidateByApi(token, { jobIds: [job.id] });
    await openQueue(job.id);
    await waitFor(() => expect(reviewed()).not.toBeNull());
    for (let pressed = 0; !isCaughtUp(); pressed += 1) {
      if (pressed > 60) throw new Error('the queue never ended');
      const shown = reviewed();
      await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
      await waitFor(() => expect(reviewed() === shown && !isCaughtUp()).toBe(false));
    }
    expect(screen.getByText(/besides the \d+ you skipped/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Review the skipped ones' }));
    await waitFor(() => expect(reviewed()).not.toBeNull());
    expect(screen.queryByText(/skipped/)).toBeNull();
  });
});
