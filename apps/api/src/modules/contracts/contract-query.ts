import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import {
  addresses,
  bankAccounts,
  contracts,
  customers,
  distributors,
  notificationAddresses,
  priceLists,
  supplyPoints,
  tariffs,
  users,
} from '../../db/schema/index.ts';

const fiscalAddress = alias(addresses, 'fiscal_address');
const notifyAddress = alias(addresses, 'notify_address');

/** The customer of the signed-in user, as a scalar subquery (evaluated once, so the index applies). */
export const customerOfUser = (userId: number | SQLWrapper): SQL => sql`(select ${users.customerId} from ${users} where ${users.id} = ${userId})`;

/** Contracts of the user's customer; the one condition every contract query starts from. */
export const ownedBy = (userId: number): SQL => eq(contracts.customerId, customerOfUser(userId))!;

/**
 * Everything the Contract entity shows, in one row per contract: the joins are by primary key,
 * and the small per-contract lists (powers, pending signatures, attachments) come as JSON
 * subqueries so a page of contracts costs one round trip.
 */
const contractColumns = {
  id: contracts.id,
  customerId: contracts.customerId,
  name: contracts.name,
  type: contracts.type,
  state: contracts.state,
  signDate: contracts.signDate,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  payerName: contracts.payerName,
  payerVat: contracts.payerVat,
  invoiceOnline: contracts.invoiceOnline,
  amountDebt: contracts.amountDebt,
  atrAvailable: contracts.atrAvailable,
  dsoReference: contracts.dsoReference,
  noCessionSips: contracts.noCessionSips,
  selfConsumption: contracts.selfConsumption,
  pressureBar: contracts.pressureBar,
  flowRateM3h: contracts.flowRateM3h,
  ownerName: customers.name,
  ownerTaxId: customers.taxId,
  fiscalFullAddress: fiscalAddress.fullAddress,
  supplyPointId: supplyPoints.id,
  cups: supplyPoints.cups,
  supplyStreet: supplyPoints.street,
  supplyCity: supplyPoints.city,
  supplyFullAddress: supplyPoints.fullAddress,
  refCatastral: supplyPoints.refCatastral,
  isPeninsula: supplyPoints.isPeninsula,
  dsoName: distributors.name,
  dsoWebsite: distributors.website,
  dsoPhone: distributors.phone,
  tariffName: tariffs.name,
  priceListName: priceLists.name,
  nomComercial: priceLists.nomComercial,
  bankAccountId: bankAccounts.id,
  iban: bankAccounts.iban,
  notificationAddressId: notificationAddresses.addressId,
  notificationName: notifyAddress.name,
  notificationFullAddress: notifyAddress.fullAddress,
  notificationEmail: notificationAddresses.email,
  notificationMobile: notificationAddresses.mobile,
  powers: sql<Array<{ period: number; power_w: number }>>`(
    select coalesce(json_agg(json_build_object('period', p.period, 'power_w', p.power_w) order by p.period), '[]'::json)
    from contracted_powers p where p.contract_id = ${contracts.id})`,
  pendingKinds: sql<string[]>`(
    select coalesce(json_agg(distinct r.kind), '[]'::json)
    from contract_modification_requests r where r.contract_id = ${contracts.id} and r.state = 'waiting_for_signature')`,
  attachments: sql<Array<{ id: number; name: string; filename: string; category: string; size: number; created_at: string }>>`(
    select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'filename', a.filename, 'category', a.category,
      'size', a.size_bytes, 'created_at', a.created_at) order by a.created_at, a.id), '[]'::json)
    from attachments a where a.contract_id = ${contracts.id} and a.modification_request_id is null)`,
};

/** A select of full contract rows with the given conditions; order and paging are the caller's. */
export function selectContracts(db: Executor, ...conditions: SQL[]) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(fiscalAddress, eq(fiscalAddress.id, contracts.fiscalAddressId))
    .leftJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .leftJoin(distributors, eq(distributors.id, supplyPoints.distributorId))
    .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
    .leftJoin(priceLists, eq(priceLists.id, contracts.priceListId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.contractId, contracts.id))
    .leftJoin(notifyAddress, eq(notifyAddress.id, notificationAddresses.addressId))
    .where(and(...conditions));
}

export type ContractRow = Awaited<ReturnType<typeof selectContracts>>[number];
