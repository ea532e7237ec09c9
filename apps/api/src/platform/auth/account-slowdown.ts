import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../http/errors.ts';

export interface AccountSlowdownRules {
  /** Failed sign-ins on one account, from any address, before it is slowed (LOGIN_ACCOUNT_FAILURES). */
  failures: number;
  /** An account's failures are forgotten this long after its last one (LOGIN_ACCOUNT_WINDOW_SECONDS). */
  windowMs: number;
  /** While an account is slowed, one attempt on it per this period (LOGIN_ACCOUNT_DELAY_SECONDS). */
  delayMs: number;
}

/** Where the counts live: this instance's memory, or Redis, shared by every instance. */
interface SlowdownStore {
  failures(account: string): Promise<number>;
  /** Takes the account's one attempt of the period: 0 when taken, otherwise the milliseconds until it frees. */
  takeTurn(account: string, periodMs: number): Promise<number>;
  fail(account: string, windowMs: number): Promise<void>;
  reset(account: string): Promise<void>;
}

// Counts of this many accounts at most; the oldest go first (an attacker naming millions of
// accounts gets their counts forgotten, never the memory filled).
const MEMORY_ACCOUNTS = 100_000;

class MemoryStore implements SlowdownStore {
  private readonly counts = new Map<string, { failures: number; until: number }>();
  private readonly turns = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  async failures(account: string): Promise<number> {
    const entry = this.counts.get(account);
    return entry && entry.until > this.now() ? entry.failures : 0;
  }

  async takeTurn(account: string, periodMs: number): Promise<number> {
    const now = this.now();
    const busyUntil = this.turns.get(account) ?? 0;
    if (busyUntil > now) return busyUntil - now;
    this.remember(this.turns, account, now + periodMs);
    return 0;
  }

  async fail(account: string, windowMs: number): Promise<void> {
    this.remember(this.counts, account, { failures: (await this.failures(account)) + 1, until: this.now() + windowMs });
  }

  async reset(account: string): Promise<void> {
    this.counts.delete(account);
    this.turns.delete(account);
  }

  private remember<V>(map: Map<string, V>, account: string, value: V): void {
    map.delete(account);
    map.set(account, value);
    if (map.size > MEMORY_ACCOUNTS) map.delete(map.keys().next().value as string);
  }
}

class RedisStore implements SlowdownStore {
  constructor(private readonly redis: Redis) {}

  async failures(account: string): Promise<number> {
    return Number((await this.redis.get(`portal-slow:f:${account}`)) ?? 0);
  }

  async takeTurn(account: string, periodMs: number): Promise<number> {
    const key = `portal-slow:t:${account}`;
    if ((await this.redis.set(key, '1', 'PX', periodMs, 'NX')) === 'OK') return 0;
    return Math.max(1, await this.redis.pttl(key));
  }

  async fail(account: string, windowMs: number): Promise<void> {
    const key = `portal-slow:f:${account}`;
    await this.redis.multi().incr(key).pexpire(key, windowMs).exec();
  }

  async reset(account: string): Promise<void> {
    await this.redis.del(`portal-slow:f:${account}`, `portal-slow:t:${account}`);
  }
}

/**
 * The account-wide slowdown of sign-ins (docs/sign-in.md, "Login throttling"): after
 * `failures` failed attempts on one account, whatever the address and the route, the account
 * takes one attempt per `delayMs`, and every other attempt is refused with 429 and Retry-After,
 * the right password included. A success ends it; so does `windowMs` without a failure. A
 * slowdown, not a lockout: the account's owner gets in after at most `delayMs`, and an attacker
 * spread over any number of addresses gets one guess per `delayMs`.
 *
 * The per-address limits (rate-limit.ts) are kept: they slow one address; this slows one
 * account. Counts live in Redis when REDIS_URL is set, so every instance counts the same.
 */
export class AccountSlowdown {
  private readonly store: SlowdownStore;

  constructor(
    redis: Redis | undefined,
    private readonly rules: AccountSlowdownRules,
    now: () => number = Date.now,
  ) {
    this.store = redis ? new RedisStore(redis) : new MemoryStore(now);
  }

  /** 0 when an attempt on the account may go on, otherwise the milliseconds to wait. */
  async admit(account: string): Promise<number> {
    if ((await this.store.failures(account)) < this.rules.failures) return 0;
    return this.store.takeTurn(account, this.rules.delayMs);
  }

  failed(account: string): Promise<void> {
    return this.store.fail(account, this.rules.windowMs);
  }

  succeeded(account: string): Promise<void> {
    return this.store.reset(account);
  }

  /**
   * The hooks of a sign-in route: `preValidation` refuses an attempt on a slowed account,
   * `onSend` counts a 401 as a failure and a 200 as a success. `accountOf` names the account as
   * the route's body does, before validation ("" when it names none: nothing is counted); the
   * name is prefixed by the kind of account, so a staff e-mail and a customer's tax id never share.
   * A store that fails (Redis away) lets attempts through, as the rate limits do.
   */
  hooks(kind: string, accountOf: (request: FastifyRequest) => string, refusal: () => ApiError) {
    const account = (request: FastifyRequest) => {
      const name = accountOf(request);
      return name ? `${kind}:${name}` : '';
    };
    const preValidation = async (request: FastifyRequest): Promise<void> => {
      const name = account(request);
      if (!name) return;
      const waitMs = await this.admit(name).catch((error: unknown) => {
        request.log.warn({ err: error }, 'account slowdown unavailable');
        return 0;
      });
      if (waitMs > 0) {
        const failure = refusal();
        throw new ApiError(failure.statusCode, failure.code, failure.messageKey, {
          ...failure.extra,
          headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        });
      }
    };
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const name = account(request);
      if (!name) return payload;
      const outcome = reply.statusCode === 200 ? this.succeeded(name) : reply.statusCode === 401 ? this.failed(name) : undefined;
      await outcome?.catch((error: unknown) => request.log.warn({ err: error }, 'account slowdown unavailable'));
      return payload;
    };
    return { preValidation, onSend };
  }
}
