import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** German words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_DE_DE: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar: 'Keine Rabatte anwenden: Die Rechnungen dieses Vertrags entnehmen der Batterie nichts, ihr Guthaben wächst weiter an.',
    aplicar:
      'Rabatte anwenden: Jede Rechnung dieses Vertrags erhält einen Rabatt aus der Batterie, bis zu ihrem Prozentsatz des Guthabens.',
  },
  sheet: {
    summary: 'Übersicht',
    battery: 'Batterie',
    balance: 'Guthaben',
    deposits: 'Summe Einzahlungen',
    discounts: 'Summe Rabatte',
    links: 'Verträge und Prozentsätze',
    date: 'Datum',
    invoice: 'Rechnung',
    contract: 'Vertrag',
    deposit: 'Einzahlung',
    discount: 'Rabatt',
    runningBalance: 'Guthaben',
    file: 'virtuelle-batterien',
  },
};
