import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { lazyModule } from './lazy-module';

export const RESOLVER_LOAD_FAILED = 'The form could not be checked. Check your connection and try again.';

export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts loading now, so the first check need not wait (call it on the first input). */
  preload(): void;
};

/**
 * A react-hook-form resolver loaded on first use. A page whose first visit must stay light (the
 * sign-in page, issue 3's budget) keeps its shared zod schema, zod and the zod resolver out of the
 * page's own download; they arrive with the first keystroke, well before the first check.
 * A failed load is answered as a form error, and the next check tries again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  const loaded = lazyModule(load);
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    try {
      return await (
        await loaded.get()
      )(values, context, options);
    } catch {
      const errors = { root: { type: 'load', message: RESOLVER_LOAD_FAILED } } as FieldErrors<TInput>;
      return { values: {}, errors };
    }
  };
  return Object.assign(resolver, { preload: loaded.preload });
}
