import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  addresses,
  bankAccounts,
  contractedPowers,
  contracts,
  customers,
  distributors,
  notificationAddresses,
  priceLists,
  supplyPoints,
  tariffs,
} from '../../db/schema/index.ts';
import { COMPANY_EXTRA_CONTRACTS, DEMO_COMPANY_TAX_ID } from './demo-invoices-data.ts';
import { addDays } from './invoice-periods.ts';

/**
 * Gives the demo company its showroom and second workshop (COMPANY_EXTRA_CONTRACTS) when they
 * are missing, starting on `startDate` (the first multipoint month), with the company's
 * address for the bills and notices and its bank account. Data directories seeded before these
 * contracts existed get them here too.
 */
export async function ensureCompanyContracts(tx: Executor, startDate: string): Promise<void> {
  const [company] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.taxId, DEMO_COMPANY_TAX_ID));
  if (!company) return;
  const existing = await tx
    .select({ name: contracts.name })
    .from(contracts)
    .where(
      inArray(
        contracts.name,
        COMPANY_EXTRA_CONTRACTS.map((c) => c.name),
      ),
    );
  const missing = COMPANY_EXTRA_CONTRACTS.filter((c) => !existing.some((e) => e.name === c.name));
  if (missing.length === 0) return;

  const [address] = await tx.select().from(addresses).where(eq(addresses.customerId, company.id)).orderBy(asc(addresses.id)).limit(1);
  const [account] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, company.id))
    .orderBy(asc(bankAccounts.id))
    .limit(1);
  if (!address) throw new Error('the demo company has no address');
  const byName = async (table: typeof tariffs | typeof priceLists | typeof distributors) =>
    new Map((await tx.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.name, row.id]));
  const [tariffIds, priceListIds, distributorIds] = [await byName(tariffs), await byName(priceLists), await byName(distributors)];

  for (const extra of missing) {
    const [point] = await tx
      .insert(supplyPoints)
      .values({
        cups: extra.cups,
        street: extra.street,
        city: extra.city,
        postalCode: extra.postalCode,
        ine: extra.ine,
        fullAddress: `${extra.street}, ${extra.postalCode} ${extra.city}${extra.province !== extra.city ? ` (${extra.province})` : ''}`,
        refCatastral: extra.refCatastral,
        isPeninsula: true,
        distributorId: distributorIds.get(extra.distributor) ?? null,
      })
      .onConflictDoUpdate({ target: supplyPoints.cups, set: { cups: extra.cups } })
      .returning({ id: supplyPoints.id });
    const [contract] = await tx
      .insert(contracts)
      .values({
        customerId: company.id,
        name: extra.name,
        type: 'electricity',
        state: 'activa',
        supplyPointId: point!.id,
        tariffId: tariffIds.get(extra.tariff)!,
        priceListId: priceListIds.get(extra.priceList)!,
        signDate: addDays(startDate, -20),
        startDate,
        fiscalAddressId: address.id,
        bankAccountId: account?.id ?? null,
        dsoReference: extra.dsoReference,
      })
      .returning({ id: contracts.id });
    const contractId = contract!.id;
    await tx.insert(contractedPowers).values(extra.powersW.map((powerW, index) => ({ contractId, period: index + 1, powerW })));
    await tx.insert(notificationAddresses).values({ contractId, addressId: address.id, email: address.email, mobile: address.mobile });
  }
}
