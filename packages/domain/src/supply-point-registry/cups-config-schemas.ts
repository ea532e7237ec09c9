import { z } from 'zod';
import { isValidCups, normaliseCups } from '../validators/cups.ts';
import type { TRegistryPoint } from './registry-point.ts';
import { hasSelfConsumption } from './sips-codes.ts';

/** The field error of a CUPS that is not one (visitor-and-shell §5: "CUPS not valid"). */
export const CUPS_INVALID = 'cups_invalid';
/** A valid CUPS the registry does not hold (404). */
export const CUPS_NOT_FOUND = 'cups_not_found';

/**
 * The CUPS of the path, as a visitor typed it: normalised (spaces, dots and dashes dropped,
 * upper case, O read as zero) and checked (shape and control letters; 20 or 22 characters,
 * the lengths that trigger the lookup, §9). 64 characters bound what is read at all.
 */
export const ZCupsParamsSchema = z.object({
  cups: z
    .string()
    .max(64, CUPS_INVALID)
    .transform(normaliseCups)
    .refine((cups) => isValidCups(cups), CUPS_INVALID),
});

/** `?old=0|1`: the source's flag for the tariffs before June 2021; the answer is the same, tariffs in force. */
export const ZCupsConfigQuerySchema = z.object({ old: z.enum(['0', '1']).optional() });

const ZAccessTariffSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
const kW = z.number().nullable();

/** GET contractacio/config/cups/{cups} (visitor-and-shell §3.6, §7): what a comparator and the wizard fill in from the CUPS. */
export const ZCupsConfigSchema = z.object({
  cups_data_availability: z.object({ available: z.boolean() }),
  access_tariff: ZAccessTariffSchema,
  address: z.object({ zipcode: z.string().nullable() }),
  cups_availability: z.object({ available: z.boolean() }),
  /** P1 in kW: the power the web fills in. */
  power: kW,
  power_p1: kW,
  power_p2: kW,
  power_p3: kW,
  power_p4: kW,
  power_p5: kW,
  power_p6: kW,
  selfcons: z.boolean(),
  autoconsumo_code: z.string(),
  distributor: z.object({ code: z.string(), name: z.string() }),
  ine: z.string().nullable(),
});
export type TCupsConfig = z.infer<typeof ZCupsConfigSchema>;

/** GET gas/contractacio/config/cups/{cups} (§7). */
export const ZGasCupsConfigSchema = z.object({
  access_tariff: ZAccessTariffSchema,
  address: z.object({ zipcode: z.string().nullable() }),
  cups_availability: z.object({ available: z.boolean() }),
});
export type TGasCupsConfig = z.infer<typeof ZGasCupsConfigSchema>;

/** Watts to kW, exact to the watt (3450 W → 3.45). */
const kWOf = (watts: number | null) => (watts === null ? null : watts / 1000);

export function cupsConfigOf(point: TRegistryPoint): TCupsConfig {
  const [p1, p2, p3, p4, p5, p6] = point.powersW.map(kWOf);
  return {
    cups_data_availability: { available: point.consumptionDataAvailable },
    access_tariff: { id: point.accessTariffId, name: point.accessTariff },
    address: { zipcode: point.postalCode },
    cups_availability: { available: point.switchAvailable },
    power: p1 ?? null,
    power_p1: p1 ?? null,
    power_p2: p2 ?? null,
    power_p3: p3 ?? null,
    power_p4: p4 ?? null,
    power_p5: p5 ?? null,
    power_p6: p6 ?? null,
    selfcons: hasSelfConsumption(point.selfConsumptionCode),
    autoconsumo_code: point.selfConsumptionCode,
    distributor: { code: point.distributorCode, name: point.distributorName },
    ine: point.ine,
  };
}

export function gasCupsConfigOf(point: TRegistryPoint): TGasCupsConfig {
  return {
    access_tariff: { id: point.accessTariffId, name: point.accessTariff },
    address: { zipcode: point.postalCode },
    cups_availability: { available: point.switchAvailable },
  };
}
