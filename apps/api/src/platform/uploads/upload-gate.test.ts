import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { type RedisTestServer, redisServerPath, startRedisTestServer } from '../../test/redis-test-server.ts';
import { ApiError } from '../http/errors.ts';
import { connectRedis } from '../runtime/redis.ts';
import { UploadGate, uploaderAddress } from './upload-gate.ts';

/** An upload that lasts until `finish()` is called. */
function openUpload(): { work: () => Promise<string>; finish(): void } {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('stored');
  });
  return { work: () => done, finish: () => finish() };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('upload gate: one upload per customer in flight', () => {
  it('refuses a second upload of the customer with 429 upload_in_progress and Retry-After, not another customer’s', async () => {
    const gate = new UploadGate();
    const first = openUpload();
    const held = gate.hold(7, first.work);
    const error = await refusal(gate.hold(7, async () => 'second'));
    expect([error.statusCode, error.code, error.extra.headers]).toEqual([429, 'upload_in_progress', { 'retry-after': '10' }]);
    expect(await gate.hold(8, async () => 'other customer')).toBe('other customer');
    first.finish();
    expect(await held).toBe('stored');
    expect(await gate.hold(7, async () => 'next')).toBe('next');
  });

  it('holds a visitor’s address as it holds a customer: one upload per address, apart from customers and other addresses', async () => {
    const gate = new UploadGate();
    const first = openUpload();
    const held = gate.hold(uploaderAddress('203.0.113.7'), first.work);
    const error = await refusal(gate.hold(uploaderAddress('203.0.113.7'), async () => 'second'));
    expect([error.statusCode, error.code]).toEqual([429, 'upload_in_progress']);
    expect(await gate.hold(uploaderAddress('203.0.113.8'), async () => 'other address')).toBe('other address');
    // Customer 7 uploading holds nothing of an address written "7".
    const customer = openUpload();
    const customerHeld = gate.hold(7, customer.work);
    expect(await gate.hold(uploaderAddress('7'), async () => 'address 7')).toBe('address 7');
    customer.finish();
    expect(await customerHeld).toBe('stored');
    first.finish();
    expect(await held).toBe('stored');
  });

  it('lets go when the upload fails', async () => {
    const gate = new UploadGate();
    await expect(gate.hold(7, () => Promise.reject(new Error('client hung up')))).rejects.toThrow('client hung up');
    expect(await gate.hold(7, async () => 'next')).toBe('next');
  });

  it('without a reachable Redis, still holds on this instance', async () => {
    const redis = await connectRedis(`redis://127.0.0.1:${await freePort()}`);
    redis.on('error', () => {});
    const gate = new UploadGate(redis);
    const first = openUpload();
    const held = gate.hold(7, first.work);
    expect((await refusal(gate.hold(7, async () => 'second'))).statusCode).toBe(429);
    first.finish();
    expect(await held).toBe('stored');
    redis.disconnect();
  });
});

describe.skipIf(!redisServerPath)('upload gate shared through Redis', () => {
  let server: RedisTestServer;
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    server = await startRedisTestServer();
    a = await connectRedis(server.url);
    b = await connectRedis(server.url);
    // The server takes a moment to listen; the clients reconnect until it does.
    await Promise.all([a, b].map((client) => new Promise((resolve) => client.once('ready', resolve))));
  });
  afterAll(() => {
    a?.disconnect();
    b?.disconnect();
    server?.stop();
  });

  it('refuses on one instance the upload the other is taking, with a key that expires, gone once done', async () => {
    const one = new UploadGate(a, undefined, 60_000);
    const two = new UploadGate(b, undefined, 60_000);
    const first = openUpload();
    const held = one.hold(42, first.work);
    await new Promise((r) => setTimeout(r, 50));
    const ttl = await b.pttl('portal-upload-42');
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect((await refusal(two.hold(42, async () => 'second'))).code).toBe('upload_in_progress');
    first.finish();
    expect(await held).toBe('stored');
    expect(await b.exists('portal-upload-42')).toBe(0);
    expect(await two.hold(42, async () => 'next')).toBe('next');
  });

  it('does not delete a key another upload took after its own expired', async () => {
    const gate = new UploadGate(a, undefined, 100);
    const slow = openUpload();
    const held = gate.hold(43, slow.work);
    await new Promise((r) => setTimeout(r, 200));
    // The key expired; another instance's upload takes it.
    expect(await b.set('portal-upload-43', 'theirs', 'PX', 60_000, 'NX')).toBe('OK');
    slow.finish();
    await held;
    expect(await b.get('portal-upload-43')).toBe('theirs');
  });
});
