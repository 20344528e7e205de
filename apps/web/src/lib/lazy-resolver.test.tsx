import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver, RESOLVER_LOAD_FAILED } from './lazy-resolver';

const schema = z.object({ email: z.string().email('Please enter valid email') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the resolver once, on first use or preload, and checks with it', async () => {
    let loads = 0;
    const resolver = lazyResolver<Values, z.output<typeof schema>>(async () => {
      loads += 1;
      return zodResolver(schema);
    });
    expect(loads).toBe(0);
    resolver.preload();
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Please enter valid email');
    const good = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(good.values).toEqual({ email: 'ada@example.com' });
    expect(loads).toBe(1);
  });

  it('answers a failed load as a form error and tries again on the next check', async () => {
    let attempts = 0;
    const resolver = lazyResolver<Values, z.output<typeof schema>>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return zodResolver(schema);
    });
    const failed = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(failed.errors.root?.message).toBe(RESOLVER_LOAD_FAILED);
    const retried = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(retried.errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
