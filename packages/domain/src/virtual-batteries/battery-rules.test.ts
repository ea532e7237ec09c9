import { describe, expect, it } from 'vitest';
import {
  BATTERY_MOVE_STEPS,
  batteryButtons,
  canGoToNextMoveStep,
  canGoToPreviousMoveStep,
  clampBatteryPercentage,
  isBatteryLinkActive,
  isBatteryLinkLocked,
  type TBatteryButtonsInput,
} from './battery-rules.ts';

describe('isBatteryLinkActive (§4: at or after data_inici and, with data_final, not after it)', () => {
  const link = { data_inici: '2025-01-01', data_final: '2026-06-30' };
  it.each([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2025-08-15', true],
    ['2026-06-30', true],
    ['2026-07-01', false],
  ])('on %s: %s', (today, active) => {
    expect(isBatteryLinkActive(link, today)).toBe(active);
  });

  it('stays active without an end', () => {
    expect(isBatteryLinkActive({ data_inici: '2024-01-01', data_final: null }, '2099-12-31')).toBe(true);
    expect(isBatteryLinkActive({ data_inici: '2024-01-01', data_final: null }, '2023-12-31')).toBe(false);
  });
});

describe('isBatteryLinkLocked (§4: 0 % and inactive by date)', () => {
  const ended = { data_inici: '2019-06-01', data_final: '2020-12-31' };
  const open = { data_inici: '2024-01-01', data_final: null };
  it('locks only a link with 0 % that is inactive', () => {
    expect(isBatteryLinkLocked({ ...ended, pes_percentatge: 0 }, '2026-01-10')).toBe(true);
    expect(isBatteryLinkLocked({ ...ended, pes_percentatge: 100 }, '2026-01-10')).toBe(false);
    expect(isBatteryLinkLocked({ ...open, pes_percentatge: 0 }, '2026-01-10')).toBe(false);
    expect(isBatteryLinkLocked({ ...open, pes_percentatge: 40 }, '2026-01-10')).toBe(false);
  });
});

describe('batteryButtons (§6 battery rules)', () => {
  const today = '2026-01-10';
  type TOver = Partial<Omit<TBatteryButtonsInput, 'link'>> & { link?: Partial<TBatteryButtonsInput['link']> };
  const input = (over: TOver = {}): TBatteryButtonsInput => ({
    readonly: false,
    today,
    batteriesOfOtherContracts: [2],
    ...over,
    link: { data_inici: '2024-01-01', data_final: null, es_origen: false, bateria: { id: 1, shared: true }, ...over.link },
  });
  const enabled = { visible: true, disabled: false };
  const hidden = { visible: false, disabled: true };

  it('offers every change on an active, shared, non-origin link when other batteries exist', () => {
    expect(batteryButtons(input())).toEqual({ discountSetting: enabled, modifyPercentage: enabled, move: enabled, originInfo: hidden });
  });

  it('offers the percentage only on a shared battery', () => {
    expect(batteryButtons(input({ link: { bateria: { id: 1, shared: false } } })).modifyPercentage).toEqual(hidden);
  });

  it('offers the move only when another battery exists in other contracts (this one does not count)', () => {
    expect(batteryButtons(input({ batteriesOfOtherContracts: [] })).move).toEqual(hidden);
    expect(batteryButtons(input({ batteriesOfOtherContracts: [1] })).move).toEqual(hidden);
    expect(batteryButtons(input({ batteriesOfOtherContracts: [1, 3] })).move).toEqual(enabled);
  });

  it('never moves an origin link: the information dialog shows instead', () => {
    const buttons = batteryButtons(input({ link: { es_origen: true } }));
    expect(buttons.move).toEqual(hidden);
    expect(buttons.originInfo).toEqual({ visible: true, disabled: false });
  });

  it('disables the changes of a link inactive by date, with its reason', () => {
    const buttons = batteryButtons(input({ link: { data_final: '2025-12-31' } }));
    const inactive = { visible: true, disabled: true, reason: 'battery_inactive_by_date' };
    expect(buttons).toEqual({ discountSetting: inactive, modifyPercentage: inactive, move: inactive, originInfo: hidden });
  });

  it('disables every change for a read-only token, whose reason wins over inactivity', () => {
    const readOnly = { visible: true, disabled: true, reason: 'read_only_token' };
    expect(batteryButtons(input({ readonly: true }))).toEqual({
      discountSetting: readOnly,
      modifyPercentage: readOnly,
      move: readOnly,
      originInfo: hidden,
    });
    expect(batteryButtons(input({ readonly: true, link: { data_final: '2025-12-31' } })).move).toEqual(readOnly);
    // A hidden button stays hidden whatever the token.
    expect(batteryButtons(input({ readonly: true, link: { bateria: { id: 1, shared: false } } })).modifyPercentage).toEqual(hidden);
  });
});

describe('the move stepper (§4)', () => {
  it('has four steps: select battery, percentage, confirm, sending', () => {
    expect(BATTERY_MOVE_STEPS).toEqual(['select_battery', 'percentage', 'confirm', 'sending']);
  });

  it('goes next only with a selected battery, and not while sending', () => {
    expect(canGoToNextMoveStep(0, null)).toBe(false);
    expect(canGoToNextMoveStep(0, 7)).toBe(true);
    expect(canGoToNextMoveStep(1, 7)).toBe(true);
    expect(canGoToNextMoveStep(2, 7)).toBe(true);
    expect(canGoToNextMoveStep(3, 7)).toBe(false);
  });

  it('goes back only from steps 1 and 2', () => {
    expect([0, 1, 2, 3].map((step) => canGoToPreviousMoveStep(step as 0 | 1 | 2 | 3))).toEqual([false, true, true, false]);
  });
});

describe('clampBatteryPercentage (§4 clamped on blur, §9 whole 0 to 100)', () => {
  it.each([
    ['150', 100],
    ['-3', 0],
    ['42', 42],
    ['12,6', 13],
    [' 7.4 ', 7],
    [42.5, 43],
    [1000, 100],
    ['', 30],
    ['  ', 30],
    ['abc', 30],
    ['Infinity', 30],
  ] as const)('%j → %d (saved 30)', (typed, clamped) => {
    expect(clampBatteryPercentage(typed, 30)).toBe(clamped);
  });
});
