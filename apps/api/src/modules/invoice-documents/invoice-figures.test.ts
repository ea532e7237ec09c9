import type { TInvoiceComputation } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addDays, destinationShares, paymentMethod } from './invoice-figures.ts';
import { INVOICE_LABELS } from './texts/index.ts';

const l = INVOICE_LABELS['es-ES'];
const line = (key: string, amount: number) => ({
  key,
  amount,
  quantity: 1,
  unitPrice: amount,
  unit: 'kWh',
  from: '2026-01-01',
  to: '2026-01-31',
});

describe('destinationShares', () => {
  it('groups the engine lines and taxes and shares add up to 100 %', () => {
    const computation = {
      lines: [line('power_term', 10), line('energy_term', 20), line('self_consumption_compensation', -5), line('meter_rental', 1)],
      taxes: [
        { key: 'electricity_tax', amount: 1.33, base: 26, rate: 0.0511269632 },
        { key: 'vat', amount: 5.74, base: 27.33, rate: 0.21 },
      ],
    } as unknown as TInvoiceComputation;
    const shares = destinationShares(computation, l);
    expect(shares.map((s) => [s.label, s.amount])).toEqual([
      ['Potencia', 10],
      ['Energía', 15],
      ['Alquiler del contador', 1],
      ['Impuesto sobre la electricidad', 1.33],
      ['IVA', 5.74],
    ]);
    expect(shares.reduce((sum, s) => sum + s.perMille, 0)).toBe(1000);
  });

  it('leaves out the energy of a sunny month, which the self-consumption compensation brought to nothing', () => {
    const computation = {
      lines: [
        line('power_term', 21.75),
        line('energy_term', 19.63),
        line('self_consumption_compensation', -19.63),
        line('meter_rental', 0.83),
      ],
      taxes: [{ key: 'vat', amount: 4.74, base: 22.58, rate: 0.21 }],
    } as unknown as TInvoiceComputation;
    const shares = destinationShares(computation, l);
    expect(shares.map((s) => s.label)).toEqual(['Potencia', 'Alquiler del contador', 'IVA']);
    expect(shares.reduce((sum, s) => sum + s.perMille, 0)).toBe(1000);
  });
});

describe('paymentMethod', () => {
  it('masks the direct-debit account to its last digits and names what the customer pays', () => {
    expect(paymentMethod('pending_remesa', 'ES9121000418450200051332', l)).toBe('Domiciliación bancaria, ES91 **** **** **** **** 1332');
    expect(paymentMethod('pending_transfer', 'ES9121000418450200051332', l)).toBe(l.payment.transferOrCard);
    expect(paymentMethod('paid', null, l)).toBe(l.payment.card);
  });
});

it('adds calendar days across a month end', () => {
  expect(addDays('2026-01-20', 20)).toBe('2026-02-09');
});
