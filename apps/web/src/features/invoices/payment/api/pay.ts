import { IDEMPOTENCY_KEY_HEADER, payEndpoint, type TPayRequest, type TPayResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';
import { isApiError } from '../../../../shared/api/api-error.ts';

/**
 * A new Idempotency-Key, one per payment attempt. crypto.randomUUID exists only in
 * secure contexts (HTTPS, localhost); elsewhere the same version-4 UUID from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The answer was lost on the way (no answer, a server error) or the first sending of this very
 * attempt is still running (409 idempotency_key_in_use): the same attempt may be sent again,
 * with its key, and the API answers what it answered the first time, never a second charge.
 */
const answerLost = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500 || error.code === 'idempotency_key_in_use');

export interface TPayOptions {
  /** The attempt's key; a new one when absent. */
  idempotencyKey?: string;
  /** Sendings again of the same attempt after a lost answer. */
  retries?: number;
  /** Wait before the first sending again; doubled each time. */
  retryDelayMs?: number;
}

/**
 * POST /api/v1/pay: pays an invoice with a payment method of the provider, or finalises an
 * intent after extra authentication or the provider's redirect (customer-area §7). Card
 * outcomes are 200 answers (success, requires_action, error); a refused request throws. One call
 * is one attempt: it carries one Idempotency-Key, kept when it is sent again after a lost answer.
 */
export async function pay(request: TPayRequest, options: TPayOptions = {}): Promise<TPayResponse> {
  const key = options.idempotencyKey ?? newIdempotencyKey();
  const retries = options.retries ?? 2;
  let delay = options.retryDelayMs ?? 1_000;
  for (let sent = 0; ; sent++) {
    try {
      return await apiCall(payEndpoint, { body: request }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    } catch (error) {
      if (sent >= retries || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}

export const usePay = () => useMutation({ mutationFn: (request: TPayRequest) => pay(request) });
