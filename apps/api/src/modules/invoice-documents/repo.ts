import { hourlyOf } from '@portal/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { decodeReadings } from '../../db/consumption-bytes.ts';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import {
  addresses,
  bankAccounts,
  consumptionDays,
  contractedPowersInForce,
  contracts,
  customers,
  distributors,
  invoicePoints,
  invoices,
  priceLists,
  supplyPoints,
  tariffs,
} from '../../db/schema/index.ts';
import type { CurveDay } from './curve-csv.ts';
import type { InvoiceForPdf, InvoicePointForPdf } from './invoice-pdf.ts';
import type { MeterDay } from './meter-history.ts';

const rectified = alias(invoices, 'rectified');
const billingAddress = alias(addresses, 'billing_address');
const fiscalAddress = alias(addresses, 'fiscal_address');

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
        billingAddress: sql<string | null>`coalesce(${billingAddress.fullAddress}, ${fiscalAddress.fullAddress})`,
        supplyPointId: supplyPoints.id,
        tariff: tariffs.name,
        product: sql<string | null>`nullif(coalesce(nullif(${priceLists.nomComercial}, ''), ${priceLists.name}), '')`,
        distributorName: distributors.name,
        distributorPhone: distributors.phone,
        iban: bankAccounts.iban,
        // Contracted power per period as the contract holds it now (kW; the power change keeps it current).
        powersKw: sql<number[]>`(select coalesce(json_agg(cp.power_w / 1000.0 order by cp.period), '[]'::json)
          from ${contractedPowersInForce} cp where cp.contract_id = ${contracts.id})`,
        points: sql<InvoicePointForPdf[]>`(select coalesce(json_agg(json_build_object('contractName', p.contract_name,
          'cupsName', p.cups_name, 'cupsAddress', p.cups_address, 'energyKwh', p.energy_kwh, 'amountTotal', p.amount_total,
          'computation', p.computation) order by p.position), '[]'::json)
          from ${invoicePoints} p where p.invoice_id = ${invoices.id})`,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .leftJoin(rectified, and(eq(rectified.id, invoices.rectifiedInvoiceId), eq(rectified.customerId, invoices.customerId)))
      .leftJoin(contracts, eq(contracts.id, invoices.contractId))
      .leftJoin(billingAddress, eq(billingAddress.id, invoices.addressInvoiceId))
      .leftJoin(fiscalAddress, eq(fiscalAddress.id, contracts.fiscalAddressId))
      .leftJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
      .leftJoin(priceLists, eq(priceLists.id, contracts.priceListId))
      .leftJoin(distributors, eq(distributors.id, supplyPoints.distributorId))
      .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
      .where(and(eq(invoices.id, id), ownedBy(invoices.customerId, userId), kind));
    if (!row) return undefined;
    const { supplyPointId, tariff, product, distributorName, distributorPhone, iban, powersKw, billingAddress: address, ...invoice } = row;
    return {
      ...invoice,
      billingAddress: address,
      supply:
        supplyPointId !== null && tariff !== null
          ? {
              supplyPointId,
              tariff,
              product,
              powersKw: powersKw.map(Number),
              distributorName,
              distributorPhone: distributorPhone || null,
              iban,
            }
          : null,
      points: row.points.map((point) => ({ ...point, energyKwh: Number(point.energyKwh), amountTotal: Number(point.amountTotal) })),
    };
  }

  /** Every metered day of a supply point up to a date, oldest first: what its registers and history are derived from. */
  async meterDays(supplyPointId: number, to: string): Promise<MeterDay[]> {
    const rows = await this.db
      .select({ day: consumptionDays.day, active: consumptionDays.active, estimated: consumptionDays.estimated })
      .from(consumptionDays)
      .where(and(eq(consumptionDays.supplyPointId, supplyPointId), sql`${consumptionDays.day} <= ${to}`))
      .orderBy(asc(consumptionDays.day));
    return rows.map(({ day, active, estimated }) => ({ day, values: decodeReadings(active), estimated: estimated !== null }));
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
