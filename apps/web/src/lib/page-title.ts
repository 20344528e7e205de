import { useEffect } from 'react';
import { BRAND_NAME } from '@atrium/shared/constants/limits';

/** "Title | Atrium", or the brand alone without a title (spec section 2). */
export const pageTitle = (title?: string | null): string => (title ? `${title} | ${BRAND_NAME}` : BRAND_NAME);

export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
