import type { TBatteryDiscountSetting, TLanguage } from '@portal/domain';

/**
 * What each discount setting of a link means (GET contract/bateria/types, customer-area §3
 * "Battery type"), in the six languages of the portal: the battery block shows it beside the switch.
 */
export const BATTERY_TYPE_DESCRIPTIONS: Record<TLanguage, Record<TBatteryDiscountSetting, string>> = {
  'ca-ES': {
    no_aplicar:
      'No aplicar descomptes: les factures d’aquest contracte no descompten res de la bateria i el saldo s’hi continua acumulant.',
    aplicar: 'Aplicar descomptes: cada factura d’aquest contracte descompta de la bateria fins al seu percentatge del saldo.',
  },
  'es-ES': {
    no_aplicar:
      'No aplicar descuentos: las facturas de este contrato no descuentan nada de la batería y el saldo se sigue acumulando en ella.',
    aplicar: 'Aplicar descuentos: cada factura de este contrato descuenta de la batería hasta su porcentaje del saldo.',
  },
  'en-US': {
    no_aplicar: 'Do not apply discounts: this contract’s invoices take nothing from the battery, and its balance keeps building up.',
    aplicar: 'Apply discounts: each invoice of this contract takes a discount from the battery, up to its percentage of the balance.',
  },
  'gl-ES': {
    no_aplicar: 'Non aplicar descontos: as facturas deste contrato non descontan nada da batería e o saldo segue acumulándose nela.',
    aplicar: 'Aplicar descontos: cada factura deste contrato desconta da batería ata a súa porcentaxe do saldo.',
  },
  'fr-FR': {
    no_aplicar:
      'Ne pas appliquer de remises\u00a0: les factures de ce contrat ne prélèvent rien sur la batterie et son solde continue de s’accumuler.',
    aplicar:
      'Appliquer les remises\u00a0: chaque facture de ce contrat prélève une remise sur la batterie, jusqu’à son pourcentage du solde.',
  },
  'de-DE': {
    no_aplicar: 'Keine Rabatte anwenden: Die Rechnungen dieses Vertrags entnehmen der Batterie nichts, ihr Guthaben wächst weiter an.',
    aplicar:
      'Rabatte anwenden: Jede Rechnung dieses Vertrags erhält einen Rabatt aus der Batterie, bis zu ihrem Prozentsatz des Guthabens.',
  },
};
