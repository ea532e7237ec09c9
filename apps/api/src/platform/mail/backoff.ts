/**
 * When a failed mail is tried again. Exponential from `baseMs` (30 s, 1 min, 2 min, …), capped at
 * `maxMs` so a long SMTP outage is retried at least hourly; after `maxAttempts` attempts the mail
 * is marked failed and logged. With the defaults a mail is given up about 8 hours after the
 * first failure: long enough for an outage of the SMTP relay, short enough that a password-reset
 * link is not delivered the next day.
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 15 };

/** The delay before the next attempt after `attempts` attempts failed (attempts ≥ 1). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exponent = Math.max(0, attempts - 1);
  // 2 ** exponent overflows to Infinity long after the cap applies; min() keeps it finite.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 40));
}
