import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '@atrium/shared/schemas/onboarding/tasks';
import { PLAN_MESSAGES, type TaskTemplate } from '@atrium/shared/schemas/onboarding/plan';
import { EXE, fileField, multipart, PDF } from '../../platform/files/files.test-helpers.ts';
import { injectAs, signedInUser, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  NEW_HIRES_URL as HIRES,
  onboardingTestApp,
  PLAN_TASKS_URL,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

describe("tasks' files: a plan task's attachments and an upload task's document", () => {
  let t: OnboardingTestApp;
  let maya: SignedInUser;
  let ian: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = await signedInUser(t.app, { role: null, firstName: 'Maya', lastName: 'Manager' }, t.acme.company);
    ian = await signedInUser(t.app, { role: null, firstName: 'Ian', lastName: 'Tech' }, t.acme.company);
  });
  afterAll(() => t.close());

  const upload = async (who: SignedInUser, body: Buffer, name: string) => {
    const { payload, headers } = multipart([fileField(body, name)]);
    return injectAs(t.app, who, { method: 'POST', url: '/api/files', payload, headers });
  };
  const uploaded = async (who: SignedInUser, name = 'handbook.pdf') => {
    const response = await upload(who, PDF, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string };
  };

  it("copies a plan task's attachments to each hire's task, refusing another company's file", async () => {
    const handbook = await uploaded(t.acme.admin);
    const theirs = await uploaded(t.globex.admin, 'theirs.pdf');
    const refused = await t.as(t.acme.admin, 'POST', PLAN_TASKS_URL, {
      name: 'Read the handbook',
      assigneeRole: 'manager',
      attachmentFileIds: [handbook.id, theirs.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'attachmentFileIds.1', message: 'File not found' }]);
    const tooMany = await t.as(t.acme.admin, 'POST', PLAN_TASKS_URL, {
      name: 'Read the handbook',
      assigneeRole: 'manager',
      attachmentFileIds: Array.from({ length: 11 }, () => crypto.randomUUID()),
    });
    expect(tooMany.json().errors).toContainEqual({
      path: 'attachmentFileIds',
      message: PLAN_MESSAGES.tooManyAttachments,
    });

    const template = (await t.addPlanTask({
      name: 'Read the handbook',
      assigneeRole: 'manager',
      attachmentFileIds: [handbook.id],
    })) as unknown as TaskTemplate;
    expect(template.attachments).toEqual([
      { id: handbook.id, name: 'handbook.pdf', mimeType: 'application/pdf', size: PDF.length },
    ]);
    const hire = await t.addHire({
      legalFirstName: 'Ada',
      legalLastName: 'Example',
      personalEmail: 'ada.files@example.test',
      startDate: '2030-01-07',
      managerUserId: maya.user.id,
    });
    const tasks = (await t.as(t.acme.admin, 'GET', `${HIRES}/${hire.id}/tasks`)).json().data;
    expect(tasks.find((task: { name: string }) => task.name === 'Read the handbook')).toMatchObject({
      attachments: [{ id: handbook.id, name: 'handbook.pdf' }],
      document: null,
    });
    // The file itself reads as any of the company's files.
    const file = await t.as(maya, 'GET', `/api/files/${handbook.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('completes an upload task only with a document its assignee uploaded, checked by content', async () => {
    const hire = await t.addHire({
      legalFirstName: 'Alan',
      legalLastName: 'Example',
      personalEmail: 'alan.files@example.test',
      startDate: '2030-01-07',
    });
    const added = await t.as(t.acme.admin, 'POST', `${HIRES}/${hire.id}/tasks`, {
      name: 'Upload the signed NDA',
      kind: 'upload',
      assigneeRole: 'person',
      assigneeUserId: ian.user.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const task = added.json().data as { id: string };
    const complete = (who: SignedInUser, payload?: object) =>
      t.as(who, 'POST', `/api/onboarding/tasks/${task.id}/complete`, payload);

    const bare = await complete(ian);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ path: 'documentFileId', message: TASK_MESSAGES.documentRequired }]);
    expect(errorPathsOf(await complete(ian, { documentFileId: 'nope' }))).toEqual(['documentFileId']);
    // A program is no document: refused when uploaded, before the task sees it.
    expect((await upload(ian, EXE, 'nda.exe')).statusCode).toBe(415);
    // Someone else's upload is not theirs to hand in; another company's is no file at all.
    const mayas = await uploaded(maya, 'nda.pdf');
    expect((await complete(ian, { documentFileId: mayas.id })).json().errors).toEqual([
      { path: 'documentFileId', message: TASK_MESSAGES.documentNotYours },
    ]);
    const theirs = await uploaded(t.globex.admin, 'nda.pdf');
    expect((await complete(ian, { documentFileId: theirs.id })).json().errors).toEqual([
      { path: 'documentFileId', message: TASK_MESSAGES.documentGone },
    ]);
    const mine = await uploaded(ian, 'nda.pdf');
    const done = await complete(ian, { documentFileId: mine.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'done',
      document: { id: mine.id, name: 'nda.pdf', mimeType: 'application/pdf' },
    });
    // An ordinary task needs no body, as before.
    const plain = await t.as(t.acme.admin, 'POST', `${HIRES}/${hire.id}/tasks`, {
      name: 'Say hello',
      assigneeRole: 'person',
      assigneeUserId: ian.user.id,
    });
    expect((await complete(ian)).statusCode).toBe(409);
    expect(
      (await t.as(ian, 'POST', `/api/onboarding/tasks/${plain.json().data.id}/complete`)).statusCode,
    ).toBe(200);
  });
});
