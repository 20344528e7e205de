import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { EventEmitter } from 'node:events';
import type { LiveEvent } from './live-events.ts';

const CHANNEL = 'atrium:live';
/** Events kept per user for a reconnecting tab (Last-Event-ID); older ones mean "resync". */
const REPLAY_EVENTS = 50;
const REPLAY_MS = 5 * 60_000;

const liveEventSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  userIds: z.array(z.string()),
  type: z.string(),
  data: z.unknown(),
});

export type LiveListener = (event: LiveEvent) => void;

interface Kept {
  event: LiveEvent;
  at: number;
}

/**
 * Delivers live events to the streams open on this instance. Without Redis an event published here
 * is delivered here; with Redis every instance publishes what it hears on its database's bus and
 * delivers what arrives on the channel, so a tab on any instance hears of a change made on another.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly recent = new Map<string, Kept[]>();
  /** When each user's last stream here closed: their events are kept a while for a reconnection. */
  private readonly leftAt = new Map<string, number>();
  /** Events already delivered, by id: two apps in one process both relay the same event. */
  private readonly seen = new Set<string>();
  private readonly instanceId = randomUUID();
  private subscriber: Redis | null = null;
  private readonly onLocal = (event: LiveEvent) => {
    if (!this.redis) {
      this.deliver(event);
      return;
    }
    this.redis.publish(CHANNEL, JSON.stringify(event)).catch((error: unknown) => {
      // Redis is down: this instance's tabs still hear of it.
      this.log.warn({ err: error }, 'could not publish a live event; delivered on this instance only');
      this.deliver(event);
    });
  };

  constructor(
    private readonly bus: EventEmitter,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.on('event', this.onLocal);
    if (redis) {
      // A connection in subscriber mode can do nothing else, hence its own.
      this.subscriber = redis.duplicate({ enableOfflineQueue: true });
      this.subscriber.on('message', (_channel: string, message: string) => this.onRemote(message));
      this.subscriber.on('error', (error: unknown) => this.log.warn({ err: error }, 'live subscriber error'));
      this.subscriber.subscribe(CHANNEL).catch((error: unknown) => {
        this.log.error({ err: error }, 'could not subscribe to live events');
      });
    }
  }

  /** Listens for one user's events; answers the function that stops listening. */
  subscribe(userId: string, listener: LiveListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<LiveListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    this.leftAt.delete(userId);
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(userId);
      this.leftAt.set(userId, Date.now());
    };
  }

  /**
   * The user's events after `lastEventId`, or null when it is not among those kept (too old, or
   * from before a restart): the tab then reloads what it shows.
   */
  since(userId: string, companyId: string, lastEventId: string): LiveEvent[] | null {
    const kept = this.keptFor(userId);
    const index = kept.findIndex((entry) => entry.event.id === lastEventId);
    if (index === -1) return null;
    return kept
      .slice(index + 1)
      .map((entry) => entry.event)
      .filter((event) => event.companyId === companyId);
  }

  get connections(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  close(): void {
    this.bus.off('event', this.onLocal);
    this.subscriber?.disconnect();
    this.listeners.clear();
  }

  private onRemote(message: string): void {
    let parsed;
    try {
      parsed = liveEventSchema.safeParse(JSON.parse(message));
    } catch {
      return; // not one of ours
    }
    if (parsed.success) this.deliver(parsed.data as LiveEvent);
  }

  private deliver(event: LiveEvent): void {
    if (this.seen.has(event.id)) return;
    if (this.seen.size >= 10_000) this.seen.clear();
    this.seen.add(event.id);
    const now = Date.now();
    for (const userId of event.userIds) {
      if (this.isAway(userId, now)) continue;
      const kept = this.keptFor(userId);
      kept.push({ event, at: now });
      if (kept.length > REPLAY_EVENTS) kept.shift();
      for (const listener of this.listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          this.log.warn({ err: error, instance: this.instanceId }, 'a live listener failed');
        }
      }
    }
  }

  /** Nobody of this user is connected here, nor was lately: nothing to deliver or keep. */
  private isAway(userId: string, now: number): boolean {
    if (this.listeners.has(userId)) return false;
    const left = this.leftAt.get(userId);
    if (left !== undefined && now - left < REPLAY_MS) return false;
    this.leftAt.delete(userId);
    this.recent.delete(userId);
    return true;
  }

  private keptFor(userId: string): Kept[] {
    const cutoff = Date.now() - REPLAY_MS;
    const kept = (this.recent.get(userId) ?? []).filter((entry) => entry.at >= cutoff);
    this.recent.set(userId, kept);
    return kept;
  }
}
