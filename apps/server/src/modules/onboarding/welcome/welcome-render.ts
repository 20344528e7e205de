import type { EmploymentType } from '@atrium/shared/constants/employment';
import {
  videoEmbedUrl,
  type RenderedComponent,
  type TeamMember,
  type WelcomeComponent,
  type WelcomeRules,
} from '@atrium/shared/schemas/onboarding/welcome';
import type { DbOrTx } from '../../../db/client.ts';
import { fileUrl } from '../../platform/files/files.service.ts';
import { criterionValuesNamed } from '../plan/company-refs.repository.ts';
import {
  addDays,
  isTaskForHire,
  renderInstructions,
  renderName,
  type HireProfile,
  type TaskCriteria,
  type TokenValues,
} from '../plan/plan-rules.ts';
import * as repository from './welcome.repository.ts';

// The welcome pages as one hire sees them: the pages whose rules they match (the plan's rule: one
// value of every criterion set, none meaning everyone), in order, with tokens filled in, images
// and videos given their addresses, and the team named with their photos from People.

type PageRow = Awaited<ReturnType<typeof repository.listPages>>[number];

/** The hire's side of a render: who they are to the rules, their people, their facts for tokens. */
export interface WelcomeAudience {
  profile: HireProfile;
  managerUserId: string | null;
  buddyUserId: string | null;
  hrContactUserId: string | null;
  startDate: string | null;
  tokens: TokenValues;
}

/** A page's rules as the plan's rules read them; a value deleted since drops out. */
async function criteriaOf(db: DbOrTx, companyId: string, pages: readonly PageRow[]) {
  const values = await criterionValuesNamed(
    db,
    companyId,
    pages.flatMap((page) => page.rules.criterionValueIds),
  );
  return (rules: WelcomeRules): TaskCriteria => ({
    departmentIds: rules.departmentIds,
    locationIds: rules.locationIds,
    employmentTypes: rules.employmentTypes as EmploymentType[],
    criterionValues: rules.criterionValueIds.flatMap((valueId) => {
      const value = values.get(valueId);
      return value ? [{ criterionId: value.criterionId, valueId }] : [];
    }),
  });
}

const ROLE_LABELS = { manager: 'Manager', buddy: 'Buddy', hr: 'HR contact' } as const;

function teamOf(
  component: Extract<WelcomeComponent, { type: 'team' }>,
  audience: WelcomeAudience,
  people: Map<string, repository.TeamPerson>,
): TeamMember[] {
  const chosen: Array<[string | null, string | null]> = [
    [component.showManager ? audience.managerUserId : null, ROLE_LABELS.manager],
    [component.showBuddy ? audience.buddyUserId : null, ROLE_LABELS.buddy],
    [component.showHrContact ? audience.hrContactUserId : null, ROLE_LABELS.hr],
    ...component.userIds.map((id): [string, null] => [id, null]),
  ];
  const seen = new Set<string>();
  return chosen.flatMap(([id, role]) => {
    const person = id ? people.get(id) : undefined;
    // Someone who left (inactive) is no one to meet.
    if (!person || person.status === 'inactive' || seen.has(person.id)) return [];
    seen.add(person.id);
    return [
      {
        id: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
        role: role ?? person.jobTitle ?? 'Colleague',
        jobTitle: person.jobTitle,
        email: person.email,
        avatarUrl: person.avatarUrl,
      },
    ];
  });
}

/** The pages `audience` sees, rendered. */
export async function renderWelcomePages(
  db: DbOrTx,
  companyId: string,
  audience: WelcomeAudience,
): Promise<Array<{ id: string; title: string; components: RenderedComponent[] }>> {
  const pages = await repository.listPages(db, companyId);
  const criteria = await criteriaOf(db, companyId, pages);
  const shown = pages.filter((page) => isTaskForHire(criteria(page.rules), audience.profile));
  const components = shown.flatMap((page) => page.components);
  const images = await repository.companyFiles(
    db,
    companyId,
    components.flatMap((component) => (component.type === 'image' ? [component.fileId] : [])),
  );
  const people = await repository.teamPeople(db, companyId, [
    ...[audience.managerUserId, audience.buddyUserId, audience.hrContactUserId].filter((id): id is string =>
      Boolean(id),
    ),
    ...components.flatMap((component) => (component.type === 'team' ? component.userIds : [])),
  ]);
  const render = (component: WelcomeComponent): RenderedComponent[] => {
    switch (component.type) {
      case 'rich_text':
        return [{ type: 'rich_text', html: renderInstructions(component.html, audience.tokens) }];
      case 'image': {
        const file = images.get(component.fileId);
        return [
          {
            type: 'image',
            url: file && file.mimeType.startsWith('image/') ? fileUrl(file) : null,
            alt: component.alt,
          },
        ];
      }
      case 'video': {
        const embedUrl = videoEmbedUrl(component.url);
        return embedUrl ? [{ type: 'video', embedUrl, title: component.title }] : [];
      }
      case 'team':
        return [{ type: 'team', members: teamOf(component, audience, people) }];
      case 'timeline':
        return [
          {
            type: 'timeline',
            items: [...component.items]
              .sort((a, b) => a.day - b.day || a.time.localeCompare(b.time))
              .map((item) => ({
                ...item,
                date: audience.startDate ? addDays(audience.startDate, item.day - 1) : null,
              })),
          },
        ];
      case 'profile_form':
      case 'documents':
        return [{ type: component.type }];
    }
  };
  return shown.map((page) => ({
    id: page.id,
    title: renderName(page.title, audience.tokens),
    components: page.components.flatMap(render),
  }));
}
