import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** French words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_FR_FR: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar:
      'Ne pas appliquer de remises\u00a0: les factures de ce contrat ne prélèvent rien sur la batterie et son solde continue de s’accumuler.',
    aplicar:
      'Appliquer les remises\u00a0: chaque facture de ce contrat prélève une remise sur la batterie, jusqu’à son pourcentage du solde.',
  },
  sheet: {
    summary: 'Résumé',
    battery: 'Batterie',
    balance: 'Solde',
    deposits: 'Total des dépôts',
    discounts: 'Total des remises',
    links: 'Contrats et pourcentages',
    date: 'Date',
    invoice: 'Facture',
    contract: 'Contrat',
    deposit: 'Dépôt',
    discount: 'Remise',
    runningBalance: 'Solde',
    file: 'batteries-virtuelles',
  },
};
