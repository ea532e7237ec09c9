import type { TTrailFileLabels } from './trail-labels.ts';

/** English words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_EN_US: TTrailFileLabels = {
  sheet: 'Activity',
  fileName: 'activity',
  columns: { at: 'Date', action: 'Action', actor: 'Who', subject: 'About', address: 'From (address)', changes: 'What changed' },
  actions: {
    change_requested: 'Change requested',
    change_applied: 'Change applied',
    change_signed: 'Change signed',
    change_approved: 'Change approved',
    change_rejected: 'Change rejected',
    change_cancelled: 'Change cancelled',
    change_expired: 'Change expired',
    payment: 'Payment',
    battery_change: 'Virtual battery change',
    tariff_option_change: 'Tariff option change',
    case_message: 'Message on a request',
    impersonation: 'Customer service viewed your account',
    settings_change: 'Settings change',
    staff_account_change: 'Staff account change',
    integration_token_change: 'Integration access change',
    webhook_change: 'Webhook change',
    content_change: 'Portal content change',
  },
  actors: {
    customer: 'You',
    staff: 'Customer service',
    staff_as_customer: 'Customer service viewing your account',
    integration: 'A connected service',
    system: 'The portal',
  },
  empty: '(empty)',
};
