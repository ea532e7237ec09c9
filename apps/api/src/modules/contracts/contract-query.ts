import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
} from '../../db/schema/index.ts';

const fiscalAddress = alias(addresses, 'fiscal_address');
const notifyAddress = alias(addresses, 'notify_address');

/**
 * Everything the Contract entity shows, in one row per contract: the joins are by primary key,
 * and the small per-contract lists (powers, pending signatures, attachments) come as JSON
 * subqueries so a page of contracts costs one round trip.
 */
const contractColumns = (total: SQL<number>) => ({
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
    from contracted_powers_in_force p where p.contract_id = ${contracts.id})`,
  // Signed changes too: a kind stays pending, its button disabled, until staff approve or reject it (docs/signatures.md).
  pendingKinds: sql<string[]>`(
    select coalesce(json_agg(distinct r.kind), '[]'::json)
    from contract_modification_requests r where r.contract_id = ${contracts.id} and r.state in ('waiting_for_signature', 'signed'))`,
  // `texts`: the title and category in each language that has them (attachment_texts).
  attachments: sql<
    Array<{
      id: number;
      name: string;
      filename: string;
      category: string;
      size: number;
      created_at: string;
      texts: Partial<Record<string, { name: string; category: string }>> | null;
    }>
  >`(
    select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'filename', a.filename, 'category', a.category,
      'size', a.size_bytes, 'created_at', a.created_at,
      'texts', (select json_object_agg(t.language, json_build_object('name', t.name, 'category', t.category))
        from attachment_texts t where t.attachment_id = a.id)) order by a.created_at, a.id), '[]'::json)
    from attachments a where a.contract_id = ${contracts.id} and a.modification_request_id is null)`,
  /** How many contracts match the list's conditions (a page's rows all carry it); 1 elsewhere. */
  total,
});

/** Full contract rows with these columns: the contract and everything it joins, by key. */
function fromContracts(db: Executor, total: SQL<number>) {
  return db
    .select(contractColumns(total))
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(fiscalAddress, eq(fiscalAddress.id, contracts.fiscalAddressId))
    .leftJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .leftJoin(distributors, eq(distributors.id, supplyPoints.distributorId))
    .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
    .leftJoin(priceLists, eq(priceLists.id, contracts.priceListId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.contractId, contracts.id))
    .leftJoin(notifyAddress, eq(notifyAddress.id, notificationAddresses.addressId));
}

/** A select of full contract rows with the given conditions; order and paging are the caller's. */
export function selectContracts(db: Executor, ...conditions: SQL[]) {
  return fromContracts(db, sql<number>`1`).where(and(...conditions));
}

/**
 * One page of full contract rows matching `conditions` (active first, then by name) and the
 * number of all matches, in one query: the page's ids come from a one-table subquery on the
 * list index, the total from an uncorrelated count (evaluated once). A page past the end has
 * no row to carry the total.
 */
export function selectContractPage(db: Executor, conditions: SQL[], offset: number | Placeholder, limit: number | Placeholder) {
  const where = sql.join(conditions, sql` and `);
  const order = sql`${contracts.activeRank}, ${contracts.name}`;
  return (
    fromContracts(db, sql<number>`(select count(*)::int from ${contracts} where ${where})`)
      // An array from an InitPlan, not IN (subquery): the generic plan then reaches the page's rows
      // by primary key whatever LIMIT it is given, instead of hashing every contract.
      .where(
        sql`${contracts.id} = any(array(select ${contracts.id} from ${contracts} where ${where} order by ${order} offset ${offset} limit ${limit}))`,
      )
      .orderBy(asc(contracts.activeRank), asc(contracts.name))
  );
}

export type ContractRow = Awaited<ReturnType<typeof selectContracts>>[number];

/**
 * What the readings of a contract are read and priced by (the consumption charts and downloads):
 * the contract, its supply point, tariff and price list, joined by key; none of the full row's
 * nine tables and three JSON lists, which on the embedded database cost 3.9 ms a read to plan.
 */
export function selectContractSupplies(db: Executor, ...conditions: SQL[]) {
  return db
    .select({
      id: contracts.id,
      name: contracts.name,
      type: contracts.type,
      supplyPointId: supplyPoints.id,
      cups: supplyPoints.cups,
      tariffName: tariffs.name,
      priceListName: priceLists.name,
    })
    .from(contracts)
    .leftJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
    .leftJoin(priceLists, eq(priceLists.id, contracts.priceListId))
    .where(and(...conditions));
}

export type ContractSupply = Awaited<ReturnType<typeof selectContractSupplies>>[number];
