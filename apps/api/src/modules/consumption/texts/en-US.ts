import type { TDownloadLabels } from './download-labels.ts';

/** English words of the readings download (the CSV and spreadsheet headers, the sheet and file names). */
export const DOWNLOAD_EN_US: TDownloadLabels = {
  cups: 'CUPS',
  date: 'Date',
  time: 'Time',
  offset: 'UTC offset',
  active: 'Active (kWh)',
  exported: 'Exported (kWh)',
  reactive: 'Reactive (kVArh)',
  estimated: 'Estimated',
  sheet: 'Consumption',
  file: 'consumption',
};
