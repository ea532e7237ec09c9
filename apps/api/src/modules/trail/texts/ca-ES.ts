import type { TTrailFileLabels } from './trail-labels.ts';

/** Catalan words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_CA_ES: TTrailFileLabels = {
  sheet: 'Activitat',
  fileName: 'activitat',
  columns: { at: 'Data', action: 'Acció', actor: 'Qui', subject: 'Sobre', address: 'Des de (adreça)', changes: 'Què ha canviat' },
  actions: {
    change_requested: 'Canvi sol·licitat',
    change_applied: 'Canvi aplicat',
    change_signed: 'Canvi signat',
    change_approved: 'Canvi aprovat',
    change_rejected: 'Canvi rebutjat',
    change_cancelled: 'Canvi anul·lat',
    change_expired: 'Canvi caducat',
    payment: 'Pagament',
    battery_change: 'Canvi a la bateria virtual',
    tariff_option_change: 'Canvi d’opció tarifària',
    case_message: 'Missatge en una sol·licitud',
    impersonation: 'Atenció al client ha consultat el teu compte',
    settings_change: 'Canvi de configuració',
    staff_account_change: 'Canvi d’un compte del personal',
    integration_token_change: 'Canvi d’un accés d’integració',
    webhook_change: 'Canvi d’un webhook',
    content_change: 'Canvi del contingut del portal',
  },
  actors: {
    customer: 'Tu',
    staff: 'Atenció al client',
    staff_as_customer: 'Atenció al client veient el teu compte',
    integration: 'Un servei connectat',
    system: 'El portal',
  },
  empty: '(buit)',
};
