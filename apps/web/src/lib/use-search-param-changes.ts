import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Parameters to set in the address; null takes one out. */
export type SearchParamChanges = Record<string, string | null>;

/**
 * The address's search parameters, and a change of some of them that keeps the others: a page's
 * tab and filters live in the address so a link or a reload shows the same view.
 */
export function useSearchParamChanges(): [URLSearchParams, (changes: SearchParamChanges) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = useCallback(
    (changes: SearchParamChanges) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setSearchParams],
  );
  return [searchParams, change];
}
