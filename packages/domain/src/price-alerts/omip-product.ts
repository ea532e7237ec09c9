/**
 * OMIP's futures contracts as the portal names them (docs/price-alerts.md): the instrument code,
 * a space and the maturity, as OMIP prints them in its bulletin and on its market-data page:
 * "FTB YR-27" (Spanish base-load year), "FTB Q1-27" (quarter), "FTB M Jan-27" (month),
 * "FTB Wk02-27" (week), "FTB D Fr08Jan-27" (day), "FTK YR-27" (peak load), "FPB YR-27" (Portugal).
 */

/** A product name's longest form: OMIP's are under 20 characters. */
export const OMIP_PRODUCT_MAX_LENGTH = 40;

// An instrument code of two to five capitals, then the maturity: letters, digits, spaces, - / . +
const PRODUCT = /^[A-Z]{2,5} [A-Za-z0-9][A-Za-z0-9 ./+-]*$/;

/** The name with its spaces collapsed (files pad columns), or undefined when it is not a contract's name. */
export function omipProductName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length <= OMIP_PRODUCT_MAX_LENGTH && PRODUCT.test(name) ? name : undefined;
}

/**
 * €/MWh as whole cents, the precision OMIP publishes settlements with and the one '==' compares
 * at: 61.549999 (a float's 61.55) is 6155. Rounded half away from zero.
 */
export function eurosToCents(euros: number): number {
  const cents = Number((Math.abs(euros) * 100).toPrecision(12));
  return Math.sign(euros) * Math.round(cents);
}
