import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/feedback/private-notes';

describe('performance feedback private notes: /api/performance/feedback/private-notes', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let operator: SignedInUser;
  let outsider: SignedInUser;
  let noteId: string;

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    manager = await signedInUser(t.app, { firstName: 'Maya', lastName: 'Lindqvist', role: null }, hr.company);
    report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      hr.company,
    );
    operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, hr.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('keeps a note about a colleague to its author: HR and the colleague read nothing', async () => {
    const written = await as(manager, 'POST', BASE, {
      subjectId: report.user.id,
      body: 'Ethan handled the incident calmly; mention it at review time.',
    });
    expect(written.statusCode, written.body).toBe(201);
    noteId = written.json().data.id;
    expect(written.json().data.subject.name).toBe('Ethan Brooks');

    const mine = (await as(manager, 'GET', `${BASE}?subjectId=${report.user.id}`)).json().data;
    expect(mine.items.map((note: { id: string }) => note.id)).toEqual([noteId]);
    for (const who of [hr, report, outsider]) {
      expect((await as(who, 'GET', BASE)).json().data.items).toEqual([]);
      expect((await as(who, 'PUT', `${BASE}/${noteId}`, { body: 'Hijacked' })).statusCode).toBe(404);
      expect((await as(who, 'DELETE', `${BASE}/${noteId}`)).statusCode).toBe(404);
    }
    expect((await as(operator, 'GET', BASE)).statusCode).toBe(403);
  });

  it('edits and deletes a note, and refuses a note about oneself or a stranger', async () => {
    const edited = await as(manager, 'PUT', `${BASE}/${noteId}`, { body: 'Updated thought' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.body).toBe('Updated thought');
    const self = await as(manager, 'POST', BASE, { subjectId: manager.user.id, body: 'Me' });
    expect(self.json().errors).toEqual([
      { path: 'subjectId', message: 'Write notes about a colleague, not yourself' },
    ]);
    const stranger = await as(manager, 'POST', BASE, { subjectId: outsider.user.id, body: 'Who?' });
    expect(stranger.json().errors).toEqual([{ path: 'subjectId', message: 'Colleague not found' }]);
    const empty = await as(manager, 'PUT', `${BASE}/${noteId}`, { body: '' });
    expect(empty.statusCode).toBe(400);
    expect((await as(manager, 'DELETE', `${BASE}/${noteId}`)).statusCode).toBe(200);
    expect((await as(manager, 'GET', BASE)).json().data.total).toBe(0);
  });
});
