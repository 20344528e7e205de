import type { FastifyBaseLogger } from 'fastify';
import type { CompanyLookupItem } from '@atrium/shared/schemas/platform/companies-house';
import type { AppConfig } from '../../../config/config.ts';
import { CompaniesHouseError, searchCompaniesHouse } from './companies-house.client.ts';
import { searchRegister } from './companies-house.register.ts';

/** With an API key the lookup asks Companies House; without, it searches the shipped register. */
export async function searchCompanies(
  config: AppConfig['companiesHouse'],
  query: { search: string; limit: number },
  log: FastifyBaseLogger,
): Promise<CompanyLookupItem[]> {
  if (!config.apiKey) return searchRegister(query);
  // Companies House needs a name to search for; an empty box lists nothing rather than everything.
  if (!query.search) return [];
  try {
    return await searchCompaniesHouse({ baseUrl: config.baseUrl, apiKey: config.apiKey }, query);
  } catch (error) {
    if (error instanceof CompaniesHouseError)
      log.warn({ reason: error.reason }, 'Companies House lookup failed');
    throw error;
  }
}
