import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, invoiceChartHeight, invoiceChartSeries, type TChartInvoice } from './invoice-chart.ts';

const single = (date: string, contract: string, amount_total: number): TChartInvoice => ({
  date,
  amount_total,
  contract: { name: contract },
  points: [],
});

describe('CHART_PALETTE', () => {
  it('has 19 distinct colours with the teal base first', () => {
    expect(CHART_PALETTE).toHaveLength(19);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(19);
    expect(CHART_PALETTE[0]).toBe('#00857C');
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('invoiceChartHeight', () => {
  it('doubles only on narrow screens with more than 6 series', () => {
    expect(invoiceChartHeight(7, true)).toBe(1000);
    expect(invoiceChartHeight(6, true)).toBe(500);
    expect(invoiceChartHeight(12, false)).toBe(500);
  });
});

describe('invoiceChartSeries', () => {
  it('groups by month, oldest first, and stacks by contract in euros', () => {
    const chart = invoiceChartSeries([
      single('2025-03-31', 'B', 10.1),
      single('2025-01-15', 'A', 20),
      single('2025-03-02', 'A', 0.1),
      single('2025-03-20', 'A', 0.2),
    ]);
    expect(chart.months).toEqual(['2025-01', '2025-03']);
    expect(chart.series).toEqual([
      { name: 'A', values: [20, 0.3] },
      { name: 'B', values: [0, 10.1] },
    ]);
  });

  it('sums the smallest contracts of a crowded bar into others', () => {
    const invoices = [
      single('2025-05-01', 'A', 50),
      single('2025-05-01', 'B', 40),
      single('2025-05-01', 'C', 5),
      single('2025-05-01', 'D', 3.5),
      single('2025-06-01', 'C', 7),
    ];
    const chart = invoiceChartSeries(invoices, 2);
    expect(chart.months).toEqual(['2025-05', '2025-06']);
    expect(chart.series).toEqual([
      { name: 'A', values: [50, 0] },
      { name: 'B', values: [40, 0] },
      { name: 'C', values: [0, 7] },
      { name: 'others', values: [8.5, 0] },
    ]);
  });

  it('keeps every contract when a bar is within the limit', () => {
    const chart = invoiceChartSeries([single('2025-05-01', 'A', 1), single('2025-05-01', 'B', 2)], 2);
    expect(chart.series.map((s) => s.name)).toEqual(['A', 'B']);
  });

  it("stacks a multipoint invoice by each point's contract", () => {
    const multipoint: TChartInvoice = {
      date: '2025-02-28',
      amount_total: 300,
      contract: null,
      cups: null,
      points: [
        { contract_name: 'P1', amount_total: 100 },
        { contract_name: 'P2', amount_total: 200 },
      ],
    };
    expect(invoiceChartSeries([multipoint, single('2025-02-01', 'P1', 5)]).series).toEqual([
      { name: 'P1', values: [105] },
      { name: 'P2', values: [200] },
    ]);
  });

  it('answers no months for no invoices', () => {
    expect(invoiceChartSeries([])).toEqual({ months: [], series: [] });
  });
});
