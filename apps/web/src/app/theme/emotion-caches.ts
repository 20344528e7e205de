import createCache from '@emotion/cache';

// One cache per direction, made once. The rtl one (rtl-cache.ts) flips every left/right rule as it
// is written; it loads only for someone who chooses right-to-left (issue 3's sign-in budget).
export const ltrCache = createCache({ key: 'mui', prepend: true });
