import { addDaysIso } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/contracts-test-support.ts';
import { demoDays } from '../../test/demo-days.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

/**
 * Readings downloads (customer-area §7 cch/download/{type}: hourly and quarter-hourly) as a
 * spreadsheet of each language opens them, on the demo data set (days named by what they are,
 * counted from the seed day: demoDays).
 */
describe('consumption download', () => {
  const { juneWednesday: june, autumnChange, springChange, houseEstimated } = demoDays();
  const dmy = (day: string) => day.split('-').reverse().join('/');
  const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
  const next = addDaysIso(june, 1);
  let t: TestApp;
  let marta: string;
  let company: string;
  const download = (name: string, type: string, query: string, token = marta, language = 'es-ES') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/contracts/${name}/cch/download/${type}/?${query}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  it('is a CSV with a header and one row per hour, as a Spanish spreadsheet reads it', async () => {
    const res = await download(DEMO.active, 'hourly', `start=${june}&end=${next}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`consumo-0001001-hourly-${june}-${next}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe('CUPS;Fecha;Hora;Desfase UTC;Activa (kWh);Exportada (kWh);Reactiva (kVArh);Estimada');
    expect(rows).toHaveLength(48);
    expect(rows[0]).toMatch(new RegExp(`^ES0031408000000001AP0F;${dmy(june)};00:00;UTC\\+02:00;\\d+,\\d{3};;\\d+,\\d{3};0$`));
    expect(rows[47]).toContain(`;${dmy(next)};23:00;UTC+02:00;`);
  });

  it('tells the autumn change’s two 02:00 apart and has no 02:00 in spring', async () => {
    const autumn = lines((await download(DEMO.active, 'hourly', `start=${autumnChange}&end=${autumnChange}`)).body).slice(1);
    expect(autumn).toHaveLength(25);
    expect(autumn.map((row) => row.split(';').slice(2, 4).join(' ')).slice(1, 5)).toEqual([
      '01:00 UTC+02:00',
      '02:00 UTC+02:00',
      '02:00 UTC+01:00',
      '03:00 UTC+01:00',
    ]);
    const spring = lines((await download(DEMO.active, 'hourly', `start=${springChange}&end=${springChange}`)).body).slice(1);
    expect(spring.map((row) => row.split(';')[2])).not.toContain('02:00');
    expect(spring).toHaveLength(23);
  });

  it('follows the language: commas and decimal points in English, days in its order', async () => {
    const res = await download(DEMO.active, 'hourly', `start=${june}&end=${june}`, marta, 'en-US');
    const [header, first] = lines(res.body);
    expect(header).toBe('CUPS,Date,Time,UTC offset,Active (kWh),Exported (kWh),Reactive (kVArh),Estimated');
    expect(first).toMatch(new RegExp(`^ES0031408000000001AP0F,${mdy(june)},00:00,UTC\\+02:00,\\d+\\.\\d{3},,\\d+\\.\\d{3},0$`));
    const german = await download(DEMO.active, 'hourly', `start=${june}&end=${june}&lang=de-DE`, marta, 'en-US');
    expect(lines(german.body)[0]).toContain('Datum;Uhrzeit');
  });

  it('marks estimated readings and leaves a gap empty', async () => {
    const estimated = lines((await download(DEMO.waiting, 'hourly', `start=${houseEstimated[0]}&end=${houseEstimated[0]}`)).body).slice(1);
    expect(estimated.every((row) => row.endsWith(';1'))).toBe(true);
    expect(estimated.every((row) => row.split(';')[5] !== '')).toBe(true);
  });

  it('gives the workshop’s quarter-hours, 96 a day', async () => {
    const rows = lines((await download(DEMO.sixPeriods, 'quarter-hourly', `start=${june}&end=${june}`, company)).body).slice(1);
    expect(rows).toHaveLength(96);
    expect(rows.slice(0, 5).map((row) => row.split(';')[2])).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
  });

  it('gives the same rows as an .xlsx with numbers as numbers and days as dates', async () => {
    const res = await download(DEMO.active, 'hourly', `start=${june}&end=${june}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.rawPayload) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Consumo']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(25);
    expect(sheet.getCell('B1').value).toBe('Fecha');
    expect(sheet.getCell('B2').value).toEqual(new Date(`${june}T00:00:00Z`));
    expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.Number);
    // The same kWh as the CSV's row, read back as a number.
    const csv = lines((await download(DEMO.active, 'hourly', `start=${june}&end=${june}`)).body);
    expect(sheet.getCell('E2').value).toBe(Number(csv[1]!.split(';')[4]!.replace(',', '.')));
  });

  it('has only a header for days without readings', async () => {
    const res = await download(DEMO.active, 'hourly', 'start=2010-01-01&end=2010-01-02');
    expect(lines(res.body)).toHaveLength(1);
  });

  it.each([
    ['monthly', 'start=2026-01-01&end=2026-01-31'],
    ['hourly', 'start=2026-01-31&end=2026-01-01'],
    ['hourly', 'start=2026-01-01&end=2026-01-02&format=pdf'],
    ['hourly', 'start=2024-01-01&end=2025-12-31'],
  ])('refuses %s %s with 400', async (type, query) => {
    const res = await download(DEMO.active, type, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).code).toBe('validation_error');
  });

  it('answers 404 for another customer’s contract', async () => {
    const res = await download(DEMO.sixPeriods, 'hourly', `start=${june}&end=${june}`, marta);
    expect(res.statusCode).toBe(404);
  });
});
