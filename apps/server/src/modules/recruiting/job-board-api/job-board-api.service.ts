import { sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import type { CareersSite, PublicPostSummary } from '../careers/careers.repository.ts';
import { officeLocation, type GreenhouseDepartmentRef } from './greenhouse-shapes.ts';

interface Department {
  id: string;
  publicId: number;
  name: string;
  parentId: string | null;
}

type JobItem = Record<string, unknown>;

/** Greenhouse puts jobs without a department (or office) under a pseudo-entry with id 0. */
const NONE_ID = 0;

/**
 * GET /departments: every department with the jobs filed directly under it. As a list, each carries
 * parent_id and child_ids; as a tree, only the top ones, each with its `children` nested.
 */
export function departmentsPayload(
  departments: Department[],
  posts: PublicPostSummary[],
  item: (post: PublicPostSummary) => JobItem,
  renderAs: 'list' | 'tree',
) {
  const jobsOf = (id: string | null) =>
    posts.filter((post) => (post.department?.id ?? null) === id).map(item);
  const childIds = (id: string) => departments.filter((d) => d.parentId === id).map((d) => d.publicId);
  const publicIdOf = (id: string | null) => departments.find((d) => d.id === id)?.publicId ?? null;
  const node = (
    department: Department,
  ): GreenhouseDepartmentRef & { jobs: JobItem[]; children?: unknown[] } => ({
    id: department.publicId,
    name: department.name,
    parent_id: publicIdOf(department.parentId),
    child_ids: childIds(department.id),
    jobs: jobsOf(department.id),
    ...(renderAs === 'tree'
      ? { children: departments.filter((d) => d.parentId === department.id).map(node) }
      : {}),
  });
  const roots = renderAs === 'tree' ? departments.filter((d) => d.parentId === null) : departments;
  const none = {
    id: NONE_ID,
    name: 'No Department',
    parent_id: null,
    child_ids: [],
    jobs: jobsOf(null),
    ...(renderAs === 'tree' ? { children: [] } : {}),
  };
  return { departments: [...roots.map(node), none] };
}

/** GET /offices: every office with its departments and their jobs (our offices are not nested). */
export function officesPayload(
  offices: Array<{ id: string; publicId: number; name: string; city: string; country: string }>,
  departments: Department[],
  posts: PublicPostSummary[],
  item: (post: PublicPostSummary) => JobItem,
  renderAs: 'list' | 'tree',
) {
  const departmentsFor = (officePosts: PublicPostSummary[]) =>
    departmentsPayload(departments, officePosts, item, 'list').departments;
  const node = (office: { id: string; publicId: number; name: string; city: string; country: string }) => ({
    id: office.publicId,
    name: office.name,
    location: officeLocation(office),
    parent_id: null,
    child_ids: [],
    departments: departmentsFor(posts.filter((post) => post.offices.some((o) => o.id === office.id))),
    ...(renderAs === 'tree' ? { children: [] } : {}),
  });
  const none = {
    id: NONE_ID,
    name: 'No Office',
    location: null,
    parent_id: null,
    child_ids: [],
    departments: departmentsFor(posts.filter((post) => post.offices.length === 0)),
    ...(renderAs === 'tree' ? { children: [] } : {}),
  };
  return { offices: [...offices.map(node), none] };
}

/** The board, as Greenhouse answers it: its intro as HTML (cleaned). */
export const boardPayload = (site: CareersSite) => ({
  name: site.title,
  content: sanitizeRichText(site.introHtml),
});
