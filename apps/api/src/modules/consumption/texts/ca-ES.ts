import type { TDownloadLabels } from './download-labels.ts';

/** Catalan words of the readings download (the CSV and spreadsheet headers, the sheet and file names). */
export const DOWNLOAD_CA_ES: TDownloadLabels = {
  cups: 'CUPS',
  date: 'Data',
  time: 'Hora',
  offset: 'Desfasament UTC',
  active: 'Activa (kWh)',
  exported: 'Exportada (kWh)',
  reactive: 'Reactiva (kVArh)',
  estimated: 'Estimada',
  sheet: 'Consum',
  file: 'consum',
};
