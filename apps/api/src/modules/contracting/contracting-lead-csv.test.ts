import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { type ContractingLeadCsvRow, contractingLeadsCsv } from './contracting-lead-csv.ts';
import { CONTRACTING_TEXTS } from './texts/index.ts';

/** A dual lead confirmed for customer 7: every column has a value. */
const CONFIRMED: ContractingLeadCsvRow = {
  id: 42,
  type: 'dual',
  step: 5,
  state: 'confirmed',
  createdAt: new Date('2026-03-02T09:05:00Z'),
  updatedAt: new Date('2026-07-02T22:30:00Z'),
  confirmedAt: new Date('2026-07-02T22:30:00Z'),
  reminderSentAt: new Date('2026-03-03T10:00:00Z'),
  vat: '12345678Z',
  email: 'laia@example.com',
  leadsConsent: true,
  customerId: 7,
  holder: { name: 'Laia', surName1: 'Puig', surName2: 'Soler', company: false, mobile: '612345678' },
  installationCups: 'ES0021000000000001AA',
  hasGasContract: true,
  includeGas: true,
  gasCups: 'ES0230000000000001BB',
  electricityProduct: 'Tarifa Llar',
  gasProduct: 'Gas Llar',
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the contracting leads’ CSV (contracting-lead-csv.ts)', () => {
  it('writes a byte order mark, the headers and one line per lead with every column, in the language’s format', () => {
    const csv = contractingLeadsCsv([CONFIRMED], 'ca-ES');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Número;Tipus;Pas assolit;Estat;Començada;Darrer canvi;NIF del titular;Titular;Correu electrònic;Mòbil;' +
        '"CUPS d\'electricitat";CUPS de gas;"Producte d\'electricitat";Producte de gas;Accepta que el contactin;Recordatori enviat;Client',
      '42;Electricitat i gas;5. Confirmació;Confirmada;02/03/2026 10:05;03/07/2026 00:30;12345678Z;Laia Puig Soler;' +
        '"laia@example.com";612345678;ES0021000000000001AA;ES0230000000000001BB;Tarifa Llar;Gas Llar;Sí;Sí;7',
      '',
    ]);
    // English spreadsheets split on commas; the rest as above.
    expect(lines(contractingLeadsCsv([CONFIRMED], 'en-US'))[1]).toBe(
      // The no-break space before AM is not plain text: quoted.
      '42,Electricity and gas,5. Confirmation,Confirmed,"03/02/2026 10:05\u00a0AM","07/03/2026 12:30\u00a0AM",12345678Z,Laia Puig Soler,' +
        '"laia@example.com",612345678,ES0021000000000001AA,ES0230000000000001BB,Tarifa Llar,Gas Llar,Yes,Yes,7',
    );
  });

  it('quotes separators, quotes and line ends, and never lets a cell start a formula', () => {
    const hostile: ContractingLeadCsvRow = {
      ...CONFIRMED,
      email: '=HYPERLINK("http://evil.example","x")',
      holder: { name: '+cmd|calc', surName1: 'Puig; "Soler"', surName2: 'Line\nbreak', company: false, mobile: '-1+1' },
      vat: '@SUM(A1)',
      electricityProduct: 'Tarifa, "Llar"',
    };
    const [, line] = lines(contractingLeadsCsv([hostile], 'es-ES').replace('Line\nbreak', 'Line<LF>break'));
    expect(line).toContain(`;"'@SUM(A1)";"'+cmd|calc Puig; ""Soler"" Line<LF>break";"'=HYPERLINK(""http://evil.example"",""x"")";"'-1+1";`);
    expect(line).toContain(';"Tarifa, ""Llar""";');
    // The raw line break stays inside its quoted cell: the row is not split.
    expect(contractingLeadsCsv([hostile], 'es-ES')).toContain('"\'+cmd|calc Puig; ""Soler"" Line\nbreak"');
  });

  it('names the step reached with the wizard’s words, step 3 by the wizard (dual: the gas contract once taken)', () => {
    const step = (row: Partial<ContractingLeadCsvRow>) => lines(contractingLeadsCsv([{ ...CONFIRMED, ...row }], 'en-US'))[1]?.split(',')[2];
    expect(step({ type: 'electricity', step: 1 })).toBe('1. Supply point');
    expect(step({ type: 'electricity', step: 2 })).toBe('2. Holder');
    expect(step({ type: 'electricity', step: 3 })).toBe('3. Electricity contract');
    expect(step({ type: 'gas', step: 3 })).toBe('3. Gas contract');
    expect(step({ type: 'dual', step: 3, hasGasContract: false })).toBe('3. Electricity contract');
    expect(step({ type: 'dual', step: 3, hasGasContract: true })).toBe('3. Gas contract');
    expect(step({ type: 'gas', step: 4 })).toBe('4. Payment');
    expect(step({ step: 0 })).toBe('0');
  });

  it('leaves out what the lead has not: the customer before confirmation, the other supply’s CUPS and product, a dual without gas', () => {
    const cells = (row: Partial<ContractingLeadCsvRow>) => lines(contractingLeadsCsv([{ ...CONFIRMED, ...row }], 'en-US'))[1]?.split(',');
    // A signed-in customer's lead in progress names its customer only once confirmed.
    const inProgress = cells({ state: 'in_progress', step: 2, reminderSentAt: null, leadsConsent: false });
    expect(inProgress?.slice(3, 4)).toEqual(['In progress']);
    expect(inProgress?.slice(14)).toEqual(['No', 'No', '']);
    expect(cells({ state: 'abandoned' })?.[3]).toBe('Abandoned');
    // Gas: the installation's CUPS is the gas supply's; no electricity contract.
    const gas = cells({ type: 'gas', includeGas: true, gasCups: null, electricityProduct: 'stray' });
    expect(gas?.slice(10, 14)).toEqual(['', 'ES0021000000000001AA', '', 'Gas Llar']);
    // Dual that left gas out: no gas CUPS or product, whatever the draft kept.
    expect(cells({ includeGas: false })?.slice(10, 14)).toEqual(['ES0021000000000001AA', '', 'Tarifa Llar', '']);
    // A company by its name alone; a lead before the person step has no holder.
    expect(
      cells({ holder: { name: 'Fusteria Vallès SL', surName1: 'x', surName2: null, company: true, mobile: null } })?.slice(7, 10),
    ).toEqual(['Fusteria Vallès SL', '"laia@example.com"', '']);
    const empty = { name: null, surName1: null, surName2: null, company: false, mobile: null };
    expect(cells({ step: 1, vat: null, email: null, holder: empty })?.slice(6, 10)).toEqual(['', '', '', '']);
  });

  it('has every header and word in all six languages, none empty, the headers all different', () => {
    const english = CONTRACTING_TEXTS['en-US'].csv;
    for (const language of LANGUAGES) {
      const t = CONTRACTING_TEXTS[language].csv;
      for (const part of ['headers', 'types', 'steps', 'states'] as const) {
        expect(Object.keys(t[part]).sort(), `${language} ${part}`).toEqual(Object.keys(english[part]).sort());
        for (const word of Object.values(t[part])) expect(word.trim(), `${language} ${part}`).not.toBe('');
      }
      expect(new Set(Object.values(t.headers)).size, language).toBe(Object.keys(t.headers).length);
      expect(t.yes).not.toBe(t.no);
      const [header] = lines(contractingLeadsCsv([], language));
      expect(header?.split(language === 'en-US' ? ',' : ';')).toHaveLength(17);
    }
  });
});
