import { LANGUAGES, type TInvoice } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computationOf, dmy, money, rows } from '../../test/documents-test-support.ts';
import { demoInvoices, get, PERSONAS } from '../../test/invoices-test-support.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVOICE_LABELS } from './texts/index.ts';

describe('GET /api/v1/invoices{,_multipoint}/:id/pdf/', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let electricity: TInvoice[];
  let gas: TInvoice[];
  let multipoint: TInvoice[];
  const ca = { 'accept-language': 'ca-ES,ca;q=0.9' };
  const pdfOf = async (invoice: TInvoice, token: string, headers: Record<string, string> = ca, query = '') => {
    const list = invoice.type === 'multipoint' ? 'invoices_multipoint' : 'invoices';
    const res = await get(t, `/api/v1/${list}/${invoice.id}/pdf/${query}`, token, headers);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ marta, company, electricity, gas, multipoint } = await demoInvoices(t));
  });
  afterAll(() => t.close());

  it('is a real PDF named after the invoice, with every line of its computation', async () => {
    const invoice = electricity.find((i) => i.paid_status === 'pending_transfer' && i.rectificative_type === 'N')!;
    const res = await pdfOf(invoice, marta);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"; filename*=UTF-8''invoice-${invoice.number}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const parsed = await PDFDocument.load(res.rawPayload);
    expect(parsed.getTitle()).toBe(`Factura ${invoice.number}`);
    const { text } = await readPdf(res.rawPayload);
    const computation = await computationOf(t.database, invoice.id);
    const expected = [
      'Energia Demo',
      `Factura ${invoice.number}`,
      'Marta Puig Serra',
      PERSONAS.marta,
      dmy(invoice.date),
      `${dmy(invoice.start_date)} – ${dmy(invoice.end_date)}`,
      invoice.contract!.name,
      invoice.cups!.name,
      invoice.cups!.full_address,
      'Terme de potència P1',
      'Terme de potència P2',
      "Terme d'energia P1",
      "Terme d'energia P2",
      "Terme d'energia P3",
      'Lloguer del comptador',
      "Impost sobre l'electricitat",
      'IVA',
      'Total abans d’IVA',
      'Import pendent',
      'Pendent de pagament',
      ...computation.lines.map((line) => money('ca-ES', line.amount)),
      ...computation.taxes.map((tax) => money('ca-ES', tax.amount)),
      money('ca-ES', computation.totalBeforeVat),
      money('ca-ES', invoice.amount_total),
      money('ca-ES', invoice.amount_pending),
    ];
    for (const fragment of expected) expect(text, fragment).toContain(fragment);
    expect(computation.total).toBe(invoice.amount_total);
    expect(text).not.toContain('Factura multipunt');
  });

  it('prints the gas terms and the hydrocarbon tax', async () => {
    const { text } = await readPdf((await pdfOf(gas[0]!, marta)).rawPayload);
    for (const label of ['Electricitat', 'Terme fix', 'Terme variable', 'Impost sobre hidrocarburs', 'IVA']) {
      if (label === 'Electricitat') expect(text).not.toContain('Factura · Electricitat');
      else expect(text, label).toContain(label);
    }
    expect(text).toContain('Factura · Gas');
    expect(text).not.toContain('Terme de potència');
  });

  it('prints the self-consumption compensation with the lines and the battery discount after the VAT', async () => {
    const has = (computation: { lines: { key: string }[] }, key: string) => computation.lines.some((line) => line.key === key);
    let found = false;
    for (const invoice of electricity.filter((i) => i.rectificative_type === 'N')) {
      const computation = await computationOf(t.database, invoice.id);
      if (!has(computation, 'self_consumption_compensation') || !has(computation, 'virtual_battery_discount')) continue;
      const { text } = await readPdf((await pdfOf(invoice, marta)).rawPayload);
      const battery = computation.lines.find((line) => line.key === 'virtual_battery_discount')!;
      expect(text).toContain("Compensació d'excedents d'autoconsum");
      expect(text).toContain(money('ca-ES', battery.amount));
      // Lines, taxes, total before VAT, VAT, then the battery discount and the total payable.
      const at = (fragment: string) => text.indexOf(fragment);
      expect(at('Descompte de la bateria virtual')).toBeGreaterThan(at('Total abans d’IVA'));
      expect(at("Compensació d'excedents d'autoconsum")).toBeLessThan(at('Total abans d’IVA'));
      expect(computation.total).toBe(Math.round((computation.totalBeforeVat + computation.vat + battery.amount) * 100) / 100);
      found = true;
      break;
    }
    expect(found).toBe(true);
  });

  it('names cancelling and rectifying invoices and the invoice they rectify', async () => {
    const links = await rows<{ id: number; type: string; rectified: string }>(
      t.database,
      sql`select i.id, i.rectificative_type as type, r.number as rectified from invoices i join invoices r on r.id = i.rectified_invoice_id
          where i.customer_id = (select customer_id from users where login = ${PERSONAS.marta}) order by i.id`,
    );
    expect(links.map((l) => l.type).sort()).toEqual(['A', 'B', 'R', 'R']);
    const titles: Record<string, string> = { A: 'Factura abonadora', B: 'Factura abonadora', R: 'Factura rectificativa' };
    for (const link of links) {
      const invoice = electricity.find((i) => i.id === link.id)!;
      const { text } = await readPdf((await pdfOf(invoice, marta)).rawPayload);
      expect(text).toContain(`${titles[link.type]} ${invoice.number}`);
      expect(text).toMatch(new RegExp(`Rectifica la factura\\s+${link.rectified}`));
      if (link.type === 'A') expect(text).toContain('Retornada');
      if (link.type === 'B') expect(text).toContain('Pendent de devolució');
    }
  });

  it('notes the legal minimum of the electricity tax when it was charged', async () => {
    const invoice = electricity[3]!;
    await t.database.db.execute(sql`update invoices set computation = jsonb_set(computation, '{taxes}',
      (select jsonb_agg(case when tax->>'key' = 'electricity_tax' then tax || '{"minimumApplied": true}' else tax end)
       from jsonb_array_elements(computation->'taxes') tax)) where id = ${invoice.id}`);
    const { text } = await readPdf((await pdfOf(invoice, marta)).rawPayload);
    expect(text).toContain('mínim legal per MWh aplicat (Llei 38/1992, art. 99.2)');
    const { text: other } = await readPdf((await pdfOf(electricity[4]!, marta)).rawPayload);
    expect(other).not.toContain('mínim legal');
  });

  it('prints a price change inside the period as two stretches with their dates', async () => {
    const invoice = electricity[5]!;
    const computation = await computationOf(t.database, invoice.id);
    const split = computation.lines.find((line) => line.key === 'energy_term')!;
    const changed = { ...split, to: '2099-01-01' };
    await t.database.db.execute(
      sql`update invoices set computation = ${JSON.stringify({ ...computation, lines: [...computation.lines, { ...changed, from: invoice.start_date }] })}::jsonb where id = ${invoice.id}`,
    );
    const { text } = await readPdf((await pdfOf(invoice, marta)).rawPayload);
    expect(text).toContain(`(${dmy(invoice.start_date)} – 01/01/2099)`);
  });

  it('gives a multipoint invoice a summary and one section per supply point', async () => {
    const invoice = multipoint[0]!;
    const res = await pdfOf(invoice, company, { 'accept-language': 'es-ES' });
    expect(res.headers['content-disposition']).toContain(`filename="invoice-${invoice.number}.pdf"`);
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Factura multipunto ${invoice.number}`);
    expect(text).toContain('Resumen · Puntos de suministro');
    expect(text).toContain('Fusteria Vallès SL');
    const [point] = await rows<{ computation: { lines: Array<{ key: string; period?: string; amount: number }> } }>(
      t.database,
      sql`select computation from invoice_points where invoice_id = ${invoice.id} and position = 1`,
    );
    invoice.points.forEach((p, index) => {
      for (const fragment of [
        p.contract_name,
        p.cups_name,
        money('es-ES', p.amount_total),
        `Punto de suministro ${index + 1} · ${p.cups_name}`,
      ]) {
        expect(text, fragment).toContain(fragment);
      }
    });
    for (const line of point!.computation.lines) expect(text).toContain(money('es-ES', line.amount));
    for (const fragment of ['Término de potencia P6', 'Total del punto', money('es-ES', invoice.amount_total), 'Pendiente de pago']) {
      expect(text, fragment).toContain(fragment);
    }
  });

  it.each(LANGUAGES)('speaks %s when the request asks for it', async (language) => {
    const labels = INVOICE_LABELS[language];
    const invoice = electricity.find((i) => i.paid_status === 'paid' && i.rectificative_type === 'N')!;
    const { text } = await readPdf((await pdfOf(invoice, marta, { 'accept-language': `${language},en;q=0.5` })).rawPayload);
    for (const label of [
      labels.titles.normal,
      labels.breakdown,
      labels.lines.energy_term,
      labels.taxes.vat,
      labels.statuses.paid,
      labels.amountPending,
    ]) {
      expect(text, `${language}: ${label}`).toContain(label);
    }
    expect(text).toContain(money(language, invoice.amount_total));
    // Each language's own money format: "€47.31" in English only, "47,31 €" in the others.
    const [own, other] = language === 'en-US' ? [/€\d+\.\d{2}\b/, /\d,\d{2} €/] : [/\d,\d{2} €/, /€\d/];
    expect(text).toMatch(own);
    expect(text).not.toMatch(other);
  });

  it('takes ?lang first, then Accept-Language, then the session’s language', async () => {
    const invoice = electricity[0]!;
    expect((await readPdf((await pdfOf(invoice, marta, { 'accept-language': 'es-ES' }, '?lang=de')).rawPayload)).text).toContain(
      'Rechnung',
    );
    expect((await readPdf((await pdfOf(invoice, marta, { 'accept-language': 'fr' })).rawPayload)).text).toContain('Détail de la facture');
    // The company's user signed in with Spanish as its language and sends no preference.
    expect((await readPdf((await pdfOf(multipoint[0]!, company, {})).rawPayload)).text).toContain('Resumen · Puntos de suministro');
    expect((await readPdf((await pdfOf(invoice, marta, { 'accept-language': 'ja-JP' })).rawPayload)).text).toContain(
      'Detall de la factura',
    );
  });
});
