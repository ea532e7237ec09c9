import { CHART_PALETTE, invoiceChartSeries } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { invoiceFixture, multipointInvoiceFixture } from '../test/invoice-fixture.ts';
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

  it('sums without float noise and summarises for screen readers', async () => {
    expect(chartTotal(data)).toBe(930.3);
    const { useEnglishInvoices } = await import('../test/invoice-fixture.ts');
    await useEnglishInvoices();
    expect(chartSummary(data, labels, i18n.t)).toBe(
      'Bar chart of the amounts invoiced per month from M2025-01 to M2025-02, stacked by contract (4 contracts), 930.3 € in total. The figures are in the table that follows.',
    );
  });
});
