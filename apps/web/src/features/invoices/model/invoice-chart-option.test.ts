import { CHART_PALETTE, invoiceChartSeries } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { invoiceFixture, multipointInvoiceFixture } from '../test/invoice-fixture.ts';
import { fillChartMonths } from './chart-months.ts';
import { invoiceChartOption, type TInvoiceChartLabels } from './invoice-chart-option.ts';
import { chartSummary, chartTotal } from './invoice-chart-summary.ts';

const labels: TInvoiceChartLabels = {
  month: (m) => `M${m}`,
  series: (name) => (name === 'others' ? 'Others' : name),
  euros: (n) => `${n} €`,
};
const data = invoiceChartSeries([
  invoiceFixture({ id: 1, date: '2025-01-10', amount_total: 10.1 }),
  invoiceFixture({ id: 2, date: '2025-02-10', amount_total: 20.2, contract: { name: 'C2', type: 'electricity' } }),
  multipointInvoiceFixture({ date: '2025-02-20' }),
]);

describe('invoice chart', () => {
  it('stacks one bar series per contract over the months, in the palette', () => {
    const option = invoiceChartOption(data, labels, { narrow: false, animate: true });
    expect(option.color).toEqual([...CHART_PALETTE]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['M2025-01', 'M2025-02'] });
    const series = option.series as Array<{ name: string; stack: string; data: number[] }>;
    expect(series.map((s) => s.name)).toEqual(['C1001', 'C2', 'C3001', 'C3002']);
    expect(series.every((s) => s.stack === 'total')).toBe(true);
    expect(series[0]!.data).toEqual([10.1, 0]);
    expect(option.legend).toMatchObject({ type: 'scroll' });
  });

  it('wraps the legend above the bars on narrow screens with many series', () => {
    const many = { months: ['2025-01'], series: Array.from({ length: 7 }, (_, i) => ({ name: `C${i}`, values: [1] })) };
    expect(invoiceChartOption(many, labels, { narrow: true, animate: false }).legend).toMatchObject({ type: 'plain' });
    expect(invoiceChartOption(many, labels, { narrow: false, animate: false }).legend).toMatchObject({ type: 'scroll' });
  });

  it('draws months without invoices as gaps on a continuous axis, labels inside the chart', () => {
    const sparse = invoiceChartSeries([
      invoiceFixture({ id: 1, date: '2021-01-10', amount_total: 10 }),
      invoiceFixture({ id: 2, date: '2024-12-10', amount_total: 20 }),
    ]);
    const option = invoiceChartOption(fillChartMonths(sparse), labels, { narrow: false, animate: false });
    const axis = option.xAxis as { data: string[] };
    expect(axis.data).toHaveLength(48);
    expect(axis.data.slice(0, 2)).toEqual(['M2021-01', 'M2021-02']);
    const values = (option.series as Array<{ data: (number | null)[] }>)[0]!.data;
    expect([values[0], values[1], values.at(-1)]).toEqual([10, null, 20]);
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' });
  });

  it('on a phone shows the newest 12 months with a range slider, labels turned; wide screens show up to 36', () => {
    const monthList = Array.from({ length: 24 }, (_, i) => `20${23 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const months = { months: monthList, series: [{ name: 'C1', values: monthList.map(() => 10) }] };
    const phone = invoiceChartOption(fillChartMonths(months), labels, { narrow: true, animate: false });
    expect(phone.dataZoom).toEqual([expect.objectContaining({ type: 'slider', startValue: 12, endValue: 23 })]);
    expect(phone.xAxis).toMatchObject({ axisLabel: { rotate: 45 } });
    const wide = invoiceChartOption(fillChartMonths(months), labels, { narrow: false, animate: false });
    expect(wide.dataZoom).toBeUndefined();
    expect(wide.xAxis).toMatchObject({ axisLabel: { rotate: 0 } });
    // A few months on a phone need neither.
    const few = invoiceChartOption(data, labels, { narrow: true, animate: false });
    expect(few.dataZoom).toBeUndefined();
    expect(few.xAxis).toMatchObject({ axisLabel: { rotate: 0 } });
  });

  it('sums without float noise and summarises for screen readers', async () => {
    expect(chartTotal(data)).toBe(930.3);
    const { useEnglishInvoices } = await import('../test/invoice-fixture.ts');
    await useEnglishInvoices();
    expect(chartSummary(data, labels, i18n.t)).toBe(
      'Bar chart of the amounts invoiced per month from M2025-01 to M2025-02, stacked by contract (4 contracts), 930.3 € in total. The figures are in the table that follows.',
    );
  });
});
