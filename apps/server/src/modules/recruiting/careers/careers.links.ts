import type { CareersSite } from './careers.repository.ts';

/** The public addresses of a careers site: /careers?company-name=… or /job-boards?board-name=… */
export function siteLinks(site: Pick<CareersSite, 'kind' | 'key'>) {
  const base = site.kind === 'board' ? '/job-boards' : '/careers';
  const param = site.kind === 'board' ? 'board-name' : 'company-name';
  const query = (extra: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams({ [param]: site.key });
    for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
    return params.toString();
  };
  return {
    list: (filters: Record<string, string | undefined> = {}) => `${base}?${query(filters)}`,
    details: (postId: string) => `${base}/job-details?${query({ job: postId })}`,
    apply: (postId: string) => `${base}/apply-for-job?${query({ job: postId })}`,
    verify: (postId: string, applicationId: string) =>
      `${base}/get-verified?${query({ job: postId, application: applicationId })}`,
    resend: (postId: string, applicationId: string) =>
      `${base}/get-verified/resend?${query({ job: postId, application: applicationId })}`,
    sitemap: () => `${base}/sitemap.xml?${query()}`,
    feed: () => `${base}/feed.xml?${query()}`,
  };
}

/** The canonical page of a post is its board's, whichever site it was found on. */
export const postPageOnBoard = (boardSlug: string, postId: string) =>
  `/job-boards/job-details?${new URLSearchParams({ 'board-name': boardSlug, job: postId })}`;
