import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { fileField, multipart, PDF, PNG } from './files.test-helpers.ts';
import { S3FileStorage } from './s3-storage.ts';

const BUCKET = 'atrium-uploads';
const ACCESS_KEY = 'AKIATESTACCESSKEY';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Enough of the S3 REST protocol (path-style PutObject, GetObject, DeleteObject) to be a real peer
 * for the SDK: it checks the SigV4 credential scope and the signed payload hash, and answers
 * NoSuchKey in S3's XML error format.
 */
async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url!, 'http://localhost').pathname);
    requests.push({ method: req.method!, path, headers: req.headers });
    const error = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><Resource>${path}</Resource></Error>`,
      );
    };
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/`) || !req.headers['x-amz-date']) {
      return error(403, 'AccessDenied', 'Access Denied');
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (typeof payloadHash === 'string' && /^[0-9a-f]{64}$/.test(payloadHash)) {
      if (createHash('sha256').update(body).digest('hex') !== payloadHash) {
        return error(
          400,
          'XAmzContentSHA256Mismatch',
          'The provided x-amz-content-sha256 header does not match',
        );
      }
    }
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucket !== BUCKET) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        'last-modified': new Date().toUTCString(),
      });
      return res.end(object.body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return error(405, 'MethodNotAllowed', 'The specified method is not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-2',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'test-secret-access-key',
    },
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3FileStorage against an S3 protocol peer', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const key = '3f1c2a9e-8b7d-4c6e-9a5f-0d1e2f3a4b5c.pdf';

  it('puts, gets and deletes an object (path-style, signed)', async () => {
    const storage = new S3FileStorage(s3.config);
    await storage.put(key, PDF, 'application/pdf');
    expect(s3.objects.get(key)).toEqual({ body: PDF, contentType: 'application/pdf' });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${BUCKET}/${key}` });
    const body = await storage.get(key);
    expect(body).not.toBeNull();
    expect(await text(body!)).toBe(PDF.toString());
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
  });

  it('answers null for a missing object (NoSuchKey)', async () => {
    const storage = new S3FileStorage(s3.config);
    expect(await storage.get('00000000-0000-4000-8000-000000000000.png')).toBeNull();
  });

  it('surfaces other failures, such as refused credentials', async () => {
    const storage = new S3FileStorage({ ...s3.config, accessKeyId: 'WRONG' });
    await expect(storage.put(key, PDF, 'application/pdf')).rejects.toThrow();
  });

  it('refuses keys it did not generate', async () => {
    const storage = new S3FileStorage(s3.config);
    await expect(storage.get('../other-bucket/secret')).rejects.toThrow(/invalid storage key/);
  });
});

describe('uploads with S3 configured', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ s3: s3.config, dataDir: '/nonexistent-atrium-data' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the bytes in the bucket and serves them back through the API', async () => {
    const alice = await signedInUser(t.app);
    const { payload, headers } = multipart([fileField(PNG, 'avatar.png', 'image/png')]);
    const response = await injectAs(t.app, alice, { method: 'POST', url: '/api/files', payload, headers });
    expect(response.statusCode).toBe(201);
    const { url } = response.json().data;
    const key = url.split('/').pop();
    expect(s3.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });
});
