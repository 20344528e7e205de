import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, files } from '../../../db/schema/index.ts';
import { MAX_FILE_NAME } from './files.service.ts';
import { EXE, fileField, multipart, PDF, PNG, TEXT, type Part } from './files.test-helpers.ts';

describe('files (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-files-'));
    t = await createTestApp({ dataDir });
    alice = await signedInUser(t.app);
    bob = await signedInUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (who: SignedInUser | null, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    const options = { method: 'POST' as const, url: '/api/files', payload, headers };
    return who ? injectAs(t.app, who, options) : t.app.inject(options);
  };
  const stored = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);
  const fileCount = async () => Number((await t.app.db.select({ n: count() }).from(files))[0]!.n);

  /** Asserts a refused upload left neither a row nor bytes behind. */
  async function expectNothingWritten(action: () => Promise<unknown>) {
    const rows = await fileCount();
    const objects = stored();
    await action();
    expect(await fileCount()).toBe(rows);
    expect(stored()).toEqual(objects);
  }

  it('stores an image under a generated name and answers a public URL, ignoring extra fields', async () => {
    const response = await upload(alice, [
      { name: 'purpose', value: 'avatar' },
      fileField(PNG, 'my photo.png', 'image/png'),
      { name: 'after', value: 'ignored too' },
    ]);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('File uploaded successfully!');
    expect(data).toMatchObject({ name: 'my photo.png', size: PNG.length, mimeType: 'image/png' });
    expect(data.url).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.png$/);
    const key = data.url.split('/').pop();
    expect(readFileSync(join(dataDir, 'uploads', key))).toEqual(PNG);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({ companyId: alice.company.id, uploadedBy: alice.user.id, storageKey: key });
    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, data.id));
    expect(audit).toMatchObject({
      action: 'file.upload',
      actorUserId: alice.user.id,
      companyId: alice.company.id,
    });
  });

  it('serves an image publicly (for <img>), inline and with nosniff', async () => {
    const { data } = (await upload(alice, [fileField(PNG, 'a.png')])).json();
    const response = await t.app.inject({ method: 'GET', url: data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="a.png"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload).toEqual(PNG);
    // The authenticated route serves the same file to its company.
    const own = await injectAs(t.app, alice, { method: 'GET', url: `/api/files/${data.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload).toEqual(PNG);
  });

  it('serves other files only to their company, as an attachment', async () => {
    const { data } = (await upload(alice, [fileField(PDF, 'Café résumé.pdf', 'application/pdf')])).json();
    expect(data.url).toBe(`/api/files/${data.id}`);
    expect(data.mimeType).toBe('application/pdf');
    const response = await injectAs(t.app, alice, { method: 'GET', url: data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ r_sum_.pdf"; filename*=UTF-8''${encodeURIComponent('Café résumé.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(PDF);

    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(401);
    const outsider = await injectAs(t.app, bob, { method: 'GET', url: data.url });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('NOT_FOUND');
    // Its key does not open it through the public image route either.
    const [row] = await t.app.db.select().from(files).where(eq(files.id, data.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/public/${row!.storageKey}` })).statusCode,
    ).toBe(404);
  });

  it('decides the type by content: HTML named .png is stored as plain text and downloads', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { data } = (await upload(alice, [fileField(html, 'evil.png', 'image/png')])).json();
    expect(data.mimeType).toBe('text/plain');
    expect(data.url).toBe(`/api/files/${data.id}`);
    const response = await injectAs(t.app, alice, { method: 'GET', url: data.url });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const { data } = (await upload(alice, [fileField(TEXT, '..\\..\\secrets/notes.txt')])).json();
    expect(data.name).toBe('notes.txt');
  });

  it('caps a very long name (keeping its extension) and the download header with it', async () => {
    const long = `${'é'.repeat(2_500)}${'🎉'.repeat(2_500)}.txt`;
    const { data } = (await upload(alice, [fileField(TEXT, long)])).json();
    expect(Array.from(data.name as string)).toHaveLength(MAX_FILE_NAME);
    expect(data.name).toMatch(/…\.txt$/);
    const download = await injectAs(t.app, alice, { method: 'GET', url: data.url });
    expect(String(download.headers['content-disposition']).length).toBeLessThan(1_500);
  });

  it('refuses an unsupported type with 415 and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const response = await upload(alice, [fileField(EXE, 'setup.pdf', 'application/pdf')]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: expect.stringContaining('PDF'),
      });
    });
  });

  it('refuses a file over the size limit with 413 and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
      const response = await upload(alice, [fileField(big, 'big.txt', 'text/plain')]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('5 MB'),
      });
    });
  });

  it('accepts a file of a few megabytes (the 1 MB JSON body limit does not apply)', async () => {
    const response = await upload(alice, [fileField(Buffer.alloc(2 * 1024 * 1024, 'b'), 'long.txt')]);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no file at all', [{ name: 'purpose', value: 'avatar' }]],
    ['the file in another field', [{ name: 'document', value: PNG, filename: 'a.png' }]],
    ['an empty file', [fileField(Buffer.alloc(0), 'empty.txt')]],
  ])('refuses %s with 400 and field errors, writing nothing', async (_case, parts) => {
    await expectNothingWritten(async () => {
      const response = await upload(alice, parts as Part[]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'file' }] });
    });
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/files',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'file' })]);
  });

  it('refuses an upload without a session with 401 and writes nothing', async () => {
    await expectNothingWritten(async () => {
      expect((await upload(null, [fileField(PNG, 'a.png')])).statusCode).toBe(401);
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await injectAs(t.app, alice, { method: 'GET', url: '/api/files/not-a-uuid' })).statusCode).toBe(
      400,
    );
    const unknown = await injectAs(t.app, alice, {
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/public/../../etc/passwd' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/public/nope.png' })).statusCode).toBe(404);
  });
});
