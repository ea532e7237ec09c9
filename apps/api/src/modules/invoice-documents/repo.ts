import { hourlyOf } from '@portal/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { decodeReadings } from '../../db/consumption-bytes.ts';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { consumptionDays, customers, invoicePoints, invoices, supplyPoints } from '../../db/schema/index.ts';
import type { CurveDay } from './curve-csv.ts';
import type { InvoiceForPdf, InvoicePointForPdf } from './invoice-pdf.ts';

const rectified = alias(invoices, 'rectified');

export class InvoiceDocumentsRepo {
  constructor(private readonly db: Database) {}

  /**
   * One invoice of the user with what its documents print. `multipoint` picks the list it was
   * asked through: an id of the other list, of another customer or of nothing is not found alike.
   */
  async findForDocument(userId: number, id: number, multipoint: boolean): Promise<InvoiceForPdf | undefined> {
    const kind: SQL = multipoint ? eq(invoices.kind, 'multipoint') : ne(invoices.kind, 'multipoint');
    const [row] = await this.db
      .select({
        kind: invoices.kind,
        number: invoices.number,
        invoiceDate: invoices.invoiceDate,
        startDate: invoices.startDate,
        endDate: invoices.endDate,
        contractName: invoices.contractName,
        cupsName: invoices.cupsName,
        cupsAddress: invoices.cupsAddress,
        customerName: customers.name,
        customerTaxId: customers.taxId,
        energyKwh: invoices.energyKwh,
        amountTotal: invoices.amountTotal,
        amountPending: invoices.amountPending,
        paidStatus: invoices.paidStatus,
        rectificativeType: invoices.rectificativeType,
        rectifiedNumber: rectified.number,
        computation: invoices.computation,
        points: sql<InvoicePointForPdf[]>`(select coalesce(json_agg(json_build_object('contractName', p.contract_name,
          'cupsName', p.cups_name, 'cupsAddress', p.cups_address, 'energyKwh', p.energy_kwh, 'amountTotal', p.amount_total,
          'computation', p.computation) order by p.position), '[]'::json)
          from ${invoicePoints} p where p.invoice_id = ${invoices.id})`,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .leftJoin(rectified, and(eq(rectified.id, invoices.rectifiedInvoiceId), eq(rectified.customerId, invoices.customerId)))
      .where(and(eq(invoices.id, id), ownedBy(invoices.customerId, userId), kind));
    if (!row) return undefined;
    return {
      ...row,
      points: row.points.map((point) => ({ ...point, energyKwh: Number(point.energyKwh), amountTotal: Number(point.amountTotal) })),
    };
  }

  /** Metered days of these supply points between two dates (inclusive), by CUPS then day. */
  async consumption(cups: readonly string[], from: string, to: string): Promise<CurveDay[]> {
    if (cups.length === 0) return [];
    const rows = await this.db
      .select({ cups: supplyPoints.cups, day: consumptionDays.day, active: consumptionDays.active })
      .from(consumptionDays)
      .innerJoin(supplyPoints, eq(supplyPoints.id, consumptionDays.supplyPointId))
      .where(and(inArray(supplyPoints.cups, [...cups]), sql`${consumptionDays.day} between ${from} and ${to}`))
      .orderBy(asc(supplyPoints.cups), asc(consumptionDays.day));
    // Quarter-hours add up to hours; gas's one reading a day has no hourly curve.
    return rows.flatMap(({ cups: name, day, active }) => {
      const activeWh = hourlyOf({ day, values: decodeReadings(active) });
      return activeWh ? [{ cups: name, day, activeWh }] : [];
    });
  }
}
