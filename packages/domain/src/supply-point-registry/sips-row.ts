import { splitSeparatedLine } from '../formatting/separated-line.ts';
import { isValidCups } from '../validators/cups.ts';
import { registryKeyOf, type TPowersW, type TRegistryKind, type TSipsPoint } from './registry-point.ts';
import { ELECTRICITY_TARIFF_CODES, gasTariffOf, NO_SELF_CONSUMPTION, tariffPowerPeriods } from './sips-codes.ts';

/**
 * One line of the CNMC's SIPS supply-point files (SIPS2_PS_ELECTRICIDAD, SIPS2_PS_GAS): values
 * separated by commas, a value with a comma in it (an address) between double quotes, a quote
 * inside one doubled. The columns are found by the header's names, so their order and the
 * columns the registry does not read do not matter (docs/supply-point-registry.md lists those read).
 */

const POWER_COLUMNS = [1, 2, 3, 4, 5, 6].map((n) => `potenciasContratadasEnWP${n}`);

/** The columns a file of each kind must have; the others read are optional. */
const REQUIRED: Record<TRegistryKind, readonly string[]> = {
  electricity: ['cups', 'codigoEmpresaDistribuidora', 'codigoTarifaATREnVigor', 'codigoPostalPS', ...POWER_COLUMNS],
  gas: ['cups', 'codigoEmpresaDistribuidora', 'codigoPeajeEnVigor', 'codigoPostalPS'],
};

export interface TSipsHeader {
  kind: TRegistryKind;
  columns: number;
  index: ReadonlyMap<string, number>;
}

export type TSipsRowError =
  | 'columns'
  | 'quote_unclosed'
  | 'cups_invalid'
  | 'distributor_missing'
  | 'tariff_unknown'
  | 'power_invalid'
  | 'postal_code_invalid'
  | 'ine_invalid'
  | 'self_consumption_invalid'
  | 'contractable_invalid';

export type TSipsParse<T, E extends string = TSipsRowError> = { ok: true; value: T } | { ok: false; reason: E; detail: string };

/** Splits one CSV line of a SIPS file; undefined when a quoted value is not closed. */
export const splitSipsLine = (line: string) => splitSeparatedLine(line, ',');

/** Reads the header line: which file it is (electricity has codigoTarifaATREnVigor, gas codigoPeajeEnVigor) and where each column is. */
export function parseSipsHeader(line: string): TSipsParse<TSipsHeader, 'header_unknown' | 'header_incomplete'> {
  const names = splitSipsLine(line.replace(/^\uFEFF/, '').trim())?.map((name) => name.trim());
  if (!names) return { ok: false, reason: 'header_unknown', detail: 'the header line is not comma-separated values' };
  const index = new Map(names.map((name, i) => [name, i] as const));
  const kind: TRegistryKind | undefined = index.has('codigoTarifaATREnVigor')
    ? 'electricity'
    : index.has('codigoPeajeEnVigor')
      ? 'gas'
      : undefined;
  if (!kind)
    return {
      ok: false,
      reason: 'header_unknown',
      detail: 'neither codigoTarifaATREnVigor (electricity) nor codigoPeajeEnVigor (gas) is a column',
    };
  const missing = REQUIRED[kind].filter((name) => !index.has(name));
  if (missing.length > 0) return { ok: false, reason: 'header_incomplete', detail: `missing columns: ${missing.join(', ')}` };
  return { ok: true, value: { kind, columns: names.length, index } };
}

const fail = (reason: TSipsRowError, detail: string): TSipsParse<TSipsPoint> => ({ ok: false, reason, detail });

/**
 * One data line of a file whose header is `header`: the registry's point, or why the line is
 * refused. Lenient where the files are known to vary (a postal code that lost its leading
 * zero, a three-digit municipality code beside codigoProvinciaPS, blank optional cells).
 */
export function parseSipsRow(header: TSipsHeader, line: string): TSipsParse<TSipsPoint> {
  const values = splitSipsLine(line.replace(/\r$/, ''));
  if (!values) return fail('quote_unclosed', 'a quoted value is not closed');
  if (values.length !== header.columns) return fail('columns', `${values.length} values where the header has ${header.columns} columns`);
  const cell = (name: string) => {
    const i = header.index.get(name);
    return i === undefined ? '' : (values[i] ?? '').trim();
  };

  const rawCups = cell('cups');
  if (!isValidCups(rawCups)) return fail('cups_invalid', `"${rawCups}" is not a valid CUPS`);
  const distributorCode = cell('codigoEmpresaDistribuidora');
  if (!/^[0-9A-Z]{1,4}$/i.test(distributorCode))
    return fail('distributor_missing', `codigoEmpresaDistribuidora "${distributorCode}" is not a distributor code`);

  const kind = header.kind;
  const tariffCode = cell(kind === 'electricity' ? 'codigoTarifaATREnVigor' : 'codigoPeajeEnVigor');
  const accessTariff = kind === 'electricity' ? ELECTRICITY_TARIFF_CODES[tariffCode.padStart(3, '0')] : gasTariffOf(tariffCode);
  if (!accessTariff) return fail('tariff_unknown', `access tariff code "${tariffCode}" is not a tariff in force`);

  const periods = tariffPowerPeriods(accessTariff);
  const powers: Array<number | null> = [];
  for (const [i, column] of POWER_COLUMNS.entries()) {
    const text = cell(column);
    if (text !== '' && !/^\d{1,9}$/.test(text)) return fail('power_invalid', `${column} "${text}" is not a whole number of watts`);
    const watts = text === '' ? 0 : Number(text);
    powers.push(i < periods && watts > 0 ? watts : null);
  }

  const postal = cell('codigoPostalPS');
  if (postal !== '' && !/^\d{4,5}$/.test(postal)) return fail('postal_code_invalid', `codigoPostalPS "${postal}" is not a postal code`);
  const ine = ineOf(cell('municipioPS'), cell('codigoProvinciaPS'));
  if (ine === false) return fail('ine_invalid', `municipioPS "${cell('municipioPS')}" is not an INE municipality code`);
  const selfConsumptionCode = cell('codigoAutoconsumo') || NO_SELF_CONSUMPTION;
  if (!/^[0-9A-Z]{2}$/i.test(selfConsumptionCode))
    return fail('self_consumption_invalid', `codigoAutoconsumo "${selfConsumptionCode}" is not a code`);
  const contractable = cell('codigoPSContratable');
  if (!['', '0', '1'].includes(contractable))
    return fail('contractable_invalid', `codigoPSContratable "${contractable}" is neither 0 nor 1`);

  return {
    ok: true,
    value: {
      cups: registryKeyOf(rawCups),
      kind,
      distributorCode: distributorCode.toUpperCase(),
      distributorName: cell('nombreEmpresaDistribuidora'),
      accessTariff,
      powersW: powers as unknown as TPowersW,
      selfConsumptionCode: selfConsumptionCode.toUpperCase(),
      postalCode: postal === '' ? null : postal.padStart(5, '0'),
      ine,
      consumptionDataAvailable: powers.slice(0, periods).every((watts) => watts !== null),
      switchAvailable: contractable !== '0',
    },
  };
}

/** municipioPS as the INE's five digits; false when it cannot be one; null when blank. */
function ineOf(municipality: string, province: string): string | null | false {
  if (municipality === '') return null;
  if (/^\d{5}$/.test(municipality)) return municipality;
  // Six digits: the INE code with its check digit.
  if (/^\d{6}$/.test(municipality)) return municipality.slice(0, 5);
  if (/^\d{1,3}$/.test(municipality) && /^\d{1,2}$/.test(province)) return province.padStart(2, '0') + municipality.padStart(3, '0');
  return false;
}
