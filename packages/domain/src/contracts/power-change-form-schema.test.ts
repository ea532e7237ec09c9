import { describe, expect, it } from 'vitest';
import { type TPowerChangeForm, ZPowerChangeFormSchema } from './power-change-form-schema.ts';

const errorsOf = (currentW: number[], values: Partial<TPowerChangeForm>) => {
  const result = ZPowerChangeFormSchema(currentW).safeParse({ phone: '600123456', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZPowerChangeFormSchema', () => {
  it('accepts new powers typed with a decimal comma', () => {
    expect(errorsOf([4600, 4600], { power: '5,75', power2: '5,75' })).toEqual({});
  });

  it('requires P1 and P2 of at least 1 kW', () => {
    expect(errorsOf([4600, 4600], { power: '', power2: '0,5' })).toEqual({ power: 'required_field', power2: 'required_field' });
  });

  it('refuses negatives and more than three decimals', () => {
    expect(errorsOf([4600, 4600], { power: '-5', power2: '5,1234' })).toEqual({
      power: 'power_value_invalid',
      power2: 'power_value_invalid',
    });
  });

  it('refuses the current powers, typed either way', () => {
    expect(errorsOf([4600, 4600], { power: '4,6', power2: '4.600' })).toEqual({
      power: 'power_modification_same',
      power2: 'power_modification_same',
    });
  });

  it('asks for P3..P6 above 15 kW and checks their order', () => {
    expect(errorsOf([15000, 15000], { power: '15,001', power2: '20' })).toEqual({
      power3: 'required_field',
      power4: 'required_field',
      power5: 'required_field',
      power6: 'required_field',
    });
    expect(errorsOf([15000, 15000], { power: '16', power2: '20', power3: '20', power4: '19,5', power5: '25', power6: '25' })).toEqual({
      power4: 'field_must_be_greater_than_previous_field',
    });
    expect(errorsOf([15000, 15000], { power: '16', power2: '20', power3: '20', power4: '20', power5: '25', power6: '25' })).toEqual({});
  });

  it('requires a valid phone of at least 4 characters', () => {
    expect(errorsOf([4600, 4600], { power: '5', power2: '5', phone: '600' })).toEqual({ phone: 'lead_contact_phone_not_valid' });
    expect(errorsOf([4600, 4600], { power: '5', power2: '5', phone: '123456789' })).toEqual({ phone: 'lead_contact_phone_not_valid' });
    expect(errorsOf([4600, 4600], { power: '5', power2: '5', phone: '+34 600 12 34 56' })).toEqual({});
  });

  it('takes back the number as the portal shows it, and counts digits, not characters', () => {
    expect(errorsOf([4600, 4600], { power: '5', power2: '5', phone: '+34 612 345 678' })).toEqual({});
    expect(errorsOf([4600, 4600], { power: '5', power2: '5', phone: '+34 612 345 678 9' })).toEqual({
      phone: 'lead_contact_phone_not_valid',
    });
  });
});

describe('ZPowerChangeFormSchema parses into the request', () => {
  const requestOf = (values: TPowerChangeForm) => ZPowerChangeFormSchema([4600, 4600]).parse(values);

  it('sends two periods in watts and the phone split, whatever P3..P6 hold up to 15 kW', () => {
    expect(requestOf({ power: '4,7', power2: '5,75', power3: '3', phone: '+34 600123456' })).toEqual({
      power_p1: 4700,
      power_p2: 5750,
      phone: '+34 600123456',
      phone_num: '600123456',
      phone_pre: '+34',
    });
  });

  it('sends six periods above 15 kW', () => {
    expect(
      requestOf({ power: '16', power2: '20', power3: '20', power4: '20,5', power5: '25', power6: '30,125', phone: '600123456' }),
    ).toEqual({
      power_p1: 16000,
      power_p2: 20000,
      power_p3: 20000,
      power_p4: 20500,
      power_p5: 25000,
      power_p6: 30125,
      phone: '600123456',
      phone_num: '600123456',
      phone_pre: '+34',
    });
  });
});
