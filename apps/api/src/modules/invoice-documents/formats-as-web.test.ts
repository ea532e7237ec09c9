import {
  formatDateTime,
  formatEnergy,
  formatMoney,
  formatPeriod,
  formatPower,
  formatShortDate,
  LANGUAGES,
  type TInvoice,
  ZTransactionSummarySchema,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/contracts-test-support.ts';
import { demoInvoices, get } from '../../test/invoices-test-support.ts';
import { payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { pdfText, spaces } from '../../test/pdf-text.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

/**
 * In English the list said 05/11/2026 while the PDF said 11/05/2026, the list "54,72 €" and
 * the PDF "€54.72". The documents must print what the web shows for the same data: the strings below
 * are what the web's invoice list, payment summary and contract page compute from the API's answers
 * (the domain's formatters with the customer's language), looked for in each PDF.
 */
describe('the PDFs write figures and dates as the web does, in every language', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let invoices: { token: string; list: string; invoice: TInvoice }[];
  let transactionId: number;
  let invoiceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await demoInvoices(t);
    ({ marta, company } = demo);
    // The largest amounts: thousands marks show where there are any.
    const largest = (list: TInvoice[]) => [...list].sort((a, b) => b.amount_total - a.amount_total)[0]!;
    invoices = [
      { token: marta, list: 'invoices', invoice: largest(demo.electricity) },
      { token: company, list: 'invoices_multipoint', invoice: largest(demo.multipoint) },
    ];
    invoiceId = await payableInvoice(t);
    const paid = await payWithCard(t, marta, invoiceId);
    if (paid.status !== 'success') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
    transactionId = paid.transaction_id;
  });
  afterAll(() => t.close());

  it.each(LANGUAGES)('invoice PDFs in %s: date, period, energy and amounts as the list shows them', async (language) => {
    for (const { token, list, invoice } of invoices) {
      const res = await get(t, `/api/v1/${list}/${invoice.id}/pdf/?lang=${language}`, token);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const shown of [
        formatShortDate(invoice.date, language),
        formatPeriod(invoice.start_date, invoice.end_date, language),
        formatEnergy(invoice.energy_consumed, language),
        formatMoney(invoice.amount_total, language),
        formatMoney(invoice.amount_pending, language),
      ]) {
        expect(text, `${language} ${list} ${invoice.number}: ${shown}`).toContain(spaces(shown));
      }
    }
  });

  it.each(LANGUAGES)('the receipt in %s: amount, date and concept as the payment summary shows them', async (language) => {
    const summaryRes = await get(t, `/api/v1/transaction_summary/${invoiceId}?lang=${language}`, marta, { 'accept-language': language });
    const summary = ZTransactionSummarySchema.parse(json(summaryRes));
    const res = await get(t, `/api/v1/download_transaction_receipt/${transactionId}?lang=${language}`, marta);
    const text = await pdfText(res.rawPayload);
    // The summary's browser is in Spain; the receipt writes Madrid's clock.
    for (const shown of [
      formatMoney(summary.amount, language),
      formatDateTime(summary.last_transaction_update_at, language, 'Europe/Madrid'),
    ]) {
      expect(text, `${language}: ${shown}`).toContain(spaces(shown));
    }
  });

  it.each(LANGUAGES)('the contract report in %s: power periods as the contract page shows them', async (language) => {
    const contract = json(await get(t, `/api/v2/contracts/${DEMO.active}`, marta)) as {
      contracted_power_period: { period: string; power: number }[];
    };
    const res = await get(t, `/api/v1/contracts/${DEMO.active}/pdf/?lang=${language}`, marta);
    const text = await pdfText(res.rawPayload);
    expect(contract.contracted_power_period.length).toBeGreaterThan(0);
    for (const { power } of contract.contracted_power_period) {
      expect(text, `${language}: ${power} kW`).toContain(spaces(formatPower(power, language)));
    }
  });
});
