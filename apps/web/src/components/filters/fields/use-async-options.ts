import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncFilterOption, AsyncOptionsFetcher } from '../filter-types';

/** One page of async options; the next page starts 10 further on. */
export const ASYNC_PAGE_SIZE = 10;

const mergeById = (current: AsyncFilterOption[], more: AsyncFilterOption[]) => {
  const seen = new Set(current.map((option) => option._id));
  return [...current, ...more.filter((option) => !seen.has(option._id))];
};

/**
 * Paged options for one text. Only the newest request may change the list, so a slow answer to an
 * old text never replaces the answer to the new one.
 */
export function useAsyncOptions(fetchOptions: AsyncOptionsFetcher) {
  const [options, setOptions] = useState<AsyncFilterOption[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [hasError, setHasError] = useState(false);
  const page = useRef({ text: '', offset: 0, hasMore: false });
  const latest = useRef(0);
  const isLoadingRef = useRef(false);
  useEffect(() => () => void (latest.current += 1), []);

  const run = useCallback(
    (text: string, offset: number) => {
      const request = ++latest.current;
      isLoadingRef.current = true;
      setIsLoading(true);
      fetchOptions(text, offset)
        .then((answer) => {
          if (request !== latest.current) return;
          page.current = { text, offset, hasMore: answer.hasMore };
          setOptions((current) => (offset === 0 ? answer.options : mergeById(current, answer.options)));
          setHasError(false);
        })
        .catch(() => {
          if (request !== latest.current) return;
          page.current = { ...page.current, hasMore: false };
          if (offset === 0) setOptions([]);
          setHasError(true);
        })
        .finally(() => {
          if (request !== latest.current) return;
          isLoadingRef.current = false;
          setIsLoading(false);
        });
    },
    [fetchOptions],
  );

  const search = useCallback((text: string) => run(text, 0), [run]);
  const loadMore = useCallback(() => {
    const { text, offset, hasMore } = page.current;
    if (hasMore && !isLoadingRef.current) run(text, offset + ASYNC_PAGE_SIZE);
  }, [run]);

  return { options, isLoading, hasError, search, loadMore };
}
