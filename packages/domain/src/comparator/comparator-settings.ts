import { z } from 'zod';

/**
 * The comparator's part of the settings (visitor-and-shell §3.10: comparator.enabled,
 * calculationMode) beyond `enabled`. Read here rather than added to the built-in defaults, which ship with the
 * login page: only the comparator pages read these keys.
 *
 * - calculationMode 'writed_data': the visitor only types the bill's data; the mode radio (auto /
 *   manual, §2.6) is hidden. Any other value, or none, offers both modes.
 * - productsUrl: where the result's "our products" button leads (the retailer's product page on
 *   its own site); without one the button is not shown (docs/comparator.md, "Web").
 */
export const WRITED_DATA_MODE = 'writed_data';

/** comparator.productsUrl: a web address; the settings' check (settings/settings-schema.ts) holds a stored one to it. */
export const ZComparatorProductsUrlSchema = z.string().refine((url) => /^https?:\/\//i.test(url), 'not_a_web_address');

const ZComparatorSettingsSchema = z.object({
  calculationMode: z.string().catch(''),
  productsUrl: ZComparatorProductsUrlSchema.catch(''),
});

export interface TComparatorSettings {
  /** Both modes are offered (the radio shows); false with calculationMode 'writed_data'. */
  offersManualMode: boolean;
  /** The "our products" address, '' when none is set. */
  productsUrl: string;
}

/** comparator.offers as it must be written: access tariff name → price list name (settings/settings-schema.ts checks it). */
export const ZComparatorOffersStrictSchema = z.record(z.string(), z.string());
const ZComparatorOffersSchema = ZComparatorOffersStrictSchema.catch({});

/**
 * comparator.offers: our price list (by name) for each access tariff (by name) the comparators
 * price with (docs/comparator-api.md); a missing or malformed value offers nothing.
 */
export function comparatorOffersOf(comparator: unknown): Readonly<Record<string, string>> {
  return ZComparatorOffersSchema.parse((comparator as { offers?: unknown } | undefined)?.offers);
}

/** The comparator's settings, whatever the server sent: a missing or malformed key is "not set". */
export function comparatorSettingsOf(comparator: unknown): TComparatorSettings {
  const parsed = ZComparatorSettingsSchema.safeParse({
    calculationMode: (comparator as { calculationMode?: unknown } | undefined)?.calculationMode ?? '',
    productsUrl: (comparator as { productsUrl?: unknown } | undefined)?.productsUrl ?? '',
  });
  const values = parsed.success ? parsed.data : { calculationMode: '', productsUrl: '' };
  return { offersManualMode: values.calculationMode !== WRITED_DATA_MODE, productsUrl: values.productsUrl };
}
