import { useEffect, useState } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { lazyModule } from '../../lib/lazy-module';
import { ltrCache } from './emotion-caches';

const rtl = lazyModule(() => import('./rtl-cache').then((module) => module.rtlCache));
let loadedRtlCache: EmotionCache | null = null;

/**
 * The direction to draw in, with its style cache. Right-to-left needs a cache that loads on first
 * use; until it is there the page stays left-to-right (a moment, not a page that goes blank or
 * loses what was typed). Should it fail to load, the page is mirrored without the flipped styles.
 */
export function useDirectionCache(wanted: 'ltr' | 'rtl'): { direction: 'ltr' | 'rtl'; cache: EmotionCache } {
  const [rtlCache, setRtlCache] = useState(loadedRtlCache);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    if (wanted !== 'rtl' || rtlCache) return;
    let isCurrent = true;
    rtl.get().then(
      (cache) => {
        loadedRtlCache = cache;
        if (isCurrent) setRtlCache(cache);
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted, rtlCache]);

  if (wanted === 'rtl' && rtlCache) return { direction: 'rtl', cache: rtlCache };
  if (wanted === 'rtl' && hasFailed) return { direction: 'rtl', cache: ltrCache };
  return { direction: 'ltr', cache: ltrCache };
}
