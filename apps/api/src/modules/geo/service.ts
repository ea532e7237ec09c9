import type { TGeoLocality, TGeoProvince, TGeoStreetType } from '@portal/domain';
import { type GeoIndex, loadGeoIndex, provinceName } from './geo-index.ts';
import { CATASTRO_STREET_TYPES } from './reference/street-types.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const STREET_TYPES: readonly TGeoStreetType[] = CATASTRO_STREET_TYPES.map(([code, name]) => ({ code, name })).sort((a, b) =>
  collator.compare(a.name, b.name),
);

/** Reference-data lookups of the address forms; no database, no customer data. */
export class GeoService {
  constructor(private readonly index: () => Promise<GeoIndex> = loadGeoIndex) {}

  /** Localities of a postal code, sorted by locality; none for an unknown code. */
  async localities(zipcode: string): Promise<readonly TGeoLocality[]> {
    return (await this.index()).byPostalCode.get(zipcode) ?? [];
  }

  /** The province of a municipality: the first two digits of its INE code (customer-area §5). */
  province(ine: string): TGeoProvince | undefined {
    const code = ine.slice(0, 2);
    const name = provinceName(code);
    return name === undefined ? undefined : { code, name };
  }

  streetTypes(): readonly TGeoStreetType[] {
    return STREET_TYPES;
  }
}
