import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/** Galician words of the virtual batteries (what each discount setting means, the spreadsheet). */
export const VIRTUAL_BATTERY_GL_ES: VirtualBatteryTexts = {
  typeDescriptions: {
    no_aplicar: 'Non aplicar descontos: as facturas deste contrato non descontan nada da batería e o saldo segue acumulándose nela.',
    aplicar: 'Aplicar descontos: cada factura deste contrato desconta da batería ata a súa porcentaxe do saldo.',
  },
  sheet: {
    summary: 'Resumo',
    battery: 'Batería',
    balance: 'Saldo',
    deposits: 'Total de achegas',
    discounts: 'Total de descontos',
    links: 'Contratos e porcentaxes',
    date: 'Data',
    invoice: 'Factura',
    contract: 'Contrato',
    deposit: 'Achega',
    discount: 'Desconto',
    runningBalance: 'Saldo',
    file: 'baterias-virtuais',
  },
  mail: {
    subject: (contract) => `Cambiaches a batería virtual do contrato ${contract}`,
    intro: (battery, contract) => `Fixeches este cambio na batería virtual ${battery} do contrato ${contract}:`,
    changes: {
      discount_setting: 'Cambiaches se as facturas do contrato usan o desconto da batería.',
      percentage: 'Cambiaches a porcentaxe do contrato na batería; os demais contratos repártense o resto.',
      move: 'Moviches o contrato a outra batería desde hoxe.',
    },
    action: 'Ver as comunicacións do contrato',
  },
};
