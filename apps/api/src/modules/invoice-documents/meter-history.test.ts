import { describe, expect, it } from 'vitest';
import { type MeterDay, meterSummary } from './meter-history.ts';

/** A gas day: one reading, Wh. */
const gasDay = (day: string, wh: number, estimated = false): MeterDay => ({ day, values: [wh], estimated });

describe('meterSummary', () => {
  const days = [gasDay('2026-01-30', 10_000), gasDay('2026-01-31', 5_000), gasDay('2026-02-01', 2_000), gasDay('2026-02-02', 3_000)];
  const period = { startDate: '2026-02-01', endDate: '2026-02-02' };

  it('reads the register before the period from every day on record and adds what the invoice bills', () => {
    const summary = meterSummary('RL.1', days, period, [5]);
    expect(summary.since).toBe('2026-01-30');
    expect(summary.readings).toEqual([{ period: 1, previousKwh: 15, currentKwh: 20, real: true }]);
  });

  it('calls the reading estimated when the kWh billed are not the ones metered, or a slot was estimated', () => {
    expect(meterSummary('RL.1', days, period, [5.6]).readings[0]).toMatchObject({ currentKwh: 20.6, real: false });
    const estimated = [...days.slice(0, 3), gasDay('2026-02-02', 3_000, true)];
    expect(meterSummary('RL.1', estimated, period, [5]).readings[0]!.real).toBe(false);
  });

  it('sums twelve calendar months up to the period, empty months at zero', () => {
    const { history } = meterSummary('RL.1', days, period, [5]);
    expect(history).toHaveLength(12);
    expect(history[0]!.month).toBe('2025-03');
    expect(history.at(-2)).toEqual({ month: '2026-01', kwh: 15 });
    expect(history.at(-1)).toEqual({ month: '2026-02', kwh: 5 });
    expect(history[5]!.kwh).toBe(0);
  });
});
