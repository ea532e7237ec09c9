import type { TDownloadLabels } from './download-labels.ts';

/** Galician words of the readings download (the CSV and spreadsheet headers, the sheet and file names). */
export const DOWNLOAD_GL_ES: TDownloadLabels = {
  cups: 'CUPS',
  date: 'Data',
  time: 'Hora',
  offset: 'Desfase UTC',
  active: 'Activa (kWh)',
  exported: 'Exportada (kWh)',
  reactive: 'Reactiva (kVArh)',
  estimated: 'Estimada',
  sheet: 'Consumo',
  file: 'consumo',
};
