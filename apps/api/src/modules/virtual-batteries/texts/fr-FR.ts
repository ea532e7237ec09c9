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
  mail: {
    subject: (contract) => `Vous avez modifié la batterie virtuelle du contrat ${contract}`,
    intro: (battery, contract) => `Vous avez apporté cette modification à la batterie virtuelle ${battery} du contrat ${contract} :`,
    changes: {
      discount_setting: 'Vous avez choisi si les factures du contrat utilisent la remise de la batterie.',
      percentage: 'Vous avez modifié le pourcentage du contrat dans la batterie ; les autres contrats se partagent le reste.',
      move: "Vous avez déplacé le contrat vers une autre batterie à partir d'aujourd'hui.",
    },
    action: 'Voir les communications du contrat',
  },
};
