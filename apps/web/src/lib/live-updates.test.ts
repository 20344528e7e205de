import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT_TYPES } from '@atrium/shared/schemas/platform/live';
import { api, connectRealApi, signInByApi } from '../features/platform/auth/components/test-kit';
import { connectLive, onLiveEvent } from './live-updates';

beforeEach(() => {
  connectRealApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectLive', () => {
  it('hears of a notification made for the signed-in user by someone else, and gets a fresh token when refused', async () => {
    const assignee = await signInByApi('priya.sharma@example.com');
    const admin = await signInByApi('admin@example.com');
    const heard: unknown[] = [];
    const stopListening = onLiveEvent(LIVE_EVENT_TYPES.notificationCreated, (data) => heard.push(data));
    let token = 'an-expired-token';
    const refresh = vi.fn(async () => {
      token = assignee.authToken;
      return true;
    });
    const disconnect = connectLive({ token: () => token, refresh });
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // The stream is open once the refusal has been answered with a fresh token.
    await new Promise((done) => setTimeout(done, 500));

    const jobs = await api<{ items: Array<{ id: string }> }>(
      'GET',
      'jobs?limit=1',
      undefined,
      admin.authToken,
    );
    const title = `Call the referee ${Date.now()}`;
    const created = await api(
      'POST',
      `jobs/${jobs.body.data!.items[0]!.id}/tasks`,
      { title, assigneeId: assignee.user.id },
      admin.authToken,
    );
    expect(created.status).toBe(201);
    await vi.waitFor(() =>
      expect(heard).toEqual([{ notification: expect.objectContaining({ title: `New task: ${title}` }) }]),
    );
    disconnect();
    stopListening();
  });
});
