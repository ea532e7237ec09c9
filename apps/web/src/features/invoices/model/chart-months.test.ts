import { describe, expect, it } from 'vitest';
import { chartWindow, fillChartMonths, monthsBetween } from './chart-months.ts';

describe('chart months', () => {
  it('lists every month of the range, across years', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2021-01', '2024-12')).toHaveLength(48);
    expect(monthsBetween('2025-03', '2025-03')).toEqual(['2025-03']);
    expect(monthsBetween('2025-03', '2025-01')).toEqual([]);
    expect(monthsBetween('nonsense', '2025-01')).toEqual([]);
    expect(monthsBetween('0001-01', '9999-12')).toHaveLength(1200);
  });

  it('puts the months without invoices between January 2021 and December 2024 as gaps (null), keeping real zeros', () => {
    const filled = fillChartMonths({
      months: ['2021-01', '2021-03', '2024-12'],
      series: [
        { name: 'C1', values: [10, 0, 30] },
        { name: 'C2', values: [0, 5, 0] },
      ],
    });
    expect(filled.months).toHaveLength(48);
    expect(filled.months.slice(0, 3)).toEqual(['2021-01', '2021-02', '2021-03']);
    expect(filled.months.at(-1)).toBe('2024-12');
    expect(filled.series[0]!.values.slice(0, 4)).toEqual([10, null, 0, null]);
    expect(filled.series[1]!.values.slice(0, 3)).toEqual([0, null, 5]);
    expect(filled.series[0]!.values.at(-1)).toBe(30);
    expect(filled.series[0]!.values.filter((value) => value === null)).toHaveLength(45);
  });

  it('leaves an empty chart empty', () => {
    expect(fillChartMonths({ months: [], series: [] })).toEqual({ months: [], series: [] });
  });

  it('shows the newest 12 months on a phone and 36 on a wide screen when there are more', () => {
    const months = (count: number) => fillChartMonths({ months: monthsBetween('2021-01', '2030-12').slice(0, count), series: [] });
    const every = (count: number) => {
      const all = monthsBetween('2021-01', '2030-12').slice(0, count);
      return fillChartMonths({ months: all, series: [{ name: 'C1', values: all.map(() => 10) }] });
    };
    expect(chartWindow(every(48), true)).toEqual({ startValue: 36, endValue: 47 });
    expect(chartWindow(every(12), true)).toBeNull();
    expect(chartWindow(every(48), false)).toEqual({ startValue: 12, endValue: 47 });
    expect(chartWindow(every(30), false)).toBeNull();
    expect(chartWindow(months(30), false)).toBeNull();
  });

  it('starts the window at the first month with an invoice, not on the empty months after a gap', () => {
    // A closed contract billed in January 2023, then a new one monthly from November 2024 to October 2026.
    const recent = monthsBetween('2024-11', '2026-10');
    const data = fillChartMonths({
      months: ['2023-01', ...recent],
      series: [{ name: 'C1', values: [50, ...recent.map(() => 40)] }],
    });
    expect(data.months).toHaveLength(46);
    const wide = chartWindow(data, false)!;
    expect(data.months[wide.startValue]).toBe('2024-11');
    expect(data.months[wide.endValue]).toBe('2026-10');
    const phone = chartWindow(data, true)!;
    expect([data.months[phone.startValue], data.months[phone.endValue]]).toEqual(['2025-11', '2026-10']);
  });
});
