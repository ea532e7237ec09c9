import { formatMoney, LANGUAGES, ZTransactionSummarySchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, scalar } from '../../test/contracts-test-support.ts';
import { CARDS, invoiceState, payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { RECEIPT_LABELS } from './texts/index.ts';

describe('transaction summary and receipt', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let invoiceId: number;
  let transactionId: number;
  let invoiceNumber: string;
  let amountCents: number;
  const get = (url: string, token = marta) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
    invoiceId = await payableInvoice(t);
    const state = await invoiceState(t, invoiceId);
    invoiceNumber = state.number;
    amountCents = Math.round(Number(state.amount_pending) * 100);
    const paid = await payWithCard(t, marta, invoiceId);
    if (paid.status !== 'success') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
    transactionId = paid.transaction_id;
  });
  afterAll(() => t.close());

  it('summarises the payment of an invoice', async () => {
    const res = await get(`/api/v1/transaction_summary/${invoiceId}`);
    expect(res.statusCode).toBe(200);
    const summary = ZTransactionSummarySchema.parse(json(res));
    const contract = await scalar<string>(t.database, sql`select contract_name from invoices where id = ${invoiceId}`);
    expect(summary).toEqual({
      status: 'succeeded',
      transaction_id: transactionId,
      amount: amountCents / 100,
      currency: 'EUR',
      last_transaction_update_at: expect.any(String),
      invoice_number: invoiceNumber,
      invoice_concept: expect.stringContaining(`Factura d'electricitat ${contract} · `),
      payment_method_id: 'visa •••• 4242',
      payment_type: 'card',
      paid_by_user_email: expect.stringContaining('@'),
      invoice_id: invoiceId,
    });
    expect(Date.now() - Date.parse(summary.last_transaction_update_at)).toBeLessThan(120_000);
  });

  it('answers 404 transaction_not_found for an unpaid invoice, a declined one and another customer’s', async () => {
    const unpaid = await payableInvoice(t);
    const notFound = await get(`/api/v1/transaction_summary/${unpaid}`);
    expect(notFound.statusCode).toBe(404);
    expect(json(notFound)).toEqual({ code: 'transaction_not_found', message: 'transaction_not_found' });
    await payWithCard(t, marta, unpaid, CARDS.declined);
    expect((await get(`/api/v1/transaction_summary/${unpaid}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/transaction_summary/${invoiceId}`, company)).statusCode).toBe(404);
    expect((await get('/api/v1/transaction_summary/abc')).statusCode).toBe(400);
  });

  it('shows the seeded card payments of the demo too', async () => {
    const seeded = await scalar<number>(
      t.database,
      sql`select invoice_id from payments where idempotency_key like 'seed-%'
          and customer_id = (select customer_id from users where login = ${DEMO.marta}) limit 1`,
    );
    expect(json(await get(`/api/v1/transaction_summary/${seeded}`))).toMatchObject({ invoice_id: seeded, payment_type: 'card' });
  });

  it('downloads a receipt PDF with the payment, the invoice and the payer', async () => {
    const res = await get(`/api/v1/download_transaction_receipt/${transactionId}?lang=ca-ES`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="rebut-${invoiceNumber}.pdf"`);
    const parsed = await PDFDocument.load(res.rawPayload);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe(`Rebut de pagament ${transactionId}`);
    const text = await pdfText(res.rawPayload);
    const amount = formatMoney(amountCents / 100, 'ca-ES').replace(/\s/g, ' ');
    for (const expected of [
      'Energia Demo',
      'Rebut de pagament',
      String(transactionId),
      invoiceNumber,
      amount,
      'visa •••• 4242',
      'Marta Puig Serra',
      '12345678Z',
      "Factura d'electricitat",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it.each(LANGUAGES)('writes the receipt in %s', async (lang) => {
    const labels = RECEIPT_LABELS[lang];
    const res = await get(`/api/v1/download_transaction_receipt/${transactionId}?lang=${lang}`);
    expect(res.headers['content-disposition']).toContain(`filename="${labels.fileName}-${invoiceNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const label of [labels.title, labels.transactionId, labels.invoiceNumber, labels.card, labels.payer, labels.paid]) {
      expect(text, `${lang}: ${label}`).toContain(label);
    }
  });

  it('takes the token from the cookie, and answers 404 for another customer’s payment or one not succeeded', async () => {
    const cookie = await t.app.inject({
      method: 'GET',
      url: `/api/v1/download_transaction_receipt/${transactionId}`,
      cookies: { token: marta },
    });
    expect(cookie.statusCode).toBe(200);
    expect((await get(`/api/v1/download_transaction_receipt/${transactionId}`, company)).statusCode).toBe(404);
    const failed = await scalar<number>(t.database, sql`select id from payments where status = 'failed' limit 1`);
    const res = await get(`/api/v1/download_transaction_receipt/${failed}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('transaction_not_found');
  });
});
