import type { TBatteryPercentage, TCustomerBattery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  batteriesOfOtherContracts,
  formatBatteryPercentage,
  moveDestinations,
  movePreview,
  moveProblem,
  percentageChangePreview,
} from './battery-view.ts';

const link = (link_id: number, contract: string, percentage: number, bateria_id = 1, active = true): TBatteryPercentage => ({
  bateria_id,
  link_id,
  contract,
  percentage,
  es_origen: false,
  active,
});
const battery = (id: number, links: TBatteryPercentage[]): TCustomerBattery => ({ id, name: `B${id}`, balance: 10, links });

describe('battery view (customer-area §6, §9)', () => {
  const batteries = [
    battery(1, [link(11, 'C1001', 50), link(12, 'C1002', 50)]),
    battery(2, [link(21, 'C1003', 100, 2)]),
    battery(3, [link(31, 'C1001', 100, 3)]),
    battery(4, [link(41, 'C1002', 60, 4), link(42, 'C1001', 40, 4)]),
  ];

  it('offers as destinations the batteries of other contracts this contract is not linked to', () => {
    expect(moveDestinations(batteries, 'C1001', 1).map((b) => b.id)).toEqual([2]);
    expect(batteriesOfOtherContracts(batteries, 'C1001')).toEqual([2]);
    expect(batteriesOfOtherContracts(batteries, 'C1003')).toEqual([1, 3, 4]);
    expect(moveDestinations(batteries, 'C1003', 2).map((b) => b.id)).toEqual([1, 3, 4]);
  });

  it('says why the stepper cannot go on without a battery or with the same one', () => {
    expect(moveProblem(1, null)).toBe('battery_move_select_battery');
    expect(moveProblem(1, 1)).toBe('battery_move_same_battery');
    expect(moveProblem(1, 2)).toBeUndefined();
  });

  it('shows percentages rounded to whole numbers in the language’s way', () => {
    expect(formatBatteryPercentage(33.4, 'en-US')).toBe('33%');
    expect(formatBatteryPercentage(66.6, 'es-ES')).toBe('67\u00a0%');
  });

  it('previews every link after a change: the others share the rest in proportion', () => {
    const rows = percentageChangePreview([link(11, 'C1001', 50), link(12, 'C1002', 30), link(13, 'C1003', 20)], 11, 'C1001', 80);
    expect(rows.map((r) => [r.contract, r.before, r.after, r.own])).toEqual([
      ['C1001', 50, 80, true],
      ['C1002', 30, 12, false],
      ['C1003', 20, 8, false],
    ]);
    expect(rows.reduce((sum, r) => sum + r.after, 0)).toBe(100);
  });

  it('previews both batteries after a move', () => {
    const preview = movePreview([link(11, 'C1001', 50), link(12, 'C1002', 50)], [link(21, 'C1003', 100, 2)], 11, 'C1001', 30);
    expect(preview.origin.map((r) => [r.contract, r.after])).toEqual([['C1002', 100]]);
    expect(preview.destination.map((r) => [r.contract, r.before, r.after, r.own])).toEqual([
      ['C1003', 100, 70, false],
      ['C1001', null, 30, true],
    ]);
  });
});
