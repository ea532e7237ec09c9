import type { TTrailFileLabels } from './trail-labels.ts';

/** French words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_FR_FR: TTrailFileLabels = {
  sheet: 'Activité',
  fileName: 'activite',
  columns: { at: 'Date', action: 'Action', actor: 'Qui', subject: 'Objet', address: 'Depuis (adresse)', changes: 'Ce qui a changé' },
  actions: {
    change_requested: 'Modification demandée',
    change_applied: 'Modification appliquée',
    change_signed: 'Modification signée',
    change_approved: 'Modification approuvée',
    change_rejected: 'Modification refusée',
    change_cancelled: 'Modification annulée',
    change_expired: 'Modification expirée',
    payment: 'Paiement',
    battery_change: 'Modification de la batterie virtuelle',
    tariff_option_change: 'Modification d’option tarifaire',
    case_message: 'Message sur une demande',
    impersonation: 'Le service client a consulté votre compte',
    settings_change: 'Modification des paramètres',
    staff_account_change: 'Modification d’un compte du personnel',
    integration_token_change: 'Modification d’un accès d’intégration',
    webhook_change: 'Modification d’un webhook',
    content_change: 'Modification du contenu du portail',
  },
  actors: {
    customer: 'Vous',
    staff: 'Service client',
    staff_as_customer: 'Service client consultant votre compte',
    integration: 'Un service connecté',
    system: 'Le portail',
  },
  empty: '(vide)',
};
