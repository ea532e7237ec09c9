import { createHash } from 'node:crypto';
import type { TPayRequest, TPayResponse } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../platform/http/errors.ts';
import type { IdempotencyRepo, IdempotencyRow } from './idempotency-repo.ts';
import type { OnAttemptOpened } from './service.ts';

export const keyInUse = () => new ApiError(409, 'idempotency_key_in_use', 'payment_error_in_process');
export const keyReused = () => new ApiError(422, 'idempotency_key_reused', 'payment_error_idempotency_key_reused');

/** Refusals that say nothing of the request itself, only of another one running: not kept for the key. */
const NOT_KEPT = new Set(['payment_in_process', 'idempotency_key_in_use']);

/** A call that died before opening an attempt (nothing charged) leaves its key to a retry after this long. */
export const UNLINKED_CLAIM_EXPIRES_MS = 30_000;

/** What the key names: the body, its fields in a fixed order, hashed. */
export function requestHash(body: TPayRequest): string {
  const fields = Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export interface AttemptAnswers {
  /** The answer for one of the customer's attempts as it stands; undefined while it awaits its answer. */
  answerOf(customerId: number, paymentId: number): Promise<TPayResponse | undefined>;
}

/**
 * POST pay with an Idempotency-Key, as Stripe keeps its keys: per customer, the
 * first call does the work and its answer (status and body) is kept; a retry with the same key
 * and the same body gets that answer, not a 409 and never a second charge; the same key with
 * another body is 422 idempotency_key_reused. While the first call runs, a concurrent one gets
 * 409 idempotency_key_in_use (it does not wait: the first may wait for the provider for a minute).
 * Once the call opened an attempt (linked in the attempt's own transaction), a retry answers the
 * attempt as it stands, so an answer lost in a crash is found as soon as the reconciler decides it.
 * Refusals caused by another call running, and unexpected failures before an attempt was opened,
 * are not kept: the key may be retried.
 */
export class IdempotentPay {
  constructor(
    private readonly repo: IdempotencyRepo,
    private readonly answers: AttemptAnswers,
    private readonly log: FastifyBaseLogger,
    private readonly claimExpiresMs = UNLINKED_CLAIM_EXPIRES_MS,
  ) {}

  async run(
    customerId: number,
    key: string,
    body: TPayRequest,
    work: (onOpened: OnAttemptOpened) => Promise<TPayResponse>,
  ): Promise<TPayResponse> {
    const hash = requestHash(body);
    if (!(await this.repo.claim(customerId, key, hash))) {
      const earlier = await this.replay(customerId, key, hash);
      if (earlier) return earlier;
    }
    try {
      const answer = await work((exec, paymentId) => this.repo.link(exec, customerId, key, paymentId));
      await this.keep(customerId, key, { status: 200, body: answer });
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500 && !NOT_KEPT.has(error.code)) {
        await this.keep(customerId, key, { status: error.statusCode, body: error.toBody() });
      } else {
        await this.repo.release(customerId, key).catch((e: unknown) => this.log.warn({ err: e }, 'idempotency key not released'));
      }
      throw error;
    }
  }

  /** The earlier call's answer; undefined when this call takes over a dead one that charged nothing. */
  private async replay(customerId: number, key: string, hash: string): Promise<TPayResponse | undefined> {
    const row = await this.repo.find(customerId, key);
    // Released meanwhile by a call that failed: this one may try again.
    if (!row) throw keyInUse();
    if (row.requestHash !== hash) throw keyReused();
    if (row.paymentId !== null) {
      const current = await this.answers.answerOf(customerId, row.paymentId);
      if (current) {
        await this.keep(customerId, key, { status: 200, body: current });
        return current;
      }
    }
    if (row.responseStatus !== null) return stored(row);
    if (row.paymentId === null && (await this.repo.takeOver(row, this.claimExpiresMs))) return undefined;
    throw keyInUse();
  }

  /** Kept when it can be; a database failure here must not turn the call's own answer into an error. */
  private async keep(customerId: number, key: string, answer: { status: number; body: unknown }): Promise<void> {
    await this.repo.complete(customerId, key, answer).catch((e: unknown) => this.log.warn({ err: e }, 'idempotent answer not kept'));
  }
}

/** The kept answer: the 200 body, or the same refusal again. */
function stored(row: IdempotencyRow): TPayResponse {
  if (row.responseStatus === 200) return row.responseBody as TPayResponse;
  const { code, message, errors, ...rest } = row.responseBody as { code: string; message: string; errors?: Record<string, string[]> };
  throw new ApiError(row.responseStatus ?? 500, code, message, { ...(errors ? { errors } : {}), body: rest });
}
