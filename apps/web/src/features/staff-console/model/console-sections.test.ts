import { describe, expect, it } from 'vitest';
import { homePathFor, sectionsFor } from './console-sections.ts';

const SECTIONS = [
  { id: 'cases', path: 'cases', roles: ['agent', 'supervisor'] as const },
  { id: 'accounts', path: 'accounts', roles: ['supervisor'] as const },
  { id: 'trail', path: 'trail', roles: ['agent', 'supervisor'] as const },
];

describe('the console’s entries by role', () => {
  it.each([
    ['agent', ['cases', 'trail']],
    ['supervisor', ['cases', 'accounts', 'trail']],
  ] as const)('a %s sees %j', (role, ids) => {
    expect(sectionsFor(SECTIONS, role).map((section) => section.id)).toEqual(ids);
  });

  it('opens on the first entry the role sees, or the sign-in when none', () => {
    expect(homePathFor(SECTIONS, 'agent')).toBe('/staff/cases');
    expect(homePathFor([SECTIONS[1]!], 'agent')).toBe('/staff/login');
    expect(homePathFor([SECTIONS[1]!], 'supervisor')).toBe('/staff/accounts');
  });
});
