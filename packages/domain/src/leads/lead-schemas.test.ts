import { describe, expect, it } from 'vitest';
import { cupsControlLetters } from '../validators/cups.ts';
import { ZCompareLeadRequestSchema, ZLeadContactSchema } from './lead-schemas.ts';
import { ZPowerLeadRequestSchema } from './power-lead-schemas.ts';

const digits = '0031405000000001';
const CUPS = `ES${digits}${cupsControlLetters(digits)}`;
const contact = {
  name: 'Marta',
  surname1: 'Puig',
  surname2: '',
  email: 'marta@example.com',
  telephone: '+34 612 34 56 78',
  contactHours: '13-15h',
  consent: 'true',
};

const errorsOf = (
  schema: typeof ZLeadContactSchema | typeof ZPowerLeadRequestSchema | typeof ZCompareLeadRequestSchema,
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the lead form (visitor-and-shell §5.1)', () => {
  it('removes a leading +34 and the spaces from the telephone before it is stored', () => {
    expect(ZLeadContactSchema.parse(contact)).toMatchObject({ telephone: '612345678', consent: true, contactHours: '13-15h' });
  });

  it.each([
    ['name', '', 'required_field'],
    ['surname1', '  ', 'required_field'],
    ['email', '', 'required_field'],
    ['email', 'marta@', 'email_not_valid'],
    ['telephone', '', 'required_field'],
    ['telephone', '123', 'lead_contact_phone_not_valid'],
    ['telephone', '+34 000', 'lead_contact_phone_not_valid'],
    ['contactHours', '', 'required_field'],
    ['contactHours', '8-9h', 'required_field'],
    ['consent', 'false', 'consent_required'],
    ['consent', false, 'consent_required'],
  ])('%s = %j → %s', (field, typed, message) => {
    expect(errorsOf(ZLeadContactSchema, { ...contact, [field]: typed })[field]).toBe(message);
  });

  it('accepts the four contact hour slots of §9', () => {
    for (const slot of ['9-13h', '13-15h', '15-19h', '19-21h']) {
      expect(errorsOf(ZLeadContactSchema, { ...contact, contactHours: slot })).toEqual({});
    }
  });
});

describe('the comparator lead (price-compare/confirm)', () => {
  const lead = { ...contact, ticket: 'v1.x', cups: CUPS, mode: 'result' };
  it('reads the compared payload from its JSON text with the comparator schema', () => {
    const comparison = JSON.stringify({
      cups: CUPS,
      comerOrigin: 2,
      accessTariff: 1,
      power: 4.6,
      p1: 100,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      invoiceAmount: 80,
    });
    expect(ZCompareLeadRequestSchema.parse({ ...lead, comparison }).comparison).toMatchObject({ power: 4.6, p1: 100 });
  });

  it.each([
    [{ comparison: '{not json' }, 'comparison', 'field_invalid'],
    [{ comparison: '{}' }, 'comparison.cups', 'required_field'],
    [{ mode: 'auto' }, 'mode', 'required_field'],
    [{ cups: 'ES123' }, 'cups', 'cups_invalid'],
  ])('%j → %s %s', (change, path, message) => {
    expect(errorsOf(ZCompareLeadRequestSchema, { ...lead, ...change })[path]).toBe(message);
  });
});

describe('the power lead (§3.2, §5.2)', () => {
  const power = {
    ...contact,
    ticket: 'v1.x',
    cups: CUPS,
    area: '90',
    numPersones: '3',
    cofSimul: '0.4',
    optimalPower: '5.75',
    appliances: JSON.stringify([{ name: 'oven', enabled: true, totalPower: 2 }]),
  };

  it('reads numbers and the appliances from the multipart texts', () => {
    expect(ZPowerLeadRequestSchema.parse(power)).toMatchObject({ area: 90, numPersones: 3, cofSimul: 0.4, optimalPower: 5.75 });
  });

  it.each([
    ['area', '', 'area_required'],
    ['area', '-4', 'area_required'],
    ['area', '12.5', 'area_required'],
    ['area', '0', 'area_required'],
    ['numPersones', '', 'people_required'],
    ['numPersones', '2.5', 'people_required'],
    ['cofSimul', '0.5', 'field_invalid'],
    ['appliances', '[{"name":""}]', 'appliances.0.name'],
  ])('%s = %j is refused', (field, typed, pathOrMessage) => {
    const errors = errorsOf(ZPowerLeadRequestSchema, { ...power, [field]: typed });
    if (pathOrMessage.includes('.')) expect(errors).toHaveProperty([pathOrMessage]);
    else expect(errors[field]).toBe(pathOrMessage);
  });
});
