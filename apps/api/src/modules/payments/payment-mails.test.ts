import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, scalar } from '../../test/contracts-test-support.ts';
import { CARDS, payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

// The mails of a card payment about the invoice's contract (docs/communications.md): the
// success always, the decline unless the customer turned "payment failed" off.
describe('the mails of a card payment', () => {
  let t: TestApp;
  let marta: string;

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  afterAll(() => t.close());

  it('mails a decline about the invoice’s contract unless the customer turned "payment failed" off; a success is told either way', async () => {
    const id = await payableInvoice(t);
    const mails = async (template: string) =>
      scalar<number>(
        t.database,
        sql`select count(*)::int from mail_outbox
            where template_key = ${template} and contract_id = (select contract_id from invoices where id = ${id})`,
      );
    const preferences = (payment_failed: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/notification_preferences/',
        headers: bearer(marta),
        payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, payment_failed },
      });
    const [failedBefore, succeededBefore] = [await mails('payment_failed'), await mails('payment_succeeded')];

    expect((await payWithCard(t, marta, id, CARDS.declined)).status).toBe('error');
    expect(await mails('payment_failed')).toBe(failedBefore + 1);

    expect((await preferences(false)).statusCode).toBe(200);
    try {
      expect((await payWithCard(t, marta, id, CARDS.insufficientFunds)).status).toBe('error');
      expect(await mails('payment_failed')).toBe(failedBefore + 1);
      expect((await payWithCard(t, marta, id, CARDS.visa)).status).toBe('success');
      expect(await mails('payment_succeeded')).toBe(succeededBefore + 1);
    } finally {
      expect((await preferences(true)).statusCode).toBe(200);
    }
  });
});
