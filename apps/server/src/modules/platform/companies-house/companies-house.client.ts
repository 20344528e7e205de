import { z } from 'zod';
import type { CompanyLookupItem } from '@atrium/shared/schemas/platform/companies-house';
import { AppError } from '../../../lib/app-error.ts';

export interface CompaniesHouseClientOptions {
  baseUrl: string;
  apiKey: string;
  /** The sign-up form waits on this; a slow upstream must not hold the request for long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
const UNAVAILABLE =
  'The Companies House lookup is not available right now. Please try again in a few minutes.';

// Only what we pass on; Companies House sends much more (links, sic_codes, kind, ...).
const upstreamSchema = z.object({
  items: z
    .array(
      z.object({
        company_name: z.string(),
        company_number: z.string(),
        company_status: z.string().optional(),
        registered_office_address: z
          .object({
            address_line_1: z.string().optional(),
            locality: z.string().optional(),
            postal_code: z.string().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

export class CompaniesHouseError extends AppError {
  constructor(readonly reason: string) {
    super('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  }
}

/**
 * GET {baseUrl}/advanced-search/companies with HTTP Basic auth (the API key as the user name and an
 * empty password, as Companies House asks). Any failure becomes CompaniesHouseError (502).
 */
export async function searchCompaniesHouse(
  options: CompaniesHouseClientOptions,
  query: { search: string; limit: number },
): Promise<CompanyLookupItem[]> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/advanced-search/companies`);
  url.searchParams.set('company_name_includes', query.search);
  url.searchParams.set('size', String(query.limit));
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        authorization: `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
    throw new CompaniesHouseError(reason);
  }
  // Companies House answers a search that matches nothing with 404, not an empty list.
  if (response.status === 404) {
    await response.body?.cancel();
    return [];
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CompaniesHouseError(`status ${response.status}`);
  }
  const parsed = upstreamSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CompaniesHouseError('unexpected answer');
  return (parsed.data.items ?? []).slice(0, query.limit).map((item) => ({
    company_name: item.company_name,
    company_number: item.company_number,
    company_status: item.company_status,
    registered_office_address: {
      address_line_1: item.registered_office_address?.address_line_1,
      locality: item.registered_office_address?.locality,
      postal_code: item.registered_office_address?.postal_code,
    },
  }));
}
