import { CUSTOMER_PAYS, maskedIban, type TInvoiceComputation, type TPaidStatus } from '@portal/domain';
import type { InvoiceLabels } from './texts/index.ts';

/** One share of "where the money goes": a group of the invoice's own lines and taxes. */
export interface DestinationShare {
  label: string;
  amount: number;
  /** Per mille of the charged amount, rounded so the shares add up to 1000. */
  perMille: number;
}

/**
 * The invoice's amount before any virtual battery discount, split into what it pays for, from the
 * engine's own lines (never from published percentages): power, energy (after tariff-option
 * discounts and the self-consumption compensation, which lower what is charged for energy),
 * meter rental, each tax. Gas: fixed term, variable term, meter rental, hydrocarbon tax, VAT.
 */
export function destinationShares(computation: TInvoiceComputation, l: InvoiceLabels): DestinationShare[] {
  const sum = (keys: readonly string[]) =>
    Math.round(computation.lines.filter((line) => keys.includes(line.key)).reduce((total, line) => total + line.amount * 100, 0)) / 100;
  const tax = (key: string) =>
    Math.round(computation.taxes.filter((t) => t.key === key).reduce((total, t) => total + t.amount * 100, 0)) / 100;
  const groups = [
    { label: l.destination.power, amount: sum(['power_term']) },
    { label: l.lines.fixed_term, amount: sum(['fixed_term']) },
    {
      label: l.destination.energy,
      amount: sum(['energy_term', 'tariff_option_discount', 'self_consumption_compensation', 'variable_term']),
    },
    { label: l.lines.meter_rental, amount: sum(['meter_rental']) },
    { label: l.taxes.electricity_tax, amount: tax('electricity_tax') },
    { label: l.taxes.hydrocarbon_tax, amount: tax('hydrocarbon_tax') },
    { label: l.taxes.vat, amount: tax('vat') },
    // A new contract's initial payment (docs/contracting.md): all of its invoice.
    { label: l.lines.initial_payment, amount: sum(['initial_payment']) },
  ].filter((group) => group.amount !== 0);
  // A cancelling invoice pays everything back: its shares are those of the amounts it cancels.
  const charged = groups.reduce((total, group) => total + Math.abs(group.amount), 0);
  if (charged === 0) return [];
  const exact = groups.map((group) => (Math.abs(group.amount) / charged) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  // Largest remainders take the per mille rounding left over, so the shares print as 100 % in all.
  for (const index of exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest)) {
    if (left-- <= 0) break;
    floors[index.i]! += 1;
  }
  return groups.map((group, i) => ({ ...group, perMille: floors[i]! }));
}

/**
 * How the invoice is paid, from its payment state: a card payment, the customer's own transfer
 * or card payment, else the direct debit of the contract's account (masked to its last digits).
 */
export function paymentMethod(paidStatus: TPaidStatus, iban: string | null, l: InvoiceLabels): string {
  if (paidStatus === 'paid') return l.payment.card;
  if (CUSTOMER_PAYS.includes(paidStatus)) return l.payment.transferOrCard;
  return iban ? l.payment.directDebit(maskedIban(iban)) : l.payment.directDebitNoAccount;
}

/** A date plus whole days ('YYYY-MM-DD'), by calendar day. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
