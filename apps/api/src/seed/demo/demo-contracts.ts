import { composeFullAddress } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  ATTACHMENT_CHUNK_BYTES,
  addresses,
  attachmentChunks,
  attachments,
  attachmentTexts,
  bankAccounts,
  contractedPowers,
  contractModificationRequests,
  contracts,
  customers,
  distributors,
  notificationAddresses,
  priceLists,
  supplyPoints,
  tariffs,
} from '../../db/schema/index.ts';
import { DEMO_ATTACHMENT_TEXTS } from './demo-attachment-texts.ts';
import { DEMO_CONTRACTS } from './demo-contracts-data.ts';
import { DEMO_DISTRIBUTORS, DEMO_PRICE_LISTS, DEMO_TARIFFS, type DemoCustomerContracts } from './demo-reference-data.ts';

/** Reference data, then the contracts of the personas and of any test customers (test-customers.ts). */
export async function seedDemoContracts(tx: Executor, testCustomers: readonly DemoCustomerContracts[] = []): Promise<void> {
  // The access tariffs are reference data every start writes (seed/reference/access-tariffs.ts): the demo's are added only if missing.
  await tx
    .insert(tariffs)
    .values([...DEMO_TARIFFS])
    .onConflictDoNothing({ target: tariffs.name });
  const tariffIds = await idsByName(tx.select({ id: tariffs.id, name: tariffs.name }).from(tariffs));
  const priceListIds = await idsByName(
    tx
      .insert(priceLists)
      .values([...DEMO_PRICE_LISTS])
      .returning({ id: priceLists.id, name: priceLists.name }),
  );
  const distributorIds = await idsByName(
    tx
      .insert(distributors)
      .values([...DEMO_DISTRIBUTORS])
      .returning({ id: distributors.id, name: distributors.name }),
  );
  const supplyPointIds = new Map<string, number>();

  for (const customer of [...DEMO_CONTRACTS, ...testCustomers]) {
    const [owner] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.taxId, customer.taxId));
    if (!owner) throw new Error(`demo customer ${customer.taxId} missing`);
    const addressIds = new Map<string, number>();
    for (const { key, refCatastral, ...address } of customer.addresses) {
      const [row] = await tx
        .insert(addresses)
        .values({ ...address, customerId: owner.id, refCatastral: refCatastral ?? null, fullAddress: composeFullAddress(address) })
        .returning({ id: addresses.id });
      addressIds.set(key, row!.id);
    }
    const accountIds = new Map<string, number>();
    for (const iban of customer.ibans) {
      const [row] = await tx.insert(bankAccounts).values({ customerId: owner.id, iban }).returning({ id: bankAccounts.id });
      accountIds.set(iban, row!.id);
    }

    for (const contract of customer.contracts) {
      const place = customer.addresses.find((a) => a.key === contract.supplyAddress)!;
      let supplyPointId = supplyPointIds.get(contract.cups);
      if (supplyPointId === undefined) {
        const [row] = await tx
          .insert(supplyPoints)
          .values({
            cups: contract.cups,
            street: [place.tv, place.nv, place.pnp, place.pt, place.pu].filter(Boolean).join(' '),
            city: place.poblacio,
            postalCode: place.dp,
            ine: place.ine,
            fullAddress: composeFullAddress(place),
            refCatastral: place.refCatastral ?? null,
            isPeninsula: true,
            distributorId: distributorIds.get(contract.distributor)!,
          })
          .returning({ id: supplyPoints.id });
        supplyPointId = row!.id;
        supplyPointIds.set(contract.cups, supplyPointId);
      }
      const [row] = await tx
        .insert(contracts)
        .values({
          customerId: owner.id,
          name: contract.name,
          type: contract.type,
          state: contract.state,
          supplyPointId,
          tariffId: tariffIds.get(contract.tariff)!,
          priceListId: priceListIds.get(contract.priceList)!,
          signDate: contract.signDate,
          startDate: contract.startDate,
          endDate: contract.endDate ?? null,
          fiscalAddressId: addressIds.get(contract.fiscalAddress)!,
          bankAccountId: contract.iban ? accountIds.get(contract.iban)! : null,
          invoiceOnline: contract.invoiceOnline ?? 'email',
          amountDebt: contract.amountDebt ?? 0,
          atrAvailable: contract.atrAvailable ?? true,
          dsoReference: contract.dsoReference,
          noCessionSips: contract.noCessionSips ?? 'unactive',
          selfConsumption: contract.selfConsumption ?? false,
          pressureBar: contract.pressureBar ?? null,
          flowRateM3h: contract.flowRateM3h ?? null,
        })
        .returning({ id: contracts.id });
      const contractId = row!.id;
      if (contract.powersW) {
        await tx.insert(contractedPowers).values(contract.powersW.map((powerW, index) => ({ contractId, period: index + 1, powerW })));
      }
      const notification = customer.addresses.find((a) => a.key === contract.notificationAddress)!;
      await tx.insert(notificationAddresses).values({
        contractId,
        addressId: addressIds.get(contract.notificationAddress)!,
        email: notification.email,
        mobile: notification.mobile,
      });
      for (const file of contract.attachments ?? []) {
        const content = file.content();
        const [attachment] = await tx
          .insert(attachments)
          .values({
            contractId,
            name: file.name,
            filename: file.filename,
            mimeType: file.mime,
            sizeBytes: content.length,
            category: file.category,
            createdAt: new Date(`${contract.startDate ?? '2026-01-01'}T09:00:00Z`),
          })
          .returning({ id: attachments.id });
        await tx.insert(attachmentChunks).values(chunksOf(attachment!.id, content));
        const texts = DEMO_ATTACHMENT_TEXTS[file.filename];
        if (texts)
          await tx
            .insert(attachmentTexts)
            .values(Object.entries(texts).map(([language, words]) => ({ attachmentId: attachment!.id, language, ...words })));
      }
      if (contract.pendingRequest) {
        const { bank_id_iban, ...payload } = contract.pendingRequest.payload;
        await tx.insert(contractModificationRequests).values({
          contractId,
          kind: contract.pendingRequest.kind,
          payload: bank_id_iban ? { ...payload, bank_id: accountIds.get(String(bank_id_iban))! } : payload,
          createdAt: new Date('2026-11-18T10:30:00Z'),
        });
      }
    }
  }
}

async function idsByName(rows: Promise<Array<{ id: number; name: string }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.name, r.id]));
}

/** The bytes of a file as the attachment_chunks rows the API writes (one empty chunk for an empty file). */
function chunksOf(attachmentId: number, content: Buffer): Array<{ attachmentId: number; seq: number; bytes: Buffer }> {
  const rows = [];
  for (let seq = 0; seq === 0 || seq * ATTACHMENT_CHUNK_BYTES < content.length; seq += 1) {
    rows.push({ attachmentId, seq, bytes: content.subarray(seq * ATTACHMENT_CHUNK_BYTES, (seq + 1) * ATTACHMENT_CHUNK_BYTES) });
  }
  return rows;
}
