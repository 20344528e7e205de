import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { richText } from '@atrium/shared/schemas/platform/rich-text';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compileResponseSchema, compileSerializer } from './response-serializer.ts';

const person = z.object({
  id: z.string(),
  role: z.enum(['ADMIN', 'SUPPORT']).nullable(),
  manager: z.object({ id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.object({ name: z.string() })),
  fields: z.record(z.string(), z.object({ value: z.number() })),
  extra: z.unknown(),
});
const answer = z.object({ message: z.string(), data: z.array(person) });

describe('compileSerializer', () => {
  const write = compileSerializer(answer);

  it('writes only declared fields, at every depth', () => {
    const json = write({
      message: 'OK',
      passwordHash: '$argon2id$secret',
      data: [
        {
          id: 'u1',
          role: 'ADMIN',
          tokenVersion: 3,
          manager: { id: 'm1', name: 'Ada', refreshToken: 'secret' },
          tags: [{ name: 'x', apiKey: 'secret' }],
          fields: { f1: { value: 1, hash: 'secret' } },
          extra: { anything: 'declared as unknown' },
        },
      ],
    });
    expect(json).not.toMatch(/secret|tokenVersion/);
    expect(JSON.parse(json)).toEqual({
      message: 'OK',
      data: [
        {
          id: 'u1',
          role: 'ADMIN',
          manager: { id: 'm1', name: 'Ada' },
          tags: [{ name: 'x' }],
          fields: { f1: { value: 1 } },
          extra: { anything: 'declared as unknown' },
        },
      ],
    });
    expect(write.parses).toBe(false);
  });

  it('writes what validating and JSON.stringify wrote, nulls included', () => {
    const value = {
      message: 'OK',
      data: [
        { id: 'a', role: null, manager: null, tags: [], fields: {}, extra: null },
        {
          id: 'b',
          role: 'SUPPORT',
          manager: { id: 'm', name: 'Grace "G" Hopper' },
          tags: [],
          fields: {},
          extra: [1],
        },
      ],
    };
    expect(write(value)).toBe(JSON.stringify(answer.parse(value)));
  });

  it('refuses an answer missing a required field', () => {
    expect(() => write({ message: 'OK' })).toThrow(/data/);
  });

  it('still cleans rich text on the way out, by running a schema that holds a cleaning step', () => {
    const post = compileSerializer(z.object({ title: z.string(), content: richText() }));
    expect(post.parses).toBe(true);
    const json = post({
      title: 'T',
      content: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      secret: 's',
    });
    expect(json).not.toMatch(/script|onerror|secret/);
    expect(JSON.parse(json)).toMatchObject({ title: 'T', content: expect.stringContaining('Hi') });
  });
});

// Serializers compile on a route's first answer; this compiles every route's now, so a schema that
// fast-json-stringify cannot take fails here rather than on some user's first request.
describe("every route's response schemas", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compile', () => {
    let compiled = 0;
    for (const route of t.app.declaredRoutes)
      for (const [status, schema] of Object.entries(route.response ?? {})) {
        expect(() => compileResponseSchema(schema, `${route.method} ${route.url} ${status}`)).not.toThrow();
        compiled += 1;
      }
    expect(compiled).toBeGreaterThan(400);
  });
});
