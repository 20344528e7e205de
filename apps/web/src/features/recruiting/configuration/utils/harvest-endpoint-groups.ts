import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';

export interface HarvestEndpointGroup {
  /** The resource its paths start with, as a heading: "Candidates", "Rejection reasons". */
  label: string;
  endpoints: string[];
}

const resourceOf = (endpoint: string) => endpoint.split(' ')[1]!.split('/')[2]!;
const headingOf = (resource: string) => {
  const words = resource.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The Harvest API's endpoints grouped by the resource in their path, in the contract's order. */
export function harvestEndpointGroups(
  endpoints: readonly string[] = HARVEST_ENDPOINTS,
): HarvestEndpointGroup[] {
  const groups = new Map<string, string[]>();
  for (const endpoint of endpoints) {
    const resource = resourceOf(endpoint);
    groups.set(resource, [...(groups.get(resource) ?? []), endpoint]);
  }
  return [...groups].map(([resource, list]) => ({ label: headingOf(resource), endpoints: list }));
}
