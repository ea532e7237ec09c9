import { describe, expect, it } from 'vitest';
import { dayConsumption, seededRandom } from './consumption-model.ts';
import { DEMO_POINT_MODELS, DEMO_READING_ISSUES, demoConsumption, energyByPeriod, estimatedDaysOf, totalKwh } from './demo-consumption.ts';
import { DEMO_INVOICE_RULES } from './demo-invoices-data.ts';
import { addDays, periodsIssuedBy } from './invoice-periods.ts';

const model = (cups: string) => DEMO_POINT_MODELS.find((m) => m.key === cups)!;
const flat = model('ES0031408000000001AP0F');
const solarHouse = model('ES0031405000000002ZH0F');
const gas = model('ES0230123400001234FE0F');
const workshop = model('ES0031408100000005RZ0F');
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('demo consumption model', () => {
  it('gives a day the same values whatever range it is generated in', () => {
    const january = demoConsumption(flat, '2025-01-01', '2025-01-31');
    expect(demoConsumption(flat, '2025-01-15', '2025-01-15')).toEqual([january[14]]);
    expect(dayConsumption(solarHouse, '2025-06-01')).toEqual(dayConsumption(solarHouse, '2025-06-01'));
    expect(dayConsumption(flat, '2025-06-01')).not.toEqual(dayConsumption(flat, '2025-06-02'));
  });

  it('has one value per local hour: 23 on the spring clock change, 25 on the autumn one', () => {
    for (const point of [flat, gas, workshop, solarHouse]) {
      expect(dayConsumption(point, '2025-03-30').activeWh).toHaveLength(23);
      expect(dayConsumption(point, '2025-10-26').activeWh).toHaveLength(25);
      expect(dayConsumption(point, '2025-10-27').activeWh).toHaveLength(24);
    }
    expect(dayConsumption(solarHouse, '2025-10-26').exportedWh).toHaveLength(25);
  });

  it('uses plausible yearly totals with seasonal shapes', () => {
    const year = (model: typeof flat) => demoConsumption(model, '2025-01-01', '2025-12-31');
    const home = year(flat);
    expect(totalKwh(home)).toBeGreaterThan(2500);
    expect(totalKwh(home)).toBeLessThan(4500);
    const heating = year(gas);
    expect(totalKwh(heating)).toBeLessThan(5000); // RL.1 is for up to 5,000 kWh a year
    expect(totalKwh(heating.slice(0, 31))).toBeGreaterThan(3 * totalKwh(heating.slice(181, 212)));
    // A home uses more in the evening than at four in the morning, on most days.
    expect(home.filter((d) => d.activeWh[21]! > d.activeWh[4]!).length).toBeGreaterThan(330);
    expect(totalKwh(year(workshop))).toBeGreaterThan(40_000);
  });

  it('pours solar surplus into the grid at midday, never at night, only with self-consumption', () => {
    const summer = dayConsumption(solarHouse, '2025-07-10');
    expect(sum(summer.exportedWh!.slice(11, 15))).toBeGreaterThan(0);
    expect(summer.exportedWh!.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    // An hour either draws from the grid or pours into it, never both.
    expect(summer.activeWh.every((wh, hour) => wh === 0 || summer.exportedWh![hour] === 0)).toBe(true);
    expect(dayConsumption(flat, '2025-07-10').exportedWh).toBeNull();
  });

  it('sums the hours into tariff periods, every Wh in exactly one', () => {
    const days = demoConsumption(workshop, '2025-01-01', '2025-03-31');
    const periods = energyByPeriod('3.0TD', days);
    expect(periods).toHaveLength(6);
    expect(Math.round(sum(periods) * 1000)).toBe(Math.round(totalKwh(days) * 1000));
    // January to March are high and medium-high seasons: no P4 or P5 hours.
    expect([periods[3], periods[4]]).toEqual([0, 0]);
    const weekend = demoConsumption(flat, '2025-03-15', '2025-03-16');
    expect(energyByPeriod('2.0TD', weekend).slice(0, 2)).toEqual([0, 0]);
  });

  it('draws the same stream from the same key', () => {
    const a = seededRandom('ES0031408000000001AP0F|2025-01-01');
    const b = seededRandom('ES0031408000000001AP0F|2025-01-01');
    const draws = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(draws);
    for (const value of draws) expect(value >= 0 && value < 1).toBe(true);
  });

  // A gap billed would make the invoice disagree with the readings it was drawn from (a seed on
  // the 5th or 6th of a month once put a gap five days back, in the month just invoiced).
  it('puts every gap, whatever the seed day, in a day read and in no period invoiced by then', () => {
    const { issueDelayDays, meteredUntilDaysAgo } = DEMO_INVOICE_RULES;
    const gaps = Object.values(DEMO_READING_ISSUES).flatMap((issues) => issues.gaps ?? []);
    expect(gaps.length).toBeGreaterThan(0);
    for (let today = '2026-01-01'; today <= '2027-12-31'; today = addDays(today, 1)) {
      const lastBilled = [periodsIssuedBy(today, issueDelayDays, 1)[0]!, periodsIssuedBy(today, issueDelayDays, 1, 2)[0]!];
      for (const gap of gaps) {
        const day = addDays(today, -gap.daysAgo);
        expect(day > lastBilled[0]!.end && day > lastBilled[1]!.end, `${today}: gap on ${day}`).toBe(true);
        expect(day <= addDays(today, -meteredUntilDaysAgo), `${today}: gap on ${day}, after the last reading`).toBe(true);
      }
    }
  });

  it('puts the estimated days, whatever the seed day, in the two years read', () => {
    expect(estimatedDaysOf('ES0031405000000002ZH0F', '2026-12-05')).toEqual([
      '2025-11-10',
      '2025-11-11',
      '2025-11-12',
      '2025-11-13',
      '2025-11-14',
    ]);
    expect(estimatedDaysOf('ES0031408100000005RZ0F', '2026-12-05')).toEqual(['2025-12-22']);
    expect(estimatedDaysOf('ES0031408000000001AP0F', '2026-12-05')).toEqual([]);
    const { issueDelayDays, electricityMonths } = DEMO_INVOICE_RULES;
    for (let today = '2026-01-01'; today <= '2027-12-31'; today = addDays(today, 1)) {
      const firstRead = periodsIssuedBy(today, issueDelayDays, electricityMonths)[0]!.start;
      for (const cups of Object.keys(DEMO_READING_ISSUES)) {
        for (const day of estimatedDaysOf(cups, today)) {
          expect(day >= firstRead && day < periodsIssuedBy(today, issueDelayDays, 1)[0]!.start, `${today}: ${cups} ${day}`).toBe(true);
        }
      }
    }
  });
});
