import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './test/contracts-test-support.ts';
import { bearer, createTestApp, json, TEST_SECRET, type TestApp } from './test/test-app.ts';

/**
 * Hostile inputs that once answered 500, one by one: each is refused at the edge
 * by the shared primitives (packages/domain/src/api/primitives.ts) or the IBAN route's body check.
 * fuzz.test.ts sends thousands more; these name the causes.
 */
describe('hostile inputs answer 4xx', () => {
  let t: TestApp;
  let marta: string;

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('a NUL in the sign-in user, the partner client id or a group name is a 400, not a database error', async () => {
    for (const [url, body] of [
      ['/api/v1/user/login', '{"user":"\\u0000","password":"x"}'],
      ['/api/v1/user/login', '{"user":"12345678Z","password":"a\\u0000"}'],
      ['/api/v1/user/client_id', '{"client_id":"\\u0000","secret":"x"}'],
    ] as const) {
      const res = await send('POST', url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(json(res).code).toBe('validation_error');
    }
    const group = await send('GET', '/api/v1/ov_customize/html_dinamic_elements/?group_name=%00');
    expect(group.statusCode, group.body).toBe(400);
  });

  it('a NUL or a slash in a contract name is a 400 on every contract route', async () => {
    for (const name of ['%00', 'a%00b', '..%2Fetc']) {
      for (const [method, url] of [
        ['GET', `/api/v2/contracts/${name}`],
        ['GET', `/api/v1/contracts/${name}/pdf/`],
        ['POST', `/api/v1/contracts/${name}/power/`],
        ['PUT', `/api/v1/contracts/${name}/ref_catastral/`],
      ] as const) {
        const res = await send(method, url, method === 'GET' ? undefined : '{}', bearer(marta));
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      }
    }
  });

  it('ids past int4, or not plain digits, are a 400', async () => {
    expect((await send('GET', '/api/v1/ov_customize/html_dinamic_elements/2147483648')).statusCode).toBe(400);
    for (const id of ['2147483648', '9223372036854775808', '-1', '0', '1e3', '0x10', '%201']) {
      for (const url of [
        `/api/v1/transaction_summary/${id}`,
        `/api/v1/download_transaction_receipt/${id}`,
        `/api/v2/contract/download_attachment/${id}`,
        `/api/v1/invoices/${id}/pdf/`,
      ]) {
        const res = await send('GET', url, undefined, bearer(marta));
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      }
    }
    const pay = await send(
      'POST',
      '/api/v1/pay',
      '{"payment_method_id":"pm","platform_name":"sandbox","item_id":2147483648,"related_object_type":"account.invoice"}',
      bearer(marta),
    );
    expect(pay.statusCode, pay.body).toBe(400);
    const address = await send('PUT', `/api/v1/contracts/${DEMO.active}/notification/`, '{"addressId":2147483648}', bearer(marta));
    expect(address.statusCode, address.body).toBe(400);
    const offset = await send('GET', '/api/v2/contracts?type=electricity&offset=2147483648', undefined, bearer(marta));
    expect(offset.statusCode, offset.body).toBe(400);
  });

  it('a correctly signed token whose user_id is past int4 is token_invalid (401)', async () => {
    const token = await new SignJWT({ user_id: 2_147_483_648, locale: 'ca-ES', readonly: false, sid: 'AAAAAAAAAAAAAAAAAAAAAA', gen: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    for (const url of ['/api/v2/users/', '/api/v2/contracts/list-info/', '/api/v1/ibans/']) {
      const res = await send('GET', url, undefined, bearer(token));
      expect(res.statusCode, `${url} ${res.body}`).toBe(401);
      expect(json(res).message).toBe('token_invalid');
    }
  });

  it('the IBAN change refuses a body that is not an object: 415 for text or no JSON type, 400 for JSON that is not an object', async () => {
    const url = `/api/v1/contracts/${DEMO.active}/iban/`;
    const text = await send('POST', url, '123', { ...bearer(marta), 'content-type': 'text/plain' });
    expect(text.statusCode, text.body).toBe(415);
    const none = await t.app.inject({ method: 'POST', url, headers: bearer(marta), payload: 'x' });
    expect(none.statusCode, none.body).toBe(415);
    for (const body of ['123', '"x"', 'null', '[]']) {
      const res = await send('POST', url, body, bearer(marta));
      expect(res.statusCode, `${body} ${res.body}`).toBe(400);
    }
    const overflow = await send('POST', url, '{"already_registered":true,"bank_id":2147483648}', bearer(marta));
    expect(overflow.statusCode, overflow.body).toBe(400);
    expect(json(overflow).errors).toEqual({ bank_id: ['iban_select_empty'] });
  });
});
