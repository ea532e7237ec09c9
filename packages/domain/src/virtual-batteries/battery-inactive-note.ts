import { isBatteryLinkActive, type TBatteryLinkDates } from './battery-rules.ts';

/**
 * What a card of an inactive link says about the money (the ledger's rules, docs/virtual-batteries.md):
 * why its contract's invoices draw nothing (the link has not started, or has ended: its contract
 * closed or left the battery), and what becomes of the battery's balance. The balance is the
 * battery's, not the link's: nothing is paid out, it stays in the battery, and the links active
 * by date draw it by their percentage; with none, no one draws it until an active link joins (a
 * move into the battery gives the moved link the whole share).
 */
export interface TInactiveBatteryNote {
  why: 'not_started' | 'ended';
  balance: 'drawn_from_start' | 'drawn_by_others' | 'kept_until_linked';
}

export function inactiveBatteryNote(
  link: TBatteryLinkDates & { bateria: { shared: boolean } },
  today: string,
): TInactiveBatteryNote | null {
  if (isBatteryLinkActive(link, today)) return null;
  if (today < link.data_inici) return { why: 'not_started', balance: 'drawn_from_start' };
  return { why: 'ended', balance: link.bateria.shared ? 'drawn_by_others' : 'kept_until_linked' };
}
