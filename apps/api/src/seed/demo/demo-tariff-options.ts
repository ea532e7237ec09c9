import type { TTariffOptionChoice } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { contractTariffOptions, priceListOptions, priceLists } from '../../db/schema/index.ts';
import { demoTemplateOf } from '../e2e/test-customers.ts';
import { DEMO_PRICE_LIST_OPTIONS, DEMO_TARIFF_OPTION_CHOICES } from './demo-reference-data.ts';
import { monthStartBefore } from './invoice-periods.ts';

/** Writes what the demo products offer; rows already there are kept. */
export async function seedDemoPriceListOptions(tx: Executor): Promise<void> {
  const lists = new Map((await tx.select({ id: priceLists.id, name: priceLists.name }).from(priceLists)).map((l) => [l.name, l.id]));
  const rows = DEMO_PRICE_LIST_OPTIONS.filter((option) => lists.has(option.priceList)).map((option) => ({
    priceListId: lists.get(option.priceList)!,
    kind: option.kind,
    fraction: option.fraction,
    windowHours: option.windowHours ?? null,
    spanMonths: option.spanMonths ?? null,
  }));
  if (rows.length > 0) await tx.insert(priceListOptions).values(rows).onConflictDoNothing();
}

/**
 * Writes the demo contracts' choices (a test customer's copy gets its template's), dated from
 * `today` as the data say, at the
 * fraction their product offers (a choice the product does not offer is left out), and answers every contract's choices as the billing rules read them.
 */
export async function seedDemoTariffOptionChoices(
  tx: Executor,
  contracts: ReadonlyArray<{ id: number; name: string; cups: string; price_list_id: number }>,
  today: string,
): Promise<Map<number, TTariffOptionChoice[]>> {
  const offers = await tx.select().from(priceListOptions);
  const rows = contracts.flatMap((contract) => {
    const template = demoTemplateOf(contract).name;
    return DEMO_TARIFF_OPTION_CHOICES.filter((choice) => choice.contract === template).flatMap((choice) => {
      const offer = offers.find((o) => o.priceListId === contract.price_list_id && o.kind === choice.kind);
      if (!offer) return [];
      const validFrom = monthStartBefore(today, choice.validFromMonthsBeforeSeed);
      return [{ contractId: contract.id, kind: choice.kind, choice: choice.choice, fraction: offer.fraction, validFrom }];
    });
  });
  if (rows.length > 0) await tx.insert(contractTariffOptions).values(rows).onConflictDoNothing();
  const ids = contracts.map((contract) => contract.id);
  const stored =
    ids.length === 0
      ? []
      : await tx
          .select({
            contractId: contractTariffOptions.contractId,
            kind: contractTariffOptions.kind,
            choice: contractTariffOptions.choice,
            fraction: contractTariffOptions.fraction,
            validFrom: contractTariffOptions.validFrom,
          })
          .from(contractTariffOptions)
          .where(inArray(contractTariffOptions.contractId, ids));
  const byContract = new Map<number, TTariffOptionChoice[]>();
  for (const row of stored) {
    const choice = { ...row.choice, kind: row.kind, validFrom: row.validFrom, fraction: row.fraction } as TTariffOptionChoice;
    byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), choice]);
  }
  return byContract;
}
