import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction, made once: the rtl one flips every left/right rule as it is written.
export const ltrCache = createCache({ key: 'mui', prepend: true });
export const rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
