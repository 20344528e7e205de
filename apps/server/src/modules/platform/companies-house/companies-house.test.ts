import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { searchCompaniesHouse } from './companies-house.client.ts';
import { COMPANY_LOOKUP_RATE_LIMIT } from './companies-house.routes.ts';
import { registerSize } from './companies-house.register.ts';

const API_KEY = 'ch-test-key';

// What Companies House's advanced search answers, trimmed to a few companies.
const UPSTREAM_COMPANIES = [
  {
    company_name: 'KIRKLANDS BUSINESS SOLUTIONS LIMITED',
    company_number: 'SC229764',
    company_status: 'active',
    company_type: 'ltd',
    kind: 'search-results#company',
    links: { company_profile: '/company/SC229764' },
    date_of_creation: '2002-03-28',
    registered_office_address: {
      address_line_1: '7 King Street',
      locality: 'Perth',
      postal_code: 'PH2 8HR',
      region: 'Perthshire',
    },
    sic_codes: ['70229'],
  },
  {
    company_name: 'KIRKLAND FARMS LTD',
    company_number: '04512345',
    company_status: 'dissolved',
    company_type: 'ltd',
    kind: 'search-results#company',
    registered_office_address: { address_line_1: 'Home Farm', locality: 'Ledbury', postal_code: 'HR8 1AB' },
  },
];

interface Seen {
  url: URL;
  headers: IncomingHttpHeaders;
}

/** A local peer that speaks the advanced-search protocol, including its failure answers. */
async function startFakeCompaniesHouse() {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    seen.push({ url, headers: req.headers });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(401, { error: 'Invalid Authorization', type: 'ch:service' });
    if (url.pathname !== '/advanced-search/companies') return json(404, { errors: [{ error: 'not-found' }] });
    const name = (url.searchParams.get('company_name_includes') ?? '').toLowerCase();
    if (name === 'explode') return json(500, { error: 'Internal server error', exception_id: 'x9e4' });
    if (name === 'slow') {
      setTimeout(() => json(200, { items: [] }), 1500);
      return;
    }
    const items = UPSTREAM_COMPANIES.filter((c) => c.company_name.toLowerCase().includes(name));
    if (items.length === 0) return json(404, { errors: [{ type: 'ch:service', error: 'no-results' }] });
    const size = Number(url.searchParams.get('size') ?? 20);
    return json(200, {
      kind: 'search#advanced-search',
      hits: items.length,
      items: items.slice(0, size),
      top_hit: items[0],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const search = (t: TestApp, query: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/companies-house/search?${query}`, remoteAddress });

describe('company lookup with a Companies House key', () => {
  let upstream: Awaited<ReturnType<typeof startFakeCompaniesHouse>>;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await startFakeCompaniesHouse();
    t = await createTestApp({ companiesHouse: { apiKey: API_KEY, baseUrl: upstream.baseUrl } });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  it('asks Companies House with Basic auth and answers its items in the advanced-search shape', async () => {
    const response = await search(t, 'search=Kirkland&limit=1');
    expect(response.statusCode).toBe(200);
    const last = upstream.seen.at(-1)!;
    expect(last.url.pathname).toBe('/advanced-search/companies');
    expect(last.url.searchParams.get('company_name_includes')).toBe('Kirkland');
    expect(last.url.searchParams.get('size')).toBe('1');
    expect(response.json().data.items).toEqual([
      {
        company_name: 'KIRKLANDS BUSINESS SOLUTIONS LIMITED',
        company_number: 'SC229764',
        company_status: 'active',
        registered_office_address: {
          address_line_1: '7 King Street',
          locality: 'Perth',
          postal_code: 'PH2 8HR',
        },
      },
    ]);
  });

  it("answers an empty list for Companies House's 404 on no match", async () => {
    const response = await search(t, 'search=zzzz');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual([]);
  });

  it('maps an upstream 500 to 502 UPSTREAM_UNAVAILABLE with a message', async () => {
    const response = await search(t, 'search=explode');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.stringMatching(/not available/),
    });
  });

  it('refuses bad input with field errors and does not call upstream', async () => {
    const before = upstream.seen.length;
    const response = await search(t, 'search=abc&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'limit' })]);
    expect(upstream.seen.length).toBe(before);
  });
});

describe('Companies House client', () => {
  let upstream: Awaited<ReturnType<typeof startFakeCompaniesHouse>>;
  beforeAll(async () => {
    upstream = await startFakeCompaniesHouse();
  });
  afterAll(() => upstream.close());

  it('treats a refused key (401) as upstream unavailable', async () => {
    await expect(
      searchCompaniesHouse({ baseUrl: upstream.baseUrl, apiKey: 'wrong' }, { search: 'Kirkland', limit: 5 }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', statusCode: 502, reason: 'status 401' });
  });

  it('gives up after its timeout', async () => {
    await expect(
      searchCompaniesHouse(
        { baseUrl: upstream.baseUrl, apiKey: API_KEY, timeoutMs: 200 },
        { search: 'slow', limit: 5 },
      ),
    ).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'timeout' });
  });

  it('treats an unreachable host as upstream unavailable', async () => {
    await expect(
      searchCompaniesHouse({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY }, { search: 'x', limit: 5 }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'network error' });
  });
});

describe('company lookup without a key (shipped register)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ships a few hundred companies', () => {
    expect(registerSize()).toBeGreaterThanOrEqual(300);
  });

  it('finds the demo company case-insensitively, with number and postcode', async () => {
    const response = await search(t, 'search=northwind%20analytics');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual([
      expect.objectContaining({
        company_name: 'NORTHWIND ANALYTICS LTD',
        company_number: '09876543',
        registered_office_address: expect.objectContaining({ postal_code: 'NW1 6XE', locality: 'London' }),
      }),
    ]);
  });

  it('matches substrings, ranks names starting with the text first, and honours limit', async () => {
    const items = (await search(t, 'search=bakery&limit=50')).json().data.items as Array<{
      company_name: string;
    }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.company_name.toLowerCase()).toContain('bakery');
    const limited = (await search(t, 'search=ltd&limit=3')).json().data.items;
    expect(limited).toHaveLength(3);
    const ranked = (await search(t, 'search=harbour&limit=50')).json().data.items as Array<{
      company_name: string;
    }>;
    const firstNonPrefix = ranked.findIndex((c) => !c.company_name.startsWith('HARBOUR'));
    if (firstNonPrefix >= 0)
      expect(ranked.slice(firstNonPrefix).every((c) => !c.company_name.startsWith('HARBOUR'))).toBe(true);
  });

  it('lists the first companies when nothing is typed yet, and nothing for a miss', async () => {
    expect((await search(t, '')).json().data.items).toHaveLength(10);
    expect((await search(t, 'search=qqqqqq')).json().data.items).toEqual([]);
  });

  it('is rate-limited per address with a readable 429', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < COMPANY_LOOKUP_RATE_LIMIT.max; i += 1) {
      expect((await search(t, 'search=a&limit=1', address)).statusCode).toBe(200);
    }
    const limited = await search(t, 'search=a&limit=1', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    // Another address is unaffected.
    expect((await search(t, 'search=a&limit=1', '203.0.113.8')).statusCode).toBe(200);
  });
});
