import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { virtualBatteries, virtualBatteryLinks } from '../../db/schema/index.ts';
import { demoTemplateOf } from '../e2e/test-customers.ts';
import { DEMO_BATTERIES } from './demo-batteries-data.ts';
import { DEMO_DOMESTIC_TAX_ID } from './demo-invoices-data.ts';
import { endOfMonthBefore } from './invoice-periods.ts';

/** A seeded link as the billing plan reads it: the battery it belongs to and its terms. */
export interface TSeededBatteryLink {
  batteryId: number;
  linkId: number;
  contractId: number;
  startDate: string;
  endDate: string | null;
  percentage: number;
  setting: 'aplicar' | 'no_aplicar';
  isOrigin: boolean;
}

interface TSeedContract {
  id: number;
  name: string;
  cups: string;
  customer_id: number;
  tax_id: string;
}

/**
 * Writes the demo batteries and their links (demo-batteries-data.ts) for the personas among
 * `contracts`, and for each test customer a copy of the household's (its contracts follow their
 * templates), a link's end counted from `today` where the data says so. A customer who already has batteries keeps them. The billing plan reads the links
 * back from the database (demo-invoices.ts), kept ones included, so nothing is answered here.
 */
export async function seedDemoBatteries(tx: Executor, contracts: readonly TSeedContract[], today: string): Promise<void> {
  const byCustomer = new Map<number, TSeedContract[]>();
  for (const contract of contracts) byCustomer.set(contract.customer_id, [...(byCustomer.get(contract.customer_id) ?? []), contract]);
  for (const [customerId, own] of byCustomer) {
    const copiesTemplate = own.some((contract) => demoTemplateOf(contract).name !== contract.name);
    const taxId = copiesTemplate ? DEMO_DOMESTIC_TAX_ID : own[0]!.tax_id;
    const existing = await tx
      .select({ id: virtualBatteries.id })
      .from(virtualBatteries)
      .where(eq(virtualBatteries.customerId, customerId))
      .limit(1);
    if (existing.length > 0) continue;
    for (const battery of DEMO_BATTERIES.filter((b) => b.taxId === taxId)) {
      const links = battery.links.flatMap((link) => {
        const contract = own.find((c) => demoTemplateOf(c).name === link.contract);
        return contract ? [{ link, contract }] : [];
      });
      if (links.length === 0) continue;
      const [row] = await tx.insert(virtualBatteries).values({ customerId, name: battery.name }).returning({ id: virtualBatteries.id });
      const batteryId = row!.id;
      await tx.insert(virtualBatteryLinks).values(
        links.map(({ link, contract }) => ({
          batteryId,
          contractId: contract.id,
          startDate: link.startDate,
          endDate: link.endDate && typeof link.endDate === 'object' ? endOfMonthBefore(today, link.endDate.monthsBeforeSeed) : link.endDate,
          percentage: link.percentage,
          discountSetting: link.setting,
          isOrigin: link.isOrigin,
        })),
      );
    }
  }
}
