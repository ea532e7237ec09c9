import { describe, expect, it } from 'vitest';
import { cupsConfigOf, gasCupsConfigOf, ZCupsParamsSchema } from './cups-config-schemas.ts';
import { gasTariffOf } from './sips-codes.ts';
import { SipsHeaderError, sipsLineReader } from './sips-reader.ts';
import { parseSipsHeader, parseSipsRow, splitSipsLine, type TSipsHeader } from './sips-row.ts';

const ELECTRICITY_HEADER =
  'codigoEmpresaDistribuidora,cups,nombreEmpresaDistribuidora,codigoPostalPS,municipioPS,codigoProvinciaPS,codigoTarifaATREnVigor,' +
  'potenciasContratadasEnWP1,potenciasContratadasEnWP2,potenciasContratadasEnWP3,potenciasContratadasEnWP4,potenciasContratadasEnWP5,' +
  'potenciasContratadasEnWP6,codigoAutoconsumo,codigoPSContratable';
const GAS_HEADER =
  'codigoEmpresaDistribuidora,nombreEmpresaDistribuidora,cups,codigoProvinciaPS,codigoPostalPS,municipioPS,codigoPeajeEnVigor';

const header = (line: string): TSipsHeader => {
  const parsed = parseSipsHeader(line);
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.value;
};
const electricity = header(ELECTRICITY_HEADER);
const GOOD = '0031,ES0031405800000001EX,e-distribución Redes Digitales,08001,019,08,018,4600,4600,,,,,00,1';

describe('splitSipsLine', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a,,c,', ['a', '', 'c', '']],
    ['"Carrer Gran, 5",b', ['Carrer Gran, 5', 'b']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    ['', ['']],
  ])('%s', (line, values) => expect(splitSipsLine(line)).toEqual(values));

  it('refuses a quote left open or text after a closing quote', () => {
    expect(splitSipsLine('"open,b')).toBeUndefined();
    expect(splitSipsLine('"a"b,c')).toBeUndefined();
  });
});

describe('parseSipsHeader', () => {
  it('tells electricity from gas by their tariff column', () => {
    expect(electricity.kind).toBe('electricity');
    expect(header(GAS_HEADER).kind).toBe('gas');
  });

  it.each([
    ['foo,bar', 'header_unknown'],
    ['cups,codigoTarifaATREnVigor', 'header_incomplete'],
  ])('refuses %s', (line, reason) => {
    const parsed = parseSipsHeader(line);
    expect(parsed.ok ? undefined : parsed.reason).toBe(reason);
  });
});

describe('parseSipsRow', () => {
  it('reads an electricity row: tariff by code, powers in watts, postal code, INE from province and municipality', () => {
    const row = parseSipsRow(electricity, GOOD);
    expect(row).toEqual({
      ok: true,
      value: {
        cups: 'ES0031405800000001EX',
        kind: 'electricity',
        distributorCode: '0031',
        distributorName: 'e-distribución Redes Digitales',
        accessTariff: '2.0TD',
        powersW: [4600, 4600, null, null, null, null],
        selfConsumptionCode: '00',
        postalCode: '08001',
        ine: '08019',
        consumptionDataAvailable: true,
        switchAvailable: true,
      },
    });
  });

  it.each([
    [
      'a 3.0TD point with six powers and self-consumption 41, keyed by the first 20 characters of its CUPS',
      '0031,ES0031405800000001EX0F,x,8001,08019,08,19,15000,15000,15000,15000,15000,20000,41,1',
      {
        accessTariff: '3.0TD',
        powersW: [15000, 15000, 15000, 15000, 15000, 20000],
        selfConsumptionCode: '41',
        postalCode: '08001',
        ine: '08019',
        cups: 'ES0031405800000001EX',
      },
    ],
    [
      'a point not contractable',
      '0031,ES0031405800000001EX,x,08001,,,018,3450,3450,,,,,,0',
      { switchAvailable: false, ine: null, selfConsumptionCode: '00' },
    ],
    [
      'powers beyond the tariff dropped, a missing P2 makes the data unavailable',
      '0031,ES0031405800000001EX,x,08001,,,018,3450,,9999,,,,,',
      {
        powersW: [3450, null, null, null, null, null],
        consumptionDataAvailable: false,
      },
    ],
    ['a CUPS as printed on a bill', '0031,ES 0031 4058 0000 0001 EX,x,08001,,,018,3450,3450,,,,,,', { cups: 'ES0031405800000001EX' }],
  ])('%s', (_, line, expected) => {
    const row = parseSipsRow(electricity, line);
    expect(row.ok && row.value).toMatchObject(expected);
  });

  it.each([
    ['too few columns', '0031,ES0031405800000001EX,x', 'columns'],
    ['an open quote', '0031,"ES0031405800000001EX,x,08001,,,018,3450,3450,,,,,,', 'quote_unclosed'],
    ['a wrong control letter', GOOD.replace('0001EX', '0001EY'), 'cups_invalid'],
    ['no CUPS', GOOD.replace('ES0031405800000001EX', ''), 'cups_invalid'],
    ['no distributor code', GOOD.replace(/^0031/, ''), 'distributor_missing'],
    ['a withdrawn tariff (2.0A)', GOOD.replace(',018,', ',001,'), 'tariff_unknown'],
    ['a power in kW', GOOD.replace(',4600,4600,', ',4.6,4600,'), 'power_invalid'],
    ['a negative power', GOOD.replace(',4600,4600,', ',-4600,4600,'), 'power_invalid'],
    ['a postal code with letters', GOOD.replace(',08001,', ',08O01,'), 'postal_code_invalid'],
    ['a municipality name', GOOD.replace(',019,08,', ',Barcelona,08,'), 'ine_invalid'],
    ['a self-consumption code of three characters', GOOD.replace(',00,1', ',041,1'), 'self_consumption_invalid'],
    ['a contractable flag S', GOOD.replace(/,1$/, ',S'), 'contractable_invalid'],
  ])('refuses %s', (_, line, reason) => {
    const row = parseSipsRow(electricity, line);
    expect(row.ok ? undefined : row.reason).toBe(reason);
  });

  it('reads a gas row whatever the spelling of its toll', () => {
    const gas = header(GAS_HEADER);
    const row = parseSipsRow(gas, '0230,Nedgia Catalunya,ES0230123400009999KR,08,08001,08019,R2');
    expect(row.ok && row.value).toMatchObject({
      kind: 'gas',
      accessTariff: 'RL.2',
      powersW: [null, null, null, null, null, null],
      consumptionDataAvailable: true,
      switchAvailable: true,
    });
    expect(['R1', 'RL1', 'RL.1', 'rl.1', 'R11'].map(gasTariffOf)).toEqual(['RL.1', 'RL.1', 'RL.1', 'RL.1', 'RL.11']);
    expect(['R0', 'R12', '31', ''].map(gasTariffOf)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('sipsLineReader', () => {
  it('numbers every line from the header, skips blank ones and reports rejected lines with their number', () => {
    const read = sipsLineReader();
    const lines = [ELECTRICITY_HEADER, GOOD, '', GOOD.replace(',018,', ',001,'), GOOD.replace('0001EX', '0002EY')].map(read);
    expect(lines.map((l) => [l.line, l.type])).toEqual([
      [1, 'header'],
      [2, 'point'],
      [3, 'blank'],
      [4, 'rejected'],
      [5, 'rejected'],
    ]);
    expect(lines[3]).toMatchObject({ reason: 'tariff_unknown' });
  });

  it('throws on a file that is not a SIPS file', () => {
    expect(() => sipsLineReader()('name,age')).toThrow(SipsHeaderError);
  });
});

describe('the CUPS config answers', () => {
  const row = parseSipsRow(
    electricity,
    '0031,ES0031405800000001EX,e-distribución,08001,019,08,019,15000,15000,15000,15000,15000,20000,41,1',
  );
  if (!row.ok) throw new Error(row.detail);
  const point = { ...row.value, accessTariffId: 2 };

  it('answers powers in kW, P1 as the power, self-consumption from its code', () => {
    expect(cupsConfigOf(point)).toMatchObject({
      access_tariff: { id: 2, name: '3.0TD' },
      power: 15,
      power_p6: 20,
      selfcons: true,
      autoconsumo_code: '41',
      address: { zipcode: '08001' },
      cups_availability: { available: true },
      cups_data_availability: { available: true },
      ine: '08019',
    });
    expect(gasCupsConfigOf(point)).toEqual({
      access_tariff: { id: 2, name: '3.0TD' },
      address: { zipcode: '08001' },
      cups_availability: { available: true },
    });
  });

  it.each([
    ['es0031405800000001ex', true],
    ['ES 0031-4058-0000-0001 EX', true],
    ['ES0031405800000001EY', false],
    ['ES0031405800000001E', false],
    ['x'.repeat(65), false],
  ])('the path CUPS %s is valid: %s', (cups, valid) => {
    expect(ZCupsParamsSchema.safeParse({ cups }).success).toBe(valid);
  });
});
