import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';

export interface CachedAnswer {
  contentType: string;
  body: string;
}

/**
 * The careers pages and the Job Board API answer everyone the same, and crawlers, aggregators and
 * candidates ask in bursts. Answers are kept a few seconds per address, and every successful write
 * anywhere in the app clears them all (writes are rare next to these reads), so nobody sees a page
 * older than their own last change.
 */
export function createPublicCache(app: FastifyInstance) {
  const cache = new LRUCache<string, CachedAnswer>({
    max: 1000,
    ttl: 10_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length + 64,
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
  });
  return {
    /** The answer for this address: from the cache, or made now and kept when it is a success. */
    async answer(key: string, make: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
      const hit = cache.get(key);
      if (hit) return hit;
      const made = await make();
      if (made) cache.set(key, made);
      return made;
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
