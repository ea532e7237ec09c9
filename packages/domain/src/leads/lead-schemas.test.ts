import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import { ZStaffLeadListQuerySchema } from '../staff/staff-lead-schemas.ts';
import { ZCompareLeadRequestSchema, ZGasCompareLeadRequestSchema, ZLeadContactSchema } from './lead-schemas.ts';
import { ZPowerLeadRequestSchema } from './power-lead-schemas.ts';

const CONTACT = {
  name: 'Laia',
  surname1: 'Puig',
  email: 'laia@example.com',
  telephone: '+34 612 345 678',
  contactHours: '9-13h',
  consent: 'true',
};
const CUPS = 'ES0987543210987654ZF';
const errorsOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues as never);

describe('the lead contact (visitor-and-shell §3.1, §5.1)', () => {
  it.each([
    ['+34 612 345 678', '612345678'],
    ['+34612345678', '612345678'],
    ['612 345 678', '612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('sends %s as %s (a leading +34 and the spaces removed)', (typed, sent) => {
    expect(ZLeadContactSchema.parse({ ...CONTACT, telephone: typed }).telephone).toBe(sent);
  });

  it.each([
    [{ name: '' }, 'name', 'required_field'],
    [{ surname1: ' ' }, 'surname1', 'required_field'],
    [{ email: 'laia' }, 'email', 'email_not_valid'],
    [{ telephone: '' }, 'telephone', 'required_field'],
    [{ telephone: '123' }, 'telephone', 'lead_contact_phone_not_valid'],
    [{ contactHours: '21-23h' }, 'contactHours', 'required_field'],
    [{ consent: false }, 'consent', 'consent_required'],
    [{ consent: 'false' }, 'consent', 'consent_required'],
    [{ consent: undefined }, 'consent', 'consent_required'],
  ])('refuses %o: %s %s', (change, field, message) => {
    expect(errorsOf(ZLeadContactSchema.safeParse({ ...CONTACT, ...change }))[field]).toContain(message);
  });

  it('takes each contact hour slot of §9 and consent as a boolean or its text', () => {
    for (const contactHours of ['9-13h', '13-15h', '15-19h', '19-21h'])
      expect(ZLeadContactSchema.safeParse({ ...CONTACT, contactHours, consent: true }).success).toBe(true);
  });
});

describe('the comparators’ leads (§7 price-compare/confirm)', () => {
  const electricity = {
    cups: CUPS,
    comerOrigin: 3,
    accessTariff: 1,
    power: 4.6,
    p1: 100,
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    invoiceAmount: 80,
  };
  const gas = {
    cups: CUPS,
    comerOrigin: 2,
    access_tariff: 1,
    consumption: 800,
    startDate: '2026-01-01',
    endDate: '2026-02-28',
    invoiceAmount: 120,
  };
  const electric = ZCompareLeadRequestSchema;
  const gasLead = ZGasCompareLeadRequestSchema;
  const cases: [string, typeof electric | typeof gasLead, Record<string, unknown>, string | undefined][] = [
    ['electricity', electric, { mode: 'manual' }, undefined],
    ['electricity', electric, { mode: 'result', comparison: JSON.stringify(electricity) }, undefined],
    ['gas', gasLead, { mode: 'result', comparison: JSON.stringify(gas) }, undefined],
    ['electricity', electric, { mode: 'auto' }, 'mode'],
    ['electricity', electric, { mode: 'result', comparison: '{' }, 'comparison'],
    ['electricity', electric, { mode: 'result', comparison: JSON.stringify(gas) }, 'comparison.accessTariff'],
    ['gas', gasLead, { mode: 'result', comparison: JSON.stringify({ ...gas, endDate: '2025-12-31' }) }, 'comparison.endDate'],
    ['electricity', electric, { mode: 'manual', cups: 'ES0987543210987654FZ' }, 'cups'],
    ['electricity', electric, { mode: 'manual', ticket: undefined }, 'ticket'],
  ];
  it.each(cases.map(([label, schema, change, field], i) => ({ label: `${i} ${label} → ${field ?? 'valid'}`, schema, change, field })))(
    '$label',
    ({ schema, change, field }) => {
      const errors = errorsOf(schema.safeParse({ ...CONTACT, cups: CUPS, ticket: 't', ...change }));
      if (field === undefined) expect(errors).toEqual({});
      else expect(Object.keys(errors)).toContain(field);
    },
  );
});

describe('the power lead (§3.2, §5.2)', () => {
  const POWER = {
    ...CONTACT,
    ticket: 't',
    cups: CUPS,
    area: '80',
    numPersones: '3',
    cofSimul: '0.4',
    optimalPower: '4.55',
    appliances: '[]',
  };
  it.each([
    [{}, undefined],
    [{ area: 80, numPersones: 3, cofSimul: 0.6 }, undefined],
    [{ area: '0' }, 'area'],
    [{ area: '-3' }, 'area'],
    [{ numPersones: '2.5' }, 'numPersones'],
    [{ cofSimul: '0.3' }, 'cofSimul'],
    [{ optimalPower: '-1' }, 'optimalPower'],
    [{ appliances: '[{"name":"","enabled":true,"totalPower":1}]' }, 'appliances.0.name'],
    [{ cups: '' }, 'cups'],
  ])('%o → %s', (change, field) => {
    const errors = errorsOf(ZPowerLeadRequestSchema.safeParse({ ...POWER, ...change }));
    if (field === undefined) expect(errors).toEqual({});
    else expect(Object.keys(errors)).toContain(field);
  });
});

describe('the staff’s lead list query', () => {
  it.each([
    [{}, undefined],
    [{ kind: 'gas_comparator', from: '2026-03-01', to: '2026-03-31', offset: '20', limit: '50' }, undefined],
    [{ kind: 'newsletter' }, 'kind'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '01/03/2026' }, 'from'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ limit: '101' }, 'limit'],
  ])('%o → %s', (query, field) => {
    const errors = errorsOf(ZStaffLeadListQuerySchema.safeParse(query));
    if (field === undefined) expect(errors).toEqual({});
    else expect(Object.keys(errors)).toContain(field);
  });
});
