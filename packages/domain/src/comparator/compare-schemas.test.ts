import { describe, expect, it } from 'vitest';
import { cupsControlLetters } from '../validators/cups.ts';
import { periodDays, periodProblem } from './compare-period.ts';
import { ZElectricityCompareSchema, ZGasCompareSchema } from './compare-schemas.ts';
import { consumptionPeriodsOf } from './consumption-periods.ts';

const digits = '0031405000000001';
const CUPS = `ES${digits}${cupsControlLetters(digits)}`;
const valid = {
  cups: CUPS,
  comerOrigin: '3',
  accessTariff: '1',
  power: '4,6',
  power2: '4.6',
  p1: '120',
  p2: '90',
  p3: '',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  invoiceAmount: '84',
};

const errorsOf = (value: unknown) => {
  const parsed = ZElectricityCompareSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the electricity comparator form (visitor-and-shell §5.3)', () => {
  it('reads what a visitor types into numbers', () => {
    const parsed = ZElectricityCompareSchema.parse(valid);
    expect(parsed).toMatchObject({
      mode: 'auto',
      comerOrigin: 3,
      accessTariff: 1,
      power: 4.6,
      power2: 4.6,
      p1: 120,
      p2: 90,
      p3: undefined,
    });
    expect(parsed.invoiceAmount).toBe(84);
  });

  it.each([
    ['cups', '', 'required_field'],
    ['cups', 'ES0031405000000001XX', 'cups_invalid'],
    ['comerOrigin', '', 'required_field'],
    ['accessTariff', '0', 'required_field'],
    ['power', '', 'required_field'],
    ['power', '4.6001', 'field_invalid'],
    ['power', '0', 'positive_number_required'],
    ['power', '1e3', 'field_invalid'],
    ['p1', '', 'required_field'],
    ['p1', '12.5', 'whole_number_required'],
    ['p2', '-3', 'field_invalid'],
    ['p2', -3, 'field_invalid'],
    ['p2', 12.3456, 'field_invalid'],
    ['startDate', '2026-02-30', 'date_not_valid'],
    ['endDate', '31/01/2026', 'date_not_valid'],
    ['invoiceAmount', '0', 'positive_number_required'],
    ['invoiceAmount', '84,37', 'whole_number_required'],
  ])('%s = %j → %s', (field, typed, message) => {
    expect(errorsOf({ ...valid, [field]: typed })[field]).toBe(message);
  });

  it('reads a JSON number of kWh to the Wh (3 decimals), while a typed one must be whole', () => {
    expect(ZElectricityCompareSchema.parse({ ...valid, p1: 120.125 }).p1).toBe(120.125);
    expect(errorsOf({ ...valid, p1: '120.125' }).p1).toBe('whole_number_required');
  });

  it('refuses an end before the start on the end date', () => {
    expect(errorsOf({ ...valid, startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual({ endDate: 'end_before_start' });
  });

  it('refuses more kWh than the power can deliver in the period (kW × 24 h × days)', () => {
    // 4.6 kW × 24 h × 31 days = 3,422.4 kWh
    expect(errorsOf({ ...valid, p1: '3422', p2: '0' })).toEqual({});
    expect(errorsOf({ ...valid, p1: '3423', p2: '0' })).toEqual({ p1: 'consumption_too_high' });
  });
});

describe('the gas comparator form (§5.4)', () => {
  it('requires every field and an end not before the start', () => {
    const parsed = ZGasCompareSchema.safeParse({
      cups: CUPS,
      comerOrigin: 2,
      access_tariff: 4,
      consumption: '400',
      startDate: '2026-03-01',
      endDate: '2026-02-01',
      invoiceAmount: '61',
    });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'end_before_start'],
    ]);
  });
});

describe('periods', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 31, undefined],
    ['2026-01-31', '2026-01-31', 1, undefined],
    ['2026-02-01', '2026-01-31', 0, 'end_before_start'],
    ['2025-01-01', '2026-01-02', 367, 'period_too_long'],
  ])('%s..%s: %i days', (start, end, days, problem) => {
    expect(periodDays(start, end)).toBe(days);
    expect(periodProblem(start, end)).toBe(problem);
  });
});

describe('consumption periods opened by the tariff (§4.4)', () => {
  it.each([
    ['2.0TD', 3],
    ['3.0TD', 6],
    ['3.0TD VE', 6],
    ['2.0TD VE', 6],
    ['6.1TD', 1],
    [undefined, 1],
  ])('%s opens %i', (name, count) => {
    expect(consumptionPeriodsOf(name)).toBe(count);
  });
});
