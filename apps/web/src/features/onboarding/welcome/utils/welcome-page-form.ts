import type { FieldPath } from 'react-hook-form';
import type { WelcomeComponentType, WelcomePage } from '@atrium/shared/schemas/onboarding/welcome';

/** A component as the editor holds it: the stored fields, and an image's address to show it. */
export type EditorComponent = { type: WelcomeComponentType; url?: string | null } & Record<string, unknown>;

export interface WelcomePageFormValues {
  title: string;
  rules: {
    departmentIds: string[];
    locationIds: string[];
    employmentTypes: string[];
    criterionValueIds: string[];
  };
  components: EditorComponent[];
}

export const EMPTY_PAGE: WelcomePageFormValues = {
  title: '',
  rules: { departmentIds: [], locationIds: [], employmentTypes: [], criterionValueIds: [] },
  components: [],
};

export const pageFormValues = (page: WelcomePage): WelcomePageFormValues => ({
  title: page.title,
  rules: { ...page.rules },
  components: page.components as EditorComponent[],
});

/** A new component of a type, with its fields empty. */
export function newComponent(type: WelcomeComponentType): EditorComponent {
  switch (type) {
    case 'rich_text':
      return { type, html: '' };
    case 'image':
      return { type, fileId: '', alt: '', url: null };
    case 'video':
      return { type, url: '', title: '' };
    case 'team':
      return { type, showManager: true, showBuddy: true, showHrContact: true, userIds: [] };
    case 'timeline':
      return { type, items: [{ day: 1, time: '09:00', title: '', description: '' }] };
    default:
      return { type };
  }
}

/** The server's paths are the form's: title, rules.departmentIds.0, components.2.items.0.title. */
export const pageFieldOf = (path: string) => path as FieldPath<WelcomePageFormValues>;
