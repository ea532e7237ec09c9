import type { TTrailFileLabels } from './trail-labels.ts';

/** Spanish words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_ES_ES: TTrailFileLabels = {
  sheet: 'Actividad',
  fileName: 'actividad',
  columns: { at: 'Fecha', action: 'Acción', actor: 'Quién', subject: 'Sobre', address: 'Desde (dirección)', changes: 'Qué ha cambiado' },
  actions: {
    change_requested: 'Cambio solicitado',
    change_applied: 'Cambio aplicado',
    change_signed: 'Cambio firmado',
    change_approved: 'Cambio aprobado',
    change_rejected: 'Cambio rechazado',
    change_cancelled: 'Cambio anulado',
    change_expired: 'Cambio caducado',
    payment: 'Pago',
    battery_change: 'Cambio en la batería virtual',
    tariff_option_change: 'Cambio de opción tarifaria',
    case_message: 'Mensaje en una solicitud',
    impersonation: 'Atención al cliente ha consultado tu cuenta',
    settings_change: 'Cambio de configuración',
    staff_account_change: 'Cambio de una cuenta del personal',
    integration_token_change: 'Cambio de un acceso de integración',
    webhook_change: 'Cambio de un webhook',
    content_change: 'Cambio del contenido del portal',
  },
  actors: {
    customer: 'Tú',
    staff: 'Atención al cliente',
    staff_as_customer: 'Atención al cliente viendo tu cuenta',
    integration: 'Un servicio conectado',
    system: 'El portal',
  },
  empty: '(vacío)',
};
