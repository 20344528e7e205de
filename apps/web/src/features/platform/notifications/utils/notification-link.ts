/**
 * Where clicking a notification goes. Only in-app paths are followed: a link from the server is
 * data, and following "javascript:" or another site from a trusted-looking list would be a hole.
 */
export function inAppPath(
  link: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
