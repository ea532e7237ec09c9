import { describe, expect, it } from 'vitest';
import { buildRows, parseCsvLine } from './reference/build-postal-codes.ts';

const HEADER = 'codigo_postal,municipio_id,nombre_entidad_singular';
const known = new Set(['08019', '17079', '36902', '01059']);

describe('build-postal-codes', () => {
  it('parses the quoting of the source', () => {
    expect(parseCsvLine('01012,01028,"SALINILLAS DE BURADON/GAT"')).toEqual(['01012', '01028', 'SALINILLAS DE BURADON/GAT']);
    expect(parseCsvLine('16512,16041,"SOL-MARINA ""SANTA CRUZ"""')).toEqual(['16512', '16041', 'SOL-MARINA "SANTA CRUZ"']);
    expect(parseCsvLine('07559,07062,"PORT NOU, PORT VERD I POR"')).toEqual(['07559', '07062', 'PORT NOU, PORT VERD I POR']);
  });

  it('drops stray rows and maps merged municipalities', () => {
    const csv = [
      HEADER,
      '00005,17079,GIRONA',
      '04375,08015,BADALONA',
      '08001,08019,BARCELONA',
      '90007,50297,ZARAGOZA',
      '36130,36011,CERDEDO',
      '01001,01099,NOWHERE',
      '',
    ].join('\n');
    expect(buildRows(csv, known)).toEqual({
      rows: [
        ['08001', '08019', 'BARCELONA'],
        ['36130', '36902', 'CERDEDO'],
      ],
      dropped: { outOfRange: 2, otherProvince: 1, unknownMunicipality: 1 },
    });
  });

  it('refuses a file that is not the expected source', () => {
    expect(() => buildRows('cp;ine;name\n', known)).toThrow(/unexpected header/);
    expect(() => buildRows(`${HEADER}\n8001,08019,BARCELONA\n`, known)).toThrow(/bad row/);
  });
});
