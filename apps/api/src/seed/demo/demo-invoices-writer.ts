import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { invoicePoints, invoices, payments, users } from '../../db/schema/index.ts';
import type { TPlannedInvoice } from './demo-invoice-plan.ts';
import { addDays } from './invoice-periods.ts';
import { PAID_ONLINE_AFTER_DAYS } from './invoice-status.ts';

/**
 * Writes planned invoices (numbered), their multipoint points, the links of rectifications to
 * the invoices they rectify, and a succeeded sandbox card payment for each invoice paid on the
 * portal, by the customer's first user. Answers the id of each invoice by its plan key.
 */
export async function writeDemoInvoices(tx: Executor, planned: readonly TPlannedInvoice[]): Promise<Map<string, number>> {
  if (planned.length === 0) return new Map();
  const ids = new Map<string, number>();
  for (let start = 0; start < planned.length; start += 200) {
    const chunk = planned.slice(start, start + 200);
    const inserted = await tx
      .insert(invoices)
      .values(
        chunk.map((invoice) => ({
          customerId: invoice.customerId,
          kind: invoice.kind,
          contractId: invoice.contractId,
          contractName: invoice.contractName,
          cupsName: invoice.cupsName,
          cupsAddress: invoice.cupsAddress,
          payerVat: invoice.payerVat,
          number: invoice.number!,
          invoiceDate: invoice.invoiceDate,
          startDate: invoice.startDate,
          endDate: invoice.endDate,
          energyKwh: invoice.energyKwh,
          amountTotal: invoice.amountTotal,
          amountPending: invoice.amountPending,
          paidStatus: invoice.paidStatus,
          rectificativeType: invoice.rectificativeType,
          addressInvoiceId: invoice.addressInvoiceId,
          computation: invoice.computation,
          pendingStateHistory: invoice.pendingStateHistory,
          createdAt: new Date(`${invoice.invoiceDate}T07:00:00Z`),
        })),
      )
      .returning({ id: invoices.id, number: invoices.number });
    const idByNumber = new Map(inserted.map((row) => [row.number, row.id]));
    for (const invoice of chunk) ids.set(invoice.key, idByNumber.get(invoice.number!)!);
  }

  for (const invoice of planned.filter((i) => i.rectifies)) {
    await tx
      .update(invoices)
      .set({ rectifiedInvoiceId: ids.get(invoice.rectifies!)! })
      .where(eq(invoices.id, ids.get(invoice.key)!));
  }

  const points = planned.flatMap((invoice) =>
    invoice.points.map((point) => ({
      invoiceId: ids.get(invoice.key)!,
      position: point.position,
      contractId: point.contractId,
      contractName: point.contractName,
      cupsName: point.cupsName,
      cupsAddress: point.cupsAddress,
      energyKwh: point.energyKwh,
      amountTotal: point.amountTotal,
      computation: point.computation,
    })),
  );
  if (points.length > 0) await tx.insert(invoicePoints).values(points);

  await writePayments(tx, planned, ids);
  return ids;
}

async function writePayments(tx: Executor, planned: readonly TPlannedInvoice[], ids: ReadonlyMap<string, number>): Promise<void> {
  const paidOnline = planned.filter((invoice) => invoice.paidOnline);
  if (paidOnline.length === 0) return;
  const customerIds = [...new Set(paidOnline.map((i) => i.customerId))];
  const payers = await tx
    .select({ id: users.id, customerId: users.customerId, email: users.email })
    .from(users)
    .where(inArray(users.customerId, customerIds))
    .orderBy(asc(users.id));
  const paymentRows = paidOnline.flatMap((invoice) => {
    const payer = payers.find((user) => user.customerId === invoice.customerId);
    if (!payer) return [];
    const at = new Date(`${addDays(invoice.invoiceDate, PAID_ONLINE_AFTER_DAYS)}T10:15:00Z`);
    return [
      {
        invoiceId: ids.get(invoice.key)!,
        customerId: invoice.customerId,
        userId: payer.id,
        platform: 'sandbox' as const,
        idempotencyKey: `seed-${invoice.number}`,
        providerIntentId: `pi_seed_${invoice.number}`,
        status: 'succeeded' as const,
        amountCents: Math.round(invoice.amountTotal * 100),
        currency: 'EUR',
        paymentMethodLabel: 'visa •••• 4242',
        paidByUserEmail: payer.email,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  if (paymentRows.length > 0) await tx.insert(payments).values(paymentRows);
}
