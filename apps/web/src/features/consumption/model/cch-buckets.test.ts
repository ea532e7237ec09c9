import { describe, expect, it } from 'vitest';
import { addMonths, bucketLabel, curveBuckets, hourTicks } from './cch-buckets.ts';

describe('curveBuckets (bucket i is at start + i × step)', () => {
  it('months run over the year end', () => {
    const buckets = curveBuckets({ type: 'monthly', start: '2024-11', count: 3 });
    expect(buckets.map((b) => b.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(addMonths('2025-01', -13)).toBe('2023-12');
  });

  it('days run over the month end and leap days', () => {
    const buckets = curveBuckets({ type: 'daily', start: '2024-02-28', count: 3 });
    expect(buckets.map((b) => b.day)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('the spring change day has 23 hours: no 02:00, the next day starts at bucket 23', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-03-30T00:00+01:00', count: 24 });
    const day = buckets.filter((b) => b.day === '2025-03-30');
    expect(day).toHaveLength(23);
    expect(day.map((b) => b.hour)).not.toContain(2);
    expect(day[2]).toMatchObject({ hour: 3, offset: '+02:00', repeated: false });
    expect(buckets[23]).toMatchObject({ day: '2025-03-31', hour: 0, offset: '+02:00' });
    expect(bucketLabel(buckets[2]!, 'hourly', 'es-ES')).toBe('30/03/2025 03:00');
  });

  it('the autumn change day has 25 hours: 02:00 twice, told apart by the offset', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-10-26T00:00+02:00', count: 26 });
    const day = buckets.filter((b) => b.day === '2025-10-26');
    expect(day).toHaveLength(25);
    expect(day.filter((b) => b.hour === 2).map((b) => b.offset)).toEqual(['+02:00', '+01:00']);
    expect(buckets[25]).toMatchObject({ day: '2025-10-27', hour: 0 });
    expect(bucketLabel(buckets[2]!, 'hourly', 'es-ES')).toBe('26/10/2025 02:00 (UTC+02:00)');
    expect(bucketLabel(buckets[3]!, 'hourly', 'es-ES')).toBe('26/10/2025 02:00 (UTC+01:00)');
    expect(bucketLabel(buckets[4]!, 'hourly', 'es-ES')).toBe('26/10/2025 03:00');
  });

  it('quarter-hours: four a metered hour, 100 on the autumn change day and 92 on the spring one', () => {
    const autumn = curveBuckets({ type: 'quarter-hourly', start: '2025-10-26T00:00+02:00', count: 100 });
    expect(autumn.every((b) => b.day === '2025-10-26')).toBe(true);
    expect(autumn.slice(8, 16).map((b) => `${b.hour}:${b.minute}${b.offset}`)).toEqual([
      '2:0+02:00',
      '2:15+02:00',
      '2:30+02:00',
      '2:45+02:00',
      '2:0+01:00',
      '2:15+01:00',
      '2:30+01:00',
      '2:45+01:00',
    ]);
    const spring = curveBuckets({ type: 'quarter-hourly', start: '2025-03-30T00:00+01:00', count: 93 });
    expect(spring[92]).toMatchObject({ day: '2025-03-31', hour: 0, minute: 0 });
  });

  it('labels months and days in the language', () => {
    expect(bucketLabel(curveBuckets({ type: 'daily', start: '2025-03-31', count: 1 })[0]!, 'daily', 'en-US')).toBe('03/31/2025');
    expect(bucketLabel(curveBuckets({ type: 'monthly', start: '2025-03', count: 1 })[0]!, 'monthly', 'en-US')).toBe('Mar 2025');
  });
});

describe('hourTicks (hourly axis labels)', () => {
  it("labels every third hour, with the date only under a day's first label", () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-06-15T00:00+02:00', count: 48 });
    const ticks = hourTicks(buckets, 'ca-ES');
    const drawn = ticks.labels.filter((_, index) => ticks.shown[index]);
    expect(drawn).toHaveLength(16);
    expect(drawn.filter((label) => label.includes('/'))).toEqual(['00:00\n15/06/2025', '00:00\n16/06/2025']);
    expect(drawn[1]).toBe('03:00');
  });

  it('labels every hour of quarter-hours, at its first quarter', () => {
    const buckets = curveBuckets({ type: 'quarter-hourly', start: '2025-06-15T00:00+02:00', count: 96 });
    const ticks = hourTicks(buckets, 'ca-ES');
    expect(ticks.shown.filter(Boolean)).toHaveLength(24);
    expect(ticks.shown.slice(0, 5)).toEqual([true, false, false, false, true]);
  });
});
