/** The two kinds of supply point the registry holds, as the SIPS publishes them in two files. */
export type TRegistryKind = 'electricity' | 'gas';

/** The power periods P1..P6, in watts; null where the tariff bills fewer periods or SIPS gives none. */
export type TPowersW = readonly [number | null, number | null, number | null, number | null, number | null, number | null];

import { normaliseCups } from '../validators/cups.ts';

/**
 * The registry's key of a CUPS: its first 20 characters, normalised. They name the point ("ES",
 * distributor, point number, control letters); the two more of the 22-character form (border
 * point and point kind) do not, and bills and SIPS files write a point both ways.
 */
export const registryKeyOf = (cups: string): string => normaliseCups(cups).slice(0, 20);

/** One supply point as read from a SIPS row (sips-row.ts) and stored in the registry. */
export interface TSipsPoint {
  /** The registry's key (registryKeyOf): 20 characters. */
  cups: string;
  kind: TRegistryKind;
  /** codigoEmpresaDistribuidora, e.g. '0031'. */
  distributorCode: string;
  /** nombreEmpresaDistribuidora; empty when the file leaves it blank. */
  distributorName: string;
  /** The access tariff's name: '2.0TD', '3.0TD', '6.1TD'…, 'RL.1'… */
  accessTariff: string;
  powersW: TPowersW;
  /** codigoAutoconsumo, '00' for none. */
  selfConsumptionCode: string;
  /** Five digits, or null when the file has none. */
  postalCode: string | null;
  /** The INE municipality code (five digits: province and municipality), or null. */
  ine: string | null;
  /** The file carries what a comparison needs: the tariff's every contracted power (gas: always). */
  consumptionDataAvailable: boolean;
  /** The point may be contracted (codigoPSContratable is not '0'): a switch of supplier is possible. */
  switchAvailable: boolean;
}

/** What the registry answers for a CUPS: the stored point and the id of its tariff in `tariffs` (null when that table lacks it). */
export interface TRegistryPoint extends TSipsPoint {
  accessTariffId: number | null;
}
