import { describe, expect, it } from 'vitest';
import { powerChangeProblems, ZPowerChangeRequestSchema } from './power-change-request-schema.ts';

const phone = { phone: '600123456', phone_num: '600123456', phone_pre: '+34' };

const errorsOf = (payload: object) => {
  const result = ZPowerChangeRequestSchema.safeParse(payload);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZPowerChangeRequestSchema', () => {
  it('takes the phone as the portal shows it and refuses a 13th digit', () => {
    const shown = { phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' };
    expect(errorsOf({ power_p1: 4600, power_p2: 5750, ...shown })).toEqual({});
    expect(errorsOf({ power_p1: 4600, power_p2: 5750, ...shown, phone: '+34 612 345 678 9' })).toEqual({
      phone: 'lead_contact_phone_not_valid',
    });
  });

  it('accepts two periods in watts', () => {
    expect(errorsOf({ power_p1: 4600, power_p2: 5750, ...phone })).toEqual({});
  });

  it('accepts six periods above 15 kW', () => {
    expect(
      errorsOf({ power_p1: 15001, power_p2: 20000, power_p3: 20000, power_p4: 20000, power_p5: 25000, power_p6: 30000, ...phone }),
    ).toEqual({});
  });

  it('refuses fractions of a watt, negatives and missing P1', () => {
    expect(errorsOf({ power_p1: 4600.5, power_p2: -1, ...phone })).toEqual({
      power_p1: 'power_value_invalid',
      power_p2: 'power_value_invalid',
    });
    expect(errorsOf({ power_p2: 5000, ...phone })).toEqual({ power_p1: 'required_field' });
  });

  it('checks the phone and its parts', () => {
    expect(errorsOf({ power_p1: 4600, power_p2: 5750, phone: '123', phone_num: '123', phone_pre: '34' })).toEqual({
      phone: 'lead_contact_phone_not_valid',
      phone_pre: 'lead_contact_phone_not_valid',
    });
  });
});

describe('powerChangeProblems', () => {
  it('applies the structural rules: at least 1000 W, P3..P6 above 15 kW and in order', () => {
    expect(powerChangeProblems([], { power_p1: 999, power_p2: 5000 })).toEqual({ power_p1: ['required_field'] });
    expect(powerChangeProblems([], { power_p1: 16000, power_p2: 20000 })).toEqual({
      power_p3: ['required_field'],
      power_p4: ['required_field'],
      power_p5: ['required_field'],
      power_p6: ['required_field'],
    });
    expect(
      powerChangeProblems([], { power_p1: 16000, power_p2: 20000, power_p3: 19000, power_p4: 20000, power_p5: 20000, power_p6: 20000 }),
    ).toEqual({ power_p3: ['field_must_be_greater_than_previous_field'] });
  });

  it('answers nothing for a real change', () => {
    expect(powerChangeProblems([4600, 4600], { power_p1: 5750, power_p2: 5750 })).toEqual({});
  });

  it('refuses the current power on each field when the pair is left as it is, in watts', () => {
    expect(powerChangeProblems([4600, 4600], { power_p1: 4600, power_p2: 4600 })).toEqual({
      power_p1: ['power_modification_same'],
      power_p2: ['power_modification_same'],
    });
    expect(powerChangeProblems([4600, 4600], { power_p1: 4600, power_p2: 6928 })).toEqual({});
  });

  it('applies the six-period rules against the current power', () => {
    const current = [15000, 15000, 20000, 20000, 25000, 30000];
    expect(
      powerChangeProblems(current, {
        power_p1: 20000,
        power_p2: 20000,
        power_p3: 20000,
        power_p4: 21000,
        power_p5: 20500,
        power_p6: 31000,
      }),
    ).toEqual({ power_p5: ['field_must_be_greater_than_previous_field'] });
    const six = { power_p1: 15000, power_p2: 15000, power_p3: 20000, power_p4: 20000, power_p5: 25000, power_p6: 30000 };
    expect(Object.keys(powerChangeProblems(current, six))).toEqual([
      'power_p1',
      'power_p2',
      'power_p3',
      'power_p4',
      'power_p5',
      'power_p6',
    ]);
    expect(powerChangeProblems(current, { power_p1: 15000, power_p2: 15000 })).toMatchObject({ power_p3: ['required_field'] });
  });
});
