import { describe, expect, it } from 'vitest';
import {
  STAFF_LAST_SUPERVISOR,
  STAFF_OWN_ACCOUNT_LOCKED,
  staffAccountChangeRefusal,
  ZStaffAccountUpdateSchema,
} from './staff-account-schemas.ts';

const supervisor = { id: 1, role: 'supervisor' as const, active: true };
const agent = { id: 2, role: 'agent' as const, active: true };

describe('staffAccountChangeRefusal: nobody locks themselves out, someone still manages the accounts', () => {
  it.each([
    ['disabling oneself', supervisor, { active: false }, 1, 3, STAFF_OWN_ACCOUNT_LOCKED],
    ['demoting oneself', supervisor, { role: 'agent' as const }, 1, 3, STAFF_OWN_ACCOUNT_LOCKED],
    ['disabling the last active supervisor', supervisor, { active: false }, 9, 1, STAFF_LAST_SUPERVISOR],
    ['demoting the last active supervisor', supervisor, { role: 'agent' as const }, 9, 1, STAFF_LAST_SUPERVISOR],
    ['disabling one of two supervisors', supervisor, { active: false }, 9, 2, undefined],
    ['disabling an agent, the only supervisor left', agent, { active: false }, 1, 1, undefined],
    ['promoting an agent', agent, { role: 'supervisor' as const }, 1, 1, undefined],
    ['keeping one’s own role and state', supervisor, { role: 'supervisor' as const, active: true }, 1, 1, undefined],
    ['re-enabling a disabled supervisor', { ...supervisor, active: false }, { active: true }, 9, 1, undefined],
  ])('%s', (_, target, change, by, supervisors, refusal) => {
    expect(staffAccountChangeRefusal(target, change, by, supervisors)).toBe(refusal);
  });

  it('a change names at least one field, and lower-cases nothing it should not', () => {
    expect(ZStaffAccountUpdateSchema.safeParse({}).success).toBe(false);
    expect(ZStaffAccountUpdateSchema.safeParse({ label: '  Facturació ' }).data).toEqual({ label: 'Facturació' });
  });
});
