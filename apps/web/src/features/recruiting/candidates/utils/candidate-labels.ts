import dayjs from 'dayjs';
import type { ApplicationStatus } from '@atrium/shared/schemas/recruiting/applications';
import type {
  ADDRESS_TYPES,
  EMAIL_TYPES,
  PHONE_TYPES,
  WEBSITE_TYPES,
} from '@atrium/shared/schemas/recruiting/candidates';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  active: 'Active',
  rejected: 'Rejected',
  hired: 'Hired',
};
export const APPLICATION_STATUS_COLOURS = { active: 'primary', rejected: 'error', hired: 'success' } as const;

type ContactType =
  | (typeof EMAIL_TYPES)[number]
  | (typeof PHONE_TYPES)[number]
  | (typeof ADDRESS_TYPES)[number]
  | (typeof WEBSITE_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  personal: 'Personal',
  work: 'Work',
  other: 'Other',
  mobile: 'Mobile',
  home: 'Home',
  skype: 'Skype',
  company: 'Company',
  portfolio: 'Portfolio',
  blog: 'Blog',
};

export const candidateName = (candidate: { firstName: string; lastName: string }) =>
  `${candidate.firstName} ${candidate.lastName}`.trim();

/** "Engineer at Acme", or whichever half is known. */
export function headline(candidate: { title: string; company: string }): string {
  if (candidate.title && candidate.company) return `${candidate.title} at ${candidate.company}`;
  return candidate.title || candidate.company;
}

/** Whole days since the application entered its stage; 0 on the day it moved. */
export const daysSince = (iso: string, now = dayjs()) => Math.max(0, now.diff(dayjs(iso), 'day'));

export const daysLabel = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

export const formatDay = (iso: string) => dayjs(iso).format('DD MMM YYYY');
export const formatDayTime = (iso: string) => dayjs(iso).format('DD MMM YYYY, HH:mm');
