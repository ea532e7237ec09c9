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
  mail: {
    subject: (contract) => `Sie haben die virtuelle Batterie des Vertrags ${contract} geändert`,
    intro: (battery, contract) => `Sie haben diese Änderung an der virtuellen Batterie ${battery} des Vertrags ${contract} vorgenommen:`,
    changes: {
      discount_setting: 'Sie haben geändert, ob die Rechnungen des Vertrags den Rabatt der Batterie nutzen.',
      percentage: 'Sie haben den Anteil des Vertrags an der Batterie geändert; die anderen Verträge teilen sich den Rest.',
      move: 'Sie haben den Vertrag ab heute in eine andere Batterie verschoben.',
    },
    action: 'Mitteilungen zum Vertrag ansehen',
  },
};
