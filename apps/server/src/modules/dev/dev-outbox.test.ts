import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { linkify } from './dev-outbox.page.ts';

describe('dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const start = Date.UTC(2026, 2, 1, 8, 0, 0);
    // 105 older messages, then the two the tests read; a page shows the newest 100.
    await t.app.db.insert(outboxMessages).values(
      Array.from({ length: 105 }, (_, i) => ({
        to: `bulk${i}@example.test`,
        subject: `Bulk ${i}`,
        text: 'bulk',
        status: 'stored' as const,
        createdAt: new Date(start + i * 1000),
      })),
    );
    await t.app.mailer.sendMail({
      to: 'Ada@Example.test',
      subject: 'Reset <script>alert(1)</script> your password',
      content: {
        heading: 'Reset your password',
        paragraphs: ['Elsewhere: https://evil.example/phish and javascript:alert(1)'],
        action: {
          label: 'Reset password',
          url: 'http://localhost:3000/reset-password?userId=ada&code=a%22b%3Cc',
        },
      },
    });
    await t.app.mailer.sendSms({ to: '+447700900123', text: 'Your code is 1234' });
  });
  afterAll(() => t.close());

  it('renders a readable, escaped HTML page with only our links clickable and no script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Reset &lt;script&gt;alert(1)&lt;/script&gt; your password');
    expect(html).toContain('To: <strong>Ada@Example.test</strong>');
    expect(html).toContain('<a href="http://localhost:3000/reset-password?userId=ada&amp;code=a%22b%3Cc">');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('https://evil.example/phish');
    expect(html).toContain('Your code is 1234');
    expect(html.match(/<article>/g)).toHaveLength(100);
    // Newest first: the SMS, then the mail, then the newest bulk message.
    expect(html.indexOf('Your code is 1234')).toBeLessThan(html.indexOf('Reset &lt;script'));
    expect(html).toContain('Bulk 104');
    expect(html).not.toContain('Bulk 6<');
  });

  it('filters the page by recipient', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ada@example.test' })).body;
    expect(html.match(/<article>/g)).toHaveLength(1);
    expect(html).toContain('value="ada@example.test"');
  });

  it('answers JSON newest first, with an optional case-insensitive ?to= filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json?limit=3' });
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items;
    expect(items.map((m: { subject: string }) => m.subject)).toEqual([
      'SMS',
      'Reset <script>alert(1)</script> your password',
      'Bulk 104',
    ]);
    expect(items[1]).toMatchObject({
      channel: 'email',
      status: 'stored',
      to: 'Ada@Example.test',
      html: expect.stringContaining('<!doctype html>'),
    });
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json?to=ADA@example.TEST' })
    ).json().data.items;
    expect(filtered).toHaveLength(1);
    expect(filtered[0].text).toContain(
      'Reset password: http://localhost:3000/reset-password?userId=ada&code=a%22b%3Cc',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json' })).json().data.items,
    ).toHaveLength(100);
  });

  it('refuses bad input with 400 and field errors', async () => {
    for (const url of [
      '/api/dev/outbox.json?limit=0',
      '/api/dev/outbox.json?limit=101',
      '/api/dev/outbox?limit=x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ path: 'limit' })]);
    }
  });

  it('links only http(s) URLs of the public origin', () => {
    const origin = 'http://localhost:3000';
    expect(linkify('Go http://localhost:3000/x?a=1&b=2 now', origin)).toBe(
      'Go <a href="http://localhost:3000/x?a=1&amp;b=2">http://localhost:3000/x?a=1&amp;b=2</a> now',
    );
    expect(linkify('http://localhost:3001/x https://localhost:3000/y <b>', origin)).toBe(
      'http://localhost:3001/x https://localhost:3000/y &lt;b&gt;',
    );
  });
});

describe('dev outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
  });
  afterAll(() => t.close());

  it('is not registered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox.json' })).statusCode).toBe(404);
  });
});
