import type { Executor } from '../../db/database.ts';
import { tariffs } from '../../db/schema/index.ts';

/**
 * The access tariffs of Spain, written on every start (docs/comparator-api.md): electricity's of
 * Circular CNMC 3/2020 (2.0TD up to 15 kW, 3.0TD above, 6.1TD–6.4TD high voltage; power periods
 * as billed) and gas's local-network tolls RL.1–RL.11 of Circular CNMC 6/2020 (no power). The demo's
 * five come first in the demo's order, so a fresh database gives them the ids it always had.
 */
export const ACCESS_TARIFFS: ReadonlyArray<{ name: string; kind: 'electricity' | 'gas'; powerPeriods: number }> = [
  { name: '2.0TD', kind: 'electricity', powerPeriods: 2 },
  { name: '3.0TD', kind: 'electricity', powerPeriods: 6 },
  { name: '6.1TD', kind: 'electricity', powerPeriods: 6 },
  { name: 'RL.1', kind: 'gas', powerPeriods: 0 },
  { name: 'RL.2', kind: 'gas', powerPeriods: 0 },
  { name: '6.2TD', kind: 'electricity', powerPeriods: 6 },
  { name: '6.3TD', kind: 'electricity', powerPeriods: 6 },
  { name: '6.4TD', kind: 'electricity', powerPeriods: 6 },
  ...[3, 4, 5, 6, 7, 8, 9, 10, 11].map((band) => ({ name: `RL.${band}`, kind: 'gas' as const, powerPeriods: 0 })),
];

/** Adds the access tariffs a database lacks; a tariff already there (the demo's, a retailer's) is left as it is. */
export async function seedAccessTariffs(db: Executor): Promise<void> {
  await db
    .insert(tariffs)
    .values([...ACCESS_TARIFFS])
    .onConflictDoNothing({ target: tariffs.name });
}
