import type { DbOrTx } from '../../../db/client.ts';
import type { ApplyTarget } from '../applications/applications.service.ts';
import {
  findBoardSite,
  findCompanySite,
  findPublicPost,
  type CareersSite,
  type PublicPost,
} from './careers.repository.ts';
import { isUuid } from '../../../lib/uuid.ts';

export type SiteKind = CareersSite['kind'];

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/i;

/** The site a request names, or null (an unknown or malformed name is simply not found). */
export async function loadSite(db: DbOrTx, kind: SiteKind, key: unknown): Promise<CareersSite | null> {
  if (typeof key !== 'string' || !SLUG.test(key)) return null;
  return kind === 'board' ? findBoardSite(db, key) : findCompanySite(db, key);
}

/** A post by its UUID (the careers pages' links) or its integer id (the Job Board API's). */
export async function loadPost(db: DbOrTx, site: CareersSite, postId: unknown): Promise<PublicPost | null> {
  if (isUuid(postId)) return findPublicPost(db, site, postId);
  if (typeof postId === 'string' && /^\d{1,15}$/.test(postId))
    return findPublicPost(db, site, Number(postId));
  return null;
}

export const applyTargetOf = (
  site: Pick<CareersSite, 'companyId' | 'companyName'>,
  post: PublicPost,
): ApplyTarget => ({
  companyId: site.companyId,
  companyName: site.companyName,
  jobId: post.jobId,
  jobName: post.jobName,
  postId: post.id,
  postTitle: post.title,
  boardId: post.boardId,
  source: post.boardSource,
  form: {
    standardFields: post.standardFields,
    questions: post.questions,
    demographicQuestions: post.demographicQuestions,
    gdprConsent: post.gdprConsent,
  },
});
