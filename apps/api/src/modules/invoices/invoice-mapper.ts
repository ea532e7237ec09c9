import { invoiceAmountToPay, isInvoicePayable, type TInvoice } from '@portal/domain';
import type { InvoiceListRow } from './repo.ts';

/**
 * A list row in the wire shape of customer-area §3. A multipoint invoice has no cups or contract
 * of its own (its points carry them); payment_enabled and amount_to_pay follow the domain rule,
 * so the web and the pay call agree on what is payable.
 */
export function toInvoice(row: InvoiceListRow): TInvoice {
  const single = row.kind !== 'multipoint';
  const payable = {
    paid_status: row.paidStatus,
    rectificative_type: row.rectificativeType,
    amount_pending: row.amountPending,
  };
  return {
    id: row.id,
    invoice_id: row.id,
    number: row.number,
    date: row.invoiceDate,
    start_date: row.startDate,
    end_date: row.endDate,
    type: row.kind,
    cups: single && row.cupsName ? { name: row.cupsName, full_address: row.cupsAddress ?? '' } : null,
    contract: single && row.contractName && row.kind !== 'multipoint' ? { name: row.contractName, type: row.kind } : null,
    energy_consumed: row.energyKwh,
    amount_total: row.amountTotal,
    amount_pending: row.amountPending,
    amount_to_pay: invoiceAmountToPay(payable),
    paid_status: row.paidStatus,
    rectificative_type: row.rectificativeType,
    pending_state_history: row.pendingStateHistory,
    online_payment: {
      payment_enabled: isInvoicePayable(payable),
      // Payment happens inside the portal (POST pay); there is no outside payment page to link to.
      payment_link: null,
      rel_object_type: single ? 'account.invoice' : 'multipoint.invoice',
    },
    address_invoice_id: row.addressInvoiceId,
    points: single
      ? []
      : row.points.map((point) => ({ ...point, energy_consumed: Number(point.energy_consumed), amount_total: Number(point.amount_total) })),
  };
}
