import type { TDownloadLabels } from './download-labels.ts';

/** French words of the readings download (the CSV and spreadsheet headers, the sheet and file names). */
export const DOWNLOAD_FR_FR: TDownloadLabels = {
  cups: 'CUPS',
  date: 'Date',
  time: 'Heure',
  offset: 'Décalage UTC',
  active: 'Active (kWh)',
  exported: 'Injectée (kWh)',
  reactive: 'Réactive (kVArh)',
  estimated: 'Estimée',
  sheet: 'Consommation',
  file: 'consommation',
};
