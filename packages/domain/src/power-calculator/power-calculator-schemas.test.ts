import { describe, expect, it } from 'vitest';
import { ZPowerLeadRequestSchema } from '../leads/power-lead-schemas.ts';
import { emptyCalculatorForm, type TPowerCalculatorFormInput, ZPowerCalculatorFormSchema } from './power-calculator-schemas.ts';

const CUPS = 'ES0987543210987654ZF';
const filled = (change: (form: TPowerCalculatorFormInput) => void = () => {}) => {
  const form = emptyCalculatorForm();
  form.cups = CUPS;
  form.area = '80';
  form.numPersones = '3';
  form.appliances.oven = { enabled: true, quantity: '1', option: '' };
  change(form);
  return form;
};
const messages = (form: TPowerCalculatorFormInput) => {
  const result = ZPowerCalculatorFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the power calculator’s form (visitor-and-shell §2.5, §5.2)', () => {
  it('reads a filled form: numbers, the factor 0.4 by default, the CUPS compacted', () => {
    const parsed = ZPowerCalculatorFormSchema.parse(filled((form) => (form.cups = 'es 0987 5432 1098 7654 zf')));
    expect(parsed).toMatchObject({ cups: CUPS, area: 80, numPersones: 3, cofSimul: 0.4 });
    expect(parsed.appliances.oven).toEqual({ enabled: true, quantity: 1, option: undefined });
  });

  it.each<[string, (form: TPowerCalculatorFormInput) => void, Record<string, string>]>([
    [
      'nothing typed',
      (f) => Object.assign(f, { cups: '', area: '', numPersones: '' }),
      { cups: 'required_field', area: 'area_required', numPersones: 'people_required' },
    ],
    ['a CUPS with wrong check letters', (f) => (f.cups = 'ES0987543210987654FZ'), { cups: 'cups_invalid' }],
    [
      'negative numbers',
      (f) => Object.assign(f, { area: '-80', numPersones: '-1' }),
      { area: 'field_invalid', numPersones: 'field_invalid' },
    ],
    [
      'decimals',
      (f) => Object.assign(f, { area: '80.5', numPersones: '2,5' }),
      { area: 'whole_number_required', numPersones: 'whole_number_required' },
    ],
    [
      'zero',
      (f) => Object.assign(f, { area: '0', numPersones: '0' }),
      { area: 'positive_number_required', numPersones: 'positive_number_required' },
    ],
    ['a factor not offered', (f) => (f.cofSimul = '0.5'), { cofSimul: 'field_invalid' }],
    ['no appliance on', (f) => (f.appliances.oven = { enabled: false, quantity: '1', option: '' }), { appliances: 'appliance_required' }],
    [
      'heating on without its area',
      (f) => (f.appliances.heatPump = { enabled: true, quantity: '1', option: '' }),
      { 'appliances.heatPump.option': 'option_required' },
    ],
    [
      'a pool without its m³',
      (f) => (f.appliances.swimmingPool = { enabled: true, quantity: '1', option: '' }),
      { 'appliances.swimmingPool.option': 'option_required' },
    ],
    [
      'a water heater of a capacity not offered',
      (f) => (f.appliances.waterHeater = { enabled: true, quantity: '1', option: '60' }),
      { 'appliances.waterHeater.option': 'field_invalid' },
    ],
    [
      'a quantity of 0',
      (f) => (f.appliances.tv = { enabled: true, quantity: '0', option: '' }),
      { 'appliances.tv.quantity': 'positive_number_required' },
    ],
    [
      'too many televisions',
      (f) => (f.appliances.tv = { enabled: true, quantity: '21', option: '' }),
      { 'appliances.tv.quantity': 'field_too_large' },
    ],
  ])('refuses %s with its message', (_, change, expected) => {
    expect(messages(filled(change))).toEqual(expected);
  });

  it('ignores what an appliance that is off holds in its option', () => {
    expect(messages(filled((f) => (f.appliances.swimmingPool = { enabled: false, quantity: '1', option: '' })))).toEqual({});
  });

  it('accepts every simultaneity factor', () => {
    for (const factor of ['0.25', '0.4', '0.6']) expect(messages(filled((f) => (f.cofSimul = factor)))).toEqual({});
  });
});

describe('the power lead reads area, people and factor with the form’s rules (§3.2, §5.2)', () => {
  const lead = {
    name: 'Anna',
    surname1: 'Puig',
    email: 'anna@example.com',
    telephone: '612345678',
    contactHours: '9-13h',
    consent: 'true',
    ticket: 't',
    cups: CUPS,
    optimalPower: '2.75',
    appliances: '[{"name":"oven","enabled":true,"totalPower":0.8}]',
  };
  it('accepts the form’s values as the multipart body sends them', () => {
    expect(ZPowerLeadRequestSchema.parse({ ...lead, area: '80', numPersones: '3', cofSimul: '0.6' })).toMatchObject({
      area: 80,
      numPersones: 3,
      cofSimul: 0.6,
    });
  });
  it('says the same as the form of an empty area and decimal people', () => {
    const result = ZPowerLeadRequestSchema.safeParse({ ...lead, area: '', numPersones: '2.5', cofSimul: '0.4' });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toMatchObject({ area: 'area_required', numPersones: 'whole_number_required' });
  });
});
