import { describe, expect, it } from 'vitest';
import { inactiveBatteryNote } from './battery-inactive-note.ts';

const link = (data_inici: string, data_final: string | null, shared: boolean) => ({ data_inici, data_final, bateria: { shared } });

describe('inactiveBatteryNote', () => {
  it('says nothing of an active link', () => {
    expect(inactiveBatteryNote(link('2025-01-01', null, true), '2026-11-29')).toBeNull();
    expect(inactiveBatteryNote(link('2025-01-01', '2026-11-29', false), '2026-11-29')).toBeNull();
  });

  it('an ended link of a battery other contracts still draw (the company’s 0002003): they draw the balance', () => {
    expect(inactiveBatteryNote(link('2025-01-01', '2026-06-30', true), '2026-11-29')).toEqual({ why: 'ended', balance: 'drawn_by_others' });
  });

  it('an ended link of a battery no active contract holds (Bateria Sabadell): the balance is kept until one is linked', () => {
    expect(inactiveBatteryNote(link('2017-01-01', '2020-12-31', false), '2026-11-29')).toEqual({
      why: 'ended',
      balance: 'kept_until_linked',
    });
  });

  it('a link that has not started draws from its start day', () => {
    expect(inactiveBatteryNote(link('2027-01-01', null, true), '2026-11-29')).toEqual({ why: 'not_started', balance: 'drawn_from_start' });
  });
});
