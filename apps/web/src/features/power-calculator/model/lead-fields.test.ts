import { emptyCalculatorForm, optimalPower, ZPowerCalculatorFormSchema, ZPowerLeadRequestSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { powerLeadFields } from './lead-fields.ts';

describe('the power lead’s fields (visitor-and-shell §3.2)', () => {
  it('carry the form and the result in the shape the power lead’s schema reads', () => {
    const input = emptyCalculatorForm();
    Object.assign(input, { cups: 'ES0987543210987654ZF', area: '90', numPersones: '4', cofSimul: '0.6' });
    input.appliances.tv = { enabled: true, quantity: '2', option: '' };
    const form = ZPowerCalculatorFormSchema.parse(input);
    const fields = powerLeadFields(form, optimalPower(form));
    const contact = {
      name: 'Anna',
      surname1: 'Puig',
      email: 'anna@example.com',
      telephone: '612345678',
      contactHours: '9-13h',
      consent: 'true',
      ticket: 't',
    };
    const lead = ZPowerLeadRequestSchema.parse({ ...contact, ...fields });
    expect(lead).toMatchObject({ cups: 'ES0987543210987654ZF', area: 90, numPersones: 4, cofSimul: 0.6, optimalPower: 0.24 });
    expect(lead.appliances.find((a) => a.name === 'tv')).toEqual({ name: 'tv', enabled: true, totalPower: 0.24 });
    expect(lead.appliances).toHaveLength(16);
  });
});
