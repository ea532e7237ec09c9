import type { TTrailFileLabels } from './trail-labels.ts';

/** German words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_DE_DE: TTrailFileLabels = {
  sheet: 'Aktivität',
  fileName: 'aktivitaet',
  columns: { at: 'Datum', action: 'Aktion', actor: 'Wer', subject: 'Betreff', address: 'Von (Adresse)', changes: 'Was sich geändert hat' },
  actions: {
    change_requested: 'Änderung beantragt',
    change_applied: 'Änderung übernommen',
    change_signed: 'Änderung unterschrieben',
    change_approved: 'Änderung genehmigt',
    change_rejected: 'Änderung abgelehnt',
    change_cancelled: 'Änderung storniert',
    change_expired: 'Änderung abgelaufen',
    payment: 'Zahlung',
    battery_change: 'Änderung der virtuellen Batterie',
    tariff_option_change: 'Änderung der Tarifoption',
    case_message: 'Nachricht zu einer Anfrage',
    impersonation: 'Der Kundenservice hat Ihr Konto eingesehen',
    settings_change: 'Änderung der Einstellungen',
    staff_account_change: 'Änderung eines Mitarbeiterkontos',
    integration_token_change: 'Änderung eines Integrationszugangs',
    webhook_change: 'Änderung eines Webhooks',
    content_change: 'Änderung der Portalinhalte',
  },
  actors: {
    customer: 'Sie',
    staff: 'Kundenservice',
    staff_as_customer: 'Kundenservice in Ihrem Konto',
    integration: 'Ein verbundener Dienst',
    system: 'Das Portal',
  },
  empty: '(leer)',
};
