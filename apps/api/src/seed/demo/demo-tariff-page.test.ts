import { LANGUAGES, type TInvoiceComputation } from '@portal/domain';
import { sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TARIFF_PAGE_PRODUCTS } from './demo-tariff-page-prices.ts';
import { madridToday } from './invoice-periods.ts';

/** The cells of each table of an HTML fragment, row by row: [table][row][cell]. */
function tablesOf(html: string): string[][][] {
  const tables: string[][][] = [];
  let row: string[] = [];
  let text = '';
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    onOpenTag: (tag) => {
      if (tag === 'table') tables.push([]);
      if (tag === 'tr') row = [];
      if (tag === 'td' || tag === 'th') text = '';
    },
    textFilter: (value) => {
      text += value;
      return value;
    },
    onCloseTag: (tag) => {
      if (tag === 'td' || tag === 'th') row.push(text.trim());
      if (tag === 'tr') tables.at(-1)?.push(row);
    },
  });
  return tables;
}

const figure = (text: string) => Number(text.replace(/\u00a0/g, '').replace(',', '.'));

describe('the "Our tariffs" page publishes what the invoices bill', () => {
  let t: TestApp;
  let blocks: { language: string; html: string }[];
  let billed: { power: Map<string, number>; energy: Map<string, number> };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    blocks = rowsOf<{ language: string; html: string }>(
      await db.execute(sql`select t.language, t.html_block as html from html_element_texts t
        join html_elements e on e.id = t.element_id where e.priority = 10 and e.page_id is not null`),
    );
    // The newest invoice of a contract on the published 2.0TD product, and the price of each
    // period's last stretch: what it bills today.
    const [invoice] = rowsOf<{ computation: TInvoiceComputation }>(
      await db.execute(sql`select i.computation from invoices i
        join contracts c on c.id = i.contract_id join price_lists p on p.id = c.price_list_id
        where p.name = ${TARIFF_PAGE_PRODUCTS.electricity} and i.rectificative_type = 'N'
        order by i.end_date desc, i.id desc limit 1`),
    );
    if (!invoice) throw new Error('no invoice of the published product');
    const lastPrices = (key: string) => {
      const lines = invoice.computation.lines.filter((line) => line.key === key);
      const last = new Map<string, { to: string; price: number }>();
      for (const line of lines)
        if (!last.has(line.period!) || last.get(line.period!)!.to < line.to) last.set(line.period!, { to: line.to, price: line.unitPrice });
      return new Map([...last].map(([period, { price }]) => [period, price]));
    };
    billed = { power: lastPrices('power_term'), energy: lastPrices('energy_term') };
  });
  afterAll(() => t.close());

  it('has the billed 2.0TD prices in each language: energy P1–P3, power P1–P2 and no P3', () => {
    expect(blocks).toHaveLength(LANGUAGES.length);
    expect([...billed.energy.keys()].sort()).toEqual(['P1', 'P2', 'P3']);
    expect([...billed.power.keys()].sort()).toEqual(['P1', 'P2']);
    for (const { language, html } of blocks) {
      const [energy, power, more] = tablesOf(html);
      expect(more, language).toBeUndefined();
      // Each table: a header row, then one row per period (its name, its price).
      const prices = (table: string[][] | undefined) => (table ?? []).slice(1).map((cells) => figure(cells[1] ?? ''));
      expect(prices(energy), language).toEqual([billed.energy.get('P1'), billed.energy.get('P2'), billed.energy.get('P3')]);
      expect(prices(power), language).toEqual([billed.power.get('P1'), billed.power.get('P2')]);
      expect(html).not.toContain('0,1890');
      expect(html).not.toContain('0.0813');
    }
  });

  it('has the RL.1 gas prices in force, per day and per kWh as billed, read from the price table', async () => {
    const inForce = rowsOf<{ term: string; price: number }>(
      await t.database.db.execute(sql`select distinct on (pp.term) pp.term, pp.price::float8 as price
        from price_list_prices pp join price_lists p on p.id = pp.price_list_id
        where p.name = ${TARIFF_PAGE_PRODUCTS.gas} and pp.term in ('fixed', 'variable') and pp.valid_from <= ${madridToday()}
        order by pp.term, pp.valid_from desc`),
    );
    const gas = await t.database.db.execute(sql`select t.language, t.html_block as html from html_element_texts t
        join html_elements e on e.id = t.element_id where e.priority = 20 and e.page_id is not null`);
    for (const { language, html } of rowsOf<{ language: string; html: string }>(gas)) {
      const figures = [...html.matchAll(/0[.,]\d+/g)].map((match) => figure(match[0]));
      expect(figures, language).toEqual(['fixed', 'variable'].map((term) => inForce.find((row) => row.term === term)?.price));
    }
  });
});
