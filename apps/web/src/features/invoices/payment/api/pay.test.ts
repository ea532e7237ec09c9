import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { newIdempotencyKey, pay } from './pay.ts';

afterEach(() => vi.unstubAllGlobals());

const REQUEST = { payment_method_id: 'pm_1', platform_name: 'sandbox', item_id: 5, related_object_type: 'account.invoice' } as const;
const PAID = { status: 'success', transaction_id: 31, invoice_id: 5 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const payCalls = (calls: Parameters<typeof apiCalls>[0]) => apiCalls(calls).filter((c) => c.url === '/api/v1/pay');

describe('pay', () => {
  it('sends an Idempotency-Key, and a new one for each attempt', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, PAID));
    expect(await pay(REQUEST)).toEqual(PAID);
    await pay(REQUEST);
    const [first, second] = payCalls(calls).map((c) => c.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('sends the same attempt again with the same key when its answer was lost', async () => {
    let sent = 0;
    const { calls } = stubFetch((call) => {
      // The failures' reports to /client_errors go through fetch too.
      if (call.url !== '/api/v1/pay') return jsonResponse(204, null);
      sent++;
      if (sent === 1) throw new TypeError('network down');
      if (sent === 2) return jsonResponse(409, { code: 'idempotency_key_in_use', message: 'payment_error_in_process' });
      return jsonResponse(200, PAID);
    });
    expect(await pay(REQUEST, { retryDelayMs: 0 })).toEqual(PAID);
    const keys = payCalls(calls).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(payCalls(calls).every((c) => JSON.stringify(c.body) === JSON.stringify(REQUEST))).toBe(true);
  });

  it('does not send again a call the API refused, nor more than twice again', async () => {
    const refused = stubFetch(() => jsonResponse(409, { code: 'not_payable', message: 'payment_error_not_payable' }));
    await expect(pay(REQUEST, { retryDelayMs: 0 })).rejects.toMatchObject({ status: 409, code: 'not_payable' });
    expect(payCalls(refused.calls)).toHaveLength(1);
    vi.unstubAllGlobals();
    const down = stubFetch(() => jsonResponse(503, { code: 'database_unavailable', message: 'x' }));
    await expect(pay(REQUEST, { retryDelayMs: 0 })).rejects.toMatchObject({ status: 503 });
    expect(payCalls(down.calls)).toHaveLength(3);
  });

  it('makes a version-4 UUID without crypto.randomUUID (a page served over plain HTTP)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array) => real.getRandomValues(b) });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    vi.unstubAllGlobals();
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
