import type { TDownloadLabels } from './download-labels.ts';

/** German words of the readings download (the CSV and spreadsheet headers, the sheet and file names). */
export const DOWNLOAD_DE_DE: TDownloadLabels = {
  cups: 'CUPS',
  date: 'Datum',
  time: 'Uhrzeit',
  offset: 'UTC-Versatz',
  active: 'Wirkenergie (kWh)',
  exported: 'Eingespeist (kWh)',
  reactive: 'Blindenergie (kVArh)',
  estimated: 'Geschätzt',
  sheet: 'Verbrauch',
  file: 'verbrauch',
};
