import { writeFile } from 'node:fs/promises';
import { formatPower, formatQuantity, maskedIban, type TInvoice, type TInvoiceComputation, type TLanguage } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computationOf, dmy, money, rows } from '../../test/documents-test-support.ts';
import { demoInvoices, fetchAll, get } from '../../test/invoices-test-support.ts';
import { readPdf, spaces } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVOICE_LABELS } from './texts/index.ts';

/** What the database says the invoice must show: retailer, customer, contract and supply. */
interface Facts {
  billing_address: string;
  tariff: string;
  product: string;
  distributor: string;
  distributor_phone: string;
  iban: string | null;
  powers: number[];
}

describe('the invoice PDF carries the content Spanish regulation requires (docs/billing.md)', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let electricity: TInvoice[];
  let gas: TInvoice[];
  let companyElectricity: TInvoice[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ marta, company, electricity, gas } = await demoInvoices(t));
    companyElectricity = await fetchAll(t, company, 'invoices');
  });
  afterAll(() => t.close());

  const facts = async (invoice: TInvoice): Promise<Facts> => {
    const [row] = await rows<Facts>(
      t.database,
      sql`select coalesce(ba.full_address, fa.full_address) as billing_address, tr.name as tariff, pl.nom_comercial as product,
            d.name as distributor, d.phone as distributor_phone, b.iban,
            (select coalesce(json_agg(cp.power_w order by cp.period), '[]'::json) from contracted_powers cp where cp.contract_id = c.id) as powers
          from invoices i join contracts c on c.id = i.contract_id join supply_points sp on sp.id = c.supply_point_id
          join tariffs tr on tr.id = c.tariff_id join price_lists pl on pl.id = c.price_list_id
          left join distributors d on d.id = sp.distributor_id left join bank_accounts b on b.id = c.bank_account_id
          left join addresses ba on ba.id = i.address_invoice_id left join addresses fa on fa.id = c.fiscal_address_id
          where i.id = ${invoice.id}`,
    );
    return row!;
  };

  const pdf = async (invoice: TInvoice, token: string, language: TLanguage) => {
    const res = await get(t, `/api/v1/invoices/${invoice.id}/pdf/`, token, { 'accept-language': language });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    if (process.env.INVOICE_PDF_SAMPLES)
      await writeFile(`${process.env.INVOICE_PDF_SAMPLES}/${invoice.number}-${language}.pdf`, res.rawPayload);
    return readPdf(res.rawPayload);
  };

  /** Every block and figure the rule asks for, on one page. */
  async function expectRegulatedContent(invoice: TInvoice, token: string, language: TLanguage, customer: { name: string; taxId: string }) {
    const l = INVOICE_LABELS[language];
    const { text: raw, pages } = await pdf(invoice, token, language);
    // Words as a reader copies them, one space between the pieces pdf.js returns.
    const text = raw.replace(/\s+/g, ' ');
    const computation = await computationOf(t.database, invoice.id);
    const known = await facts(invoice);
    expect(pages, `${invoice.number} fits one page`).toBe(1);
    const plain = (value: string) => spaces(value);
    const dueDate = new Date(Date.parse(`${invoice.date}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    const expected = [
      // Retailer (name, tax id, address, customer service), from the organisation settings the seed fills.
      'Energia Demo',
      'B65410011',
      'Carrer de la Llum 12, 08001 Barcelona',
      '900 828 282',
      'atencio@energiademo.example',
      // Customer and where the invoice is addressed.
      customer.name,
      customer.taxId,
      known.billing_address,
      // Supply and contract.
      invoice.cups!.name,
      invoice.cups!.full_address,
      invoice.contract!.name,
      known.product,
      `${l.accessTariff} ${known.tariff}`,
      // Invoice data: number, issue date, period, due date, payment method.
      invoice.number,
      `${l.invoiceDate} ${dmy(invoice.date)}`,
      `${dmy(invoice.start_date)} – ${dmy(invoice.end_date)}`,
      `${l.dueDate} ${dmy(dueDate)}`,
      l.paymentMethod,
      // Breakdown, readings, history, where the money goes.
      l.breakdown,
      l.readings.title,
      l.history.title,
      l.destination.title,
      // Comparator, claims and the distributor's outage line.
      'comparadorofertas.cnmc.es',
      plain(l.claims(['900 828 282', 'atencio@energiademo.example', 'Carrer de la Llum 12, 08001 Barcelona'].join(' · '))).slice(0, 60),
      plain(l.outages(known.distributor, known.distributor_phone)),
    ];
    for (const fragment of expected) expect(text, `${invoice.number} ${language}: ${fragment}`).toContain(fragment);
    // Contracted power per period, as the contract holds it.
    for (const [i, watts] of known.powers.entries()) expect(text).toContain(`P${i + 1} ${plain(formatPower(watts / 1000, language))}`);
    // The figures are the billing engine's, line by line, and add up to the invoice's total.
    for (const line of computation.lines) expect(text, `line ${line.key} ${line.period ?? ''}`).toContain(money(language, line.amount));
    for (const tax of computation.taxes) expect(text, `tax ${tax.key}`).toContain(money(language, tax.amount));
    expect(text).toContain(money(language, computation.total));
    expect(computation.total).toBe(invoice.amount_total);
    return { text, computation, known, l };
  }

  it('a 2.0TD household invoice: readings per period, history, destination of the money, masked IBAN', async () => {
    // The house's newest invoice collected by direct debit whose energy still costs something after
    // the self-consumption compensation (in a sunny month it can cost nothing, and a share of nothing
    // is left out: invoice-figures.test.ts).
    const energyOf = (computation: TInvoiceComputation) =>
      computation.lines
        .filter((line) => ['energy_term', 'tariff_option_discount', 'self_consumption_compensation'].includes(line.key))
        .reduce((a, line) => a + Math.round(line.amount * 100), 0);
    let invoice: TInvoice | undefined;
    for (const candidate of electricity.filter(
      (i) =>
        i.contract?.name === '0001002' &&
        i.rectificative_type === 'N' &&
        ['pending_remesa', 'paid_without_transaction'].includes(i.paid_status),
    )) {
      if (energyOf(await computationOf(t.database, candidate.id)) !== 0) {
        invoice = candidate;
        break;
      }
    }
    expect(invoice).toBeDefined();
    const { text, computation, known, l } = await expectRegulatedContent(invoice!, marta, 'ca-ES', {
      name: 'Marta Puig Serra',
      taxId: '12345678Z',
    });
    expect(known.tariff).toBe('2.0TD');
    expect(known.iban).not.toBeNull();
    expect(text).toContain(l.payment.directDebit(maskedIban(known.iban!)));
    expect(text).not.toContain(known.iban!);
    // Three energy registers: previous and current reading, the difference being the kWh billed in that period.
    for (const period of ['P1', 'P2', 'P3']) {
      const billed = computation.lines
        .filter((line) => line.key === 'energy_term' && line.period === period)
        .reduce((a, line) => a + line.quantity, 0);
      const kwh = spaces(formatQuantity(Math.round(billed * 1000) / 1000, 'kWh', 'ca-ES')).replace(/\./g, '\\.');
      expect(text).toMatch(new RegExp(`${period} [\\d.,]+ kWh [\\d.,]+ kWh ${kwh} (Real|Estimada)`));
    }
    // Where the money goes: energy, power, meter rental and taxes, the engine's sums.
    const sum = (keys: string[]) =>
      computation.lines.filter((line) => keys.includes(line.key)).reduce((a, line) => a + Math.round(line.amount * 100), 0) / 100;
    expect(text).toMatch(new RegExp(`Potència ${money('ca-ES', sum(['power_term']))} [\\d,]+ %`));
    expect(text).toMatch(new RegExp(`Energia ${money('ca-ES', energyOf(computation) / 100)} [\\d,]+ %`));
  });

  it('a 3.0TD company invoice shows six contracted powers and six registers, in Spanish', async () => {
    const invoice = companyElectricity.find((i) => i.rectificative_type === 'N')!;
    const { text, known } = await expectRegulatedContent(invoice, company, 'es-ES', { name: 'Fusteria Vallès SL', taxId: 'B58378431' });
    expect(known.tariff).toBe('3.0TD');
    expect(known.powers).toHaveLength(6);
    for (const period of ['P4', 'P5', 'P6']) expect(text).toMatch(new RegExp(`${period} [\\d.,]+ kWh [\\d.,]+ kWh`));
    expect(text).toContain('Término de potencia P6');
  });

  it('a gas invoice: access tariff RL, one register, the hydrocarbon tax in the destination', async () => {
    const invoice = gas[0]!;
    const { text, known, l } = await expectRegulatedContent(invoice, marta, 'gl-ES', { name: 'Marta Puig Serra', taxId: '12345678Z' });
    expect(known.tariff).toMatch(/^RL\./);
    expect(text).toMatch(new RegExp(`${known.tariff.replace('.', '\\.')} [\\d.,]+ kWh [\\d.,]+ kWh`));
    expect(text).toContain(l.taxes.hydrocarbon_tax);
    expect(text).not.toContain(l.contractedPower);
  });

  it.each(['en-US', 'fr-FR', 'de-DE'] as const)('keeps to one page in %s', async (language) => {
    const invoice = companyElectricity.find((i) => i.rectificative_type === 'N')!;
    const { pages, text } = await pdf(invoice, company, language);
    expect(pages).toBe(1);
    expect(text).toContain(INVOICE_LABELS[language].readings.title);
  });

  it('fits every single invoice of the household and the company on one page', async () => {
    for (const [invoices, token] of [
      [[...electricity, ...gas], marta],
      [companyElectricity, company],
    ] as const) {
      for (const invoice of invoices) expect((await pdf(invoice, token, 'ca-ES')).pages, invoice.number).toBe(1);
    }
  });

  it('moves what does not fit to a second page instead of drawing it off the page', async () => {
    const invoice = electricity.find((i) => i.rectificative_type === 'N' && i.paid_status === 'paid')!;
    const computation = await computationOf(t.database, invoice.id);
    const energy = computation.lines.find((line) => line.key === 'energy_term')!;
    // Forty price stretches: far more rows than a page holds.
    const stretches = Array.from({ length: 40 }, () => ({ ...energy }));
    await t.database.db.execute(
      sql`update invoices set computation = ${JSON.stringify({ ...computation, lines: [...computation.lines, ...stretches] })}::jsonb where id = ${invoice.id}`,
    );
    const { pages, text } = await pdf(invoice, marta, 'ca-ES');
    expect(pages).toBe(2);
    const lastPage = text.split('\n')[1]!.replace(/\s+/g, ' ');
    expect(lastPage).toContain('comparadorofertas.cnmc.es');
    await t.database.db.execute(sql`update invoices set computation = ${JSON.stringify(computation)}::jsonb where id = ${invoice.id}`);
  });
});
