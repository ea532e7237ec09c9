import { type GeoIndex, loadGeoIndex, provinceName } from './geo-index.ts';
import { placeName } from './place-names.ts';

export interface TAddressPlaceInput {
  dp: string;
  ine: string;
  poblacio: string;
  /** The province as the form sends it: its two-digit INE code (the geo lookup's `state`), or a name. */
  state: string;
}

export interface TAddressPlaces {
  /** The locality as stored addresses write it ("Girona"). */
  poblacio: string;
  /** The province's name, for the one-line address ("Barcelona", never "08"). */
  province: string;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * The locality and province of a new address written as the stored ones are (in INE's capitals a new
 * address read "CL Major 5, 17002 GIRONA (17)"): the locality of its postal code and municipality
 * that matches what was sent, in that locality's own spelling, and the province's name for its
 * code. What the reference data does not know is kept as sent (a capitalised name written as a
 * name), so an address is never refused for it.
 */
export async function addressPlaces(address: TAddressPlaceInput, index: () => Promise<GeoIndex> = loadGeoIndex): Promise<TAddressPlaces> {
  const typed = address.poblacio.trim();
  const state = address.state.trim();
  const province = /^\d{2}$/.test(state) ? (provinceName(state) ?? state) : state;
  const localities = (await index().catch(() => undefined))?.byPostalCode.get(address.dp.trim()) ?? [];
  const known = localities.find((item) => item.ine === address.ine.trim() && collator.compare(item.locality, typed) === 0);
  return { poblacio: known?.locality ?? placeName(typed), province };
}
