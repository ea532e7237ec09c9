import type { TLanguage } from '@portal/domain';

/** The header row of a readings download, in the language of the file. */
export interface TDownloadLabels {
  cups: string;
  date: string;
  time: string;
  offset: string;
  active: string;
  exported: string;
  reactive: string;
  estimated: string;
  /** The sheet's name in the .xlsx. */
  sheet: string;
  /** The file name's first word. */
  file: string;
}

export const DOWNLOAD_LABELS: Record<TLanguage, TDownloadLabels> = {
  'ca-ES': {
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
  },
  'es-ES': {
    cups: 'CUPS',
    date: 'Fecha',
    time: 'Hora',
    offset: 'Desfase UTC',
    active: 'Activa (kWh)',
    exported: 'Exportada (kWh)',
    reactive: 'Reactiva (kVArh)',
    estimated: 'Estimada',
    sheet: 'Consumo',
    file: 'consumo',
  },
  'en-US': {
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
  },
  'gl-ES': {
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
  },
  'fr-FR': {
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
  },
  'de-DE': {
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
  },
};
