import type { UserAttributeOption, UserAttributeType } from '../schema/index.ts';

// The demo company's organisation: departments (one nested), offices, groups and attributes.

export const DEMO_DEPARTMENTS = [
  { key: 'people', name: 'People', parent: null },
  { key: 'engineering', name: 'Engineering', parent: null },
  { key: 'data-platform', name: 'Data Platform', parent: 'engineering' },
  { key: 'operations', name: 'Operations', parent: null },
  { key: 'customer-success', name: 'Customer Success', parent: null },
  { key: 'sales-marketing', name: 'Sales & Marketing', parent: null },
] as const;
export type DemoDepartmentKey = (typeof DEMO_DEPARTMENTS)[number]['key'];

export const DEMO_LOCATIONS = [
  {
    key: 'london',
    name: 'London HQ',
    addressLine1: '221 Baker Street',
    addressLine2: '',
    city: 'London',
    postalCode: 'NW1 6XE',
  },
  {
    key: 'manchester',
    name: 'Manchester',
    addressLine1: 'No. 1 Spinningfields',
    addressLine2: '1 Hardman Square',
    city: 'Manchester',
    postalCode: 'M3 3EB',
  },
  {
    key: 'edinburgh',
    name: 'Edinburgh',
    addressLine1: 'Quartermile One',
    addressLine2: '15 Lauriston Place',
    city: 'Edinburgh',
    postalCode: 'EH3 9EP',
  },
] as const;
export type DemoLocationKey = (typeof DEMO_LOCATIONS)[number]['key'];

/** Members by email, so the list reads as people rather than ids. */
export const DEMO_GROUPS = [
  {
    name: 'Social Committee',
    description: 'Plans the summer party, the winter social and the monthly lunch.',
    members: [
      'hr.admin@example.com',
      'raj.kapoor@example.com',
      'chloe.davies@example.com',
      'tom.hughes@example.com',
      'sophie.turner@example.com',
    ],
  },
  {
    name: 'Mental Health First Aiders',
    description: 'Trained colleagues anyone can talk to in confidence, one or more in every office.',
    members: [
      'marcus.green@example.com',
      'fiona.macleod@example.com',
      'ben.carter@example.com',
      'isla.campbell@example.com',
    ],
  },
] as const;

export const DEMO_ATTRIBUTES: ReadonlyArray<{
  key: string;
  label: string;
  type: UserAttributeType;
  options: UserAttributeOption[];
}> = [
  {
    key: 'tshirt_size',
    label: 'T-shirt size',
    type: 'single_select',
    options: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({ id: size.toLowerCase(), label: size })),
  },
  {
    key: 'languages',
    label: 'Languages spoken',
    type: 'multi_select',
    options: [
      { id: 'en', label: 'English' },
      { id: 'fr', label: 'French' },
      { id: 'es', label: 'Spanish' },
      { id: 'hi', label: 'Hindi' },
      { id: 'pl', label: 'Polish' },
    ],
  },
  { key: 'emergency_contact', label: 'Emergency contact', type: 'text', options: [] },
];
