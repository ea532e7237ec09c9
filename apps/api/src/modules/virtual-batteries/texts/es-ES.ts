import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** Spanish words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_ES_ES: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar:
      'No aplicar descuentos: las facturas de este contrato no descuentan nada de la batería y el saldo se sigue acumulando en ella.',
    aplicar: 'Aplicar descuentos: cada factura de este contrato descuenta de la batería hasta su porcentaje del saldo.',
  },
  sheet: {
    summary: 'Resumen',
    battery: 'Batería',
    balance: 'Saldo',
    deposits: 'Total aportaciones',
    discounts: 'Total descuentos',
    links: 'Contratos y porcentajes',
    date: 'Fecha',
    invoice: 'Factura',
    contract: 'Contrato',
    deposit: 'Aportación',
    discount: 'Descuento',
    runningBalance: 'Saldo',
    file: 'baterias-virtuales',
  },
  mail: {
    subject: (contract) => `Has cambiado la batería virtual del contrato ${contract}`,
    intro: (battery, contract) => `Has hecho este cambio en la batería virtual ${battery} del contrato ${contract}:`,
    changes: {
      discount_setting: 'Has cambiado si las facturas del contrato usan el descuento de la batería.',
      percentage: 'Has cambiado el porcentaje del contrato en la batería; los demás contratos se reparten el resto.',
      move: 'Has movido el contrato a otra batería desde hoy.',
    },
    action: 'Ver las comunicaciones del contrato',
  },
};
