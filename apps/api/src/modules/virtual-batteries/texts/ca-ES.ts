import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** Catalan words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_CA_ES: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar:
      'No aplicar descomptes: les factures d’aquest contracte no descompten res de la bateria i el saldo s’hi continua acumulant.',
    aplicar: 'Aplicar descomptes: cada factura d’aquest contracte descompta de la bateria fins al seu percentatge del saldo.',
  },
  sheet: {
    summary: 'Resum',
    battery: 'Bateria',
    balance: 'Saldo',
    deposits: 'Total aportacions',
    discounts: 'Total descomptes',
    links: 'Contractes i percentatges',
    date: 'Data',
    invoice: 'Factura',
    contract: 'Contracte',
    deposit: 'Aportació',
    discount: 'Descompte',
    runningBalance: 'Saldo',
    file: 'bateries-virtuals',
  },
  mail: {
    subject: (contract) => `Has canviat la bateria virtual del contracte ${contract}`,
    intro: (battery, contract) => `Has fet aquest canvi a la bateria virtual ${battery} del contracte ${contract}:`,
    changes: {
      discount_setting: 'Has canviat si les factures del contracte fan servir el descompte de la bateria.',
      percentage: 'Has canviat el percentatge del contracte a la bateria; els altres contractes es reparteixen la resta.',
      move: "Has mogut el contracte a una altra bateria des d'avui.",
    },
    action: 'Mira les comunicacions del contracte',
  },
};
