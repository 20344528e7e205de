import type { BreadcrumbItem } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import type { Navigation, NavItem } from './nav-types';

export const ACCOUNT_GROUP = 'Account';
export const DEVELOPER_GROUP = 'Developer';

// Pages reached from a menu or a button rather than the navigation itself.
const PAGE_LABELS: Record<string, { label: string; group?: string }> = {
  [paths.editProfile]: { label: 'Edit' },
  [paths.changePassword]: { label: 'Change password', group: ACCOUNT_GROUP },
  [paths.talentPoolConfigure]: { label: 'Configure pools' },
  [paths.onboardingCriteria]: { label: 'Other criteria' },
  [paths.onboardingTaskTemplates]: { label: 'Tasks' },
  [paths.onboardingPreview]: { label: 'Preview' },
  [paths.onboardingDataFlow]: { label: 'Data flow' },
  [paths.onboardingESignature]: { label: 'E-signature' },
  [paths.onboardingEmailSettings]: { label: 'Email' },
  [paths.onboardingWelcomeExperience]: { label: 'Welcome experience' },
  [paths.onboardingBrandedAssets]: { label: 'Branded assets' },
  [paths.onboardingWelcomePages]: { label: 'Pages' },
  [paths.onboardingPreviewExperience]: { label: 'Preview experience' },
  [paths.onboardingFieldsSettings]: { label: 'Fields' },
  [paths.onboardingFeedbackSettings]: { label: 'Feedback' },
  [paths.onboardingPermissionSettings]: { label: 'Permission' },
  [paths.onboardingDepartmentsSettings]: { label: 'Departments' },
  [paths.onboardingLocationsSettings]: { label: 'Locations' },
  [paths.performanceOneOnOneTemplates]: { label: '1-on-1 templates' },
  [paths.performanceFeedbackSettings]: { label: 'Feedback' },
  [paths.performanceFeedbackLog]: { label: 'Feedback log' },
};

const prefixesOf = (pathname: string): string[] => {
  const parts = pathname.split('/').filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`);
};

/**
 * The trail of the page at pathname: its navigation group, then each known page on the way down
 * (an unknown segment, like /dev in /dev/ui, is skipped). Empty for a page the navigation does not know.
 */
export function routeBreadcrumbs(pathname: string, navigation: Navigation): BreadcrumbItem[] {
  const groups: Array<{ label: string; items: readonly NavItem[] }> = [
    ...navigation.modules,
    { label: ACCOUNT_GROUP, items: navigation.account },
    { label: DEVELOPER_GROUP, items: navigation.developer },
  ];
  const labels = new Map<string, { label: string; group?: string }>(Object.entries(PAGE_LABELS));
  const homes = new Set<string>();
  for (const group of groups) {
    for (const item of group.items) labels.set(item.path, { label: item.label, group: group.label });
    const home = homeOf(group.items);
    if (home) homes.add(home);
  }

  const pages = prefixesOf(pathname).flatMap((prefix) => {
    const known = labels.get(prefix);
    return known ? [{ ...known, to: prefix }] : [];
  });
  const group = pages[0]?.group;
  if (!group) return [];

  // Below a module's home page (/onboarding), the module's name leads there: "Onboarding › My tasks",
  // not "Onboarding › Home › My tasks".
  const [first, ...rest] = pages;
  const isBelowHome = rest.length > 0 && homes.has(first!.to);
  const trail = isBelowHome ? rest : pages;
  return [
    isBelowHome ? { label: group, to: first!.to } : { label: group },
    ...trail.map((page, index) => (index === trail.length - 1 ? { label: page.label } : page)),
  ].map(({ label, to }: BreadcrumbItem) => (to ? { label, to } : { label }));
}

/** The group's page that every other page of it lies under (/onboarding), if it has one. */
function homeOf(items: readonly NavItem[]): string | undefined {
  return items.find(
    (item) =>
      items.length > 1 && items.every((other) => other === item || other.path.startsWith(`${item.path}/`)),
  )?.path;
}
