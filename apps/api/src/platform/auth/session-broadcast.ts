import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

const CHANNEL = 'portal:sessions:changed';
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
// Long enough for a Redis on the same network; a start does not wait longer for an absent one.
const FIRST_SUBSCRIPTION_WAIT_MS = 2000;

/** Tells the other instances which sessions changed (ended, or refreshed to a new token). */
export interface SessionBroadcast {
  /** Messages of the other instances are arriving now; while false, nothing cached can be trusted. */
  readonly live: boolean;
  publish(ids: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface SessionListener {
  /** Another instance changed these sessions. */
  changed(ids: string[]): void;
  /** Messages may have been missed (the subscription was down): everything known is suspect. */
  missed(): void;
}

/**
 * Redis publish/subscribe between instances: a change is published on one channel, and every
 * instance subscribed drops what it knew of those sessions. A subscription needs a connection
 * of its own. Each time it is (re)established the listener hears `missed`, because messages sent
 * while it was down are lost for good (publish/subscribe keeps nothing).
 */
export async function broadcastThroughRedis(redis: Redis, listener: SessionListener, log: FastifyBaseLogger): Promise<SessionBroadcast> {
  // Our own messages come back too; the instance id lets us skip them.
  const self = randomBytes(6).toString('base64url');
  const subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  let live = false;
  let closed = false;
  let firstSubscription: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    firstSubscription = resolve;
  });

  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        live = true;
        listener.missed();
        firstSubscription();
      },
      (error: unknown) => log.warn({ err: error }, 'sessions: could not subscribe to revocations in Redis'),
    );
  });
  subscriber.on('close', () => {
    live = false;
  });
  // Without a listener ioredis would report connection errors as unhandled; reconnection goes on.
  subscriber.on('error', (error) => log.debug({ err: error }, 'sessions: Redis subscription error'));
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, ...ids] = message.split(' ');
    if (from === self) return;
    const valid = ids.filter((id) => SESSION_ID.test(id));
    if (valid.length > 0) listener.changed(valid);
  });

  subscriber
    .connect()
    .catch((error: unknown) => log.warn({ err: error }, 'sessions: Redis unreachable; every token is checked in the database'));
  const waited = await Promise.race([
    subscribed.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, FIRST_SUBSCRIPTION_WAIT_MS, false).unref()),
  ]);
  if (!waited && !closed) log.warn('sessions: no Redis subscription yet; every token is checked in the database until there is one');

  return {
    get live() {
      return live;
    },
    async publish(ids) {
      if (ids.length === 0) return;
      try {
        await redis.publish(CHANNEL, [self, ...ids].join(' '));
      } catch (error) {
        // The database has the change; the others see it when their state of it is next read again.
        log.warn({ err: error, sessions: ids.length }, 'sessions: could not publish a session change to Redis');
      }
    },
    async close() {
      closed = true;
      live = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
