// Spec section 1: module values and product codes.
export const MODULES = ['RECRUITMENT', 'ONBOARDING', 'PERFORMANCE', 'BUZZHR', 'CLOCKLOG'] as const;
export type Module = (typeof MODULES)[number];

export const PRODUCT_CODES = ['prf', 'onb', 'rct', 'sso', 'bzh', 'ckl'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const MODULE_PRODUCT_CODE: Record<Module, ProductCode> = {
  RECRUITMENT: 'rct',
  ONBOARDING: 'onb',
  PERFORMANCE: 'prf',
  BUZZHR: 'bzh',
  CLOCKLOG: 'ckl',
};

export interface ModuleCard {
  value: Module | 'LEARNING';
  title: string;
  description: string;
  isComingSoon: boolean;
}

// Learning is shown as coming soon and cannot be selected (spec section 1).
export const MODULE_CARDS: readonly ModuleCard[] = [
  {
    value: 'RECRUITMENT',
    title: 'Recruitment',
    description: 'Jobs, candidates, pipelines, careers pages and job boards.',
    isComingSoon: false,
  },
  {
    value: 'ONBOARDING',
    title: 'Onboarding',
    description: 'New hires, tasks, documents and a welcome experience.',
    isComingSoon: false,
  },
  {
    value: 'PERFORMANCE',
    title: 'Performance',
    description: '1-on-1s, feedback, goals, reviews, career and compensation.',
    isComingSoon: false,
  },
  {
    value: 'BUZZHR',
    title: 'BuzzHR',
    description: 'Announcements, feedback and HR interactions.',
    isComingSoon: false,
  },
  {
    value: 'CLOCKLOG',
    title: 'ClockLog',
    description: 'Work hours and attendance.',
    isComingSoon: false,
  },
  {
    value: 'LEARNING',
    title: 'Learning',
    description: 'Courses and learning paths for your people.',
    isComingSoon: true,
  },
];
