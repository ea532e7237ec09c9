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
};
