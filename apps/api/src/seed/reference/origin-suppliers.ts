import type { Executor } from '../../db/database.ts';
import { originSuppliers } from '../../db/schema/index.ts';

/**
 * Spanish retailers a visitor of the comparators may come from (visitor-and-shell §3.6, §7
 * leads/comers), by their trading names: the large free-market retailers, independent ones, and the
 * reference retailers (comercializadoras de referencia) that sell the regulated PVPC and gas TUR.
 * kind: which comparator lists it ('both' sells electricity and gas). Ids follow this order on a
 * fresh database; a name already there is left as it is, so ids never move.
 */
export const ORIGIN_SUPPLIERS: ReadonlyArray<{ name: string; kind: 'electricity' | 'gas' | 'both' }> = [
  { name: 'Endesa Energía', kind: 'both' },
  { name: 'Iberdrola Clientes', kind: 'both' },
  { name: 'Naturgy Iberia', kind: 'both' },
  { name: 'Repsol', kind: 'both' },
  { name: 'TotalEnergies', kind: 'both' },
  { name: 'EDP Comercializadora', kind: 'both' },
  { name: 'Holaluz', kind: 'electricity' },
  { name: 'Som Energia', kind: 'electricity' },
  { name: 'Octopus Energy España', kind: 'both' },
  { name: 'Factor Energía', kind: 'both' },
  { name: 'Audax Renovables', kind: 'both' },
  { name: 'Aldro Energía', kind: 'both' },
  { name: 'Lucera', kind: 'both' },
  { name: 'Nexus Energía', kind: 'both' },
  { name: 'Gana Energía', kind: 'both' },
  { name: 'Fenie Energía', kind: 'both' },
  { name: 'Galp Energía España', kind: 'both' },
  { name: 'CHC Energía', kind: 'both' },
  { name: 'Gesternova', kind: 'electricity' },
  { name: 'Podo', kind: 'electricity' },
  // Reference retailers (PVPC electricity; gas TUR for those that sell it).
  { name: 'Energía XXI', kind: 'both' },
  { name: 'Curenergía', kind: 'both' },
  { name: 'Comercializadora Regulada Gas & Power', kind: 'both' },
  { name: 'Baser Comercializadora de Referencia', kind: 'both' },
  { name: 'Régsiti Comercializadora Regulada', kind: 'electricity' },
  { name: 'Teramelcor', kind: 'electricity' },
];

/** Adds the origin suppliers a database lacks (every start, demo or not). */
export async function seedOriginSuppliers(db: Executor): Promise<void> {
  await db
    .insert(originSuppliers)
    .values([...ORIGIN_SUPPLIERS])
    .onConflictDoNothing({ target: originSuppliers.name });
}
