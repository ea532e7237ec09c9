import type { TTrailFileLabels } from './trail-labels.ts';

/** Galician words of the trail download (its headers, actions, who acted, the sheet and file names). */
export const TRAIL_GL_ES: TTrailFileLabels = {
  sheet: 'Actividade',
  fileName: 'actividade',
  columns: { at: 'Data', action: 'Acción', actor: 'Quen', subject: 'Sobre', address: 'Desde (enderezo)', changes: 'Que cambiou' },
  actions: {
    change_requested: 'Cambio solicitado',
    change_applied: 'Cambio aplicado',
    change_signed: 'Cambio asinado',
    change_approved: 'Cambio aprobado',
    change_rejected: 'Cambio rexeitado',
    change_cancelled: 'Cambio anulado',
    change_expired: 'Cambio caducado',
    payment: 'Pagamento',
    battery_change: 'Cambio na batería virtual',
    tariff_option_change: 'Cambio de opción tarifaria',
    case_message: 'Mensaxe nunha solicitude',
    impersonation: 'Atención ao cliente consultou a túa conta',
    settings_change: 'Cambio de configuración',
    staff_account_change: 'Cambio dunha conta do persoal',
    integration_token_change: 'Cambio dun acceso de integración',
    webhook_change: 'Cambio dun webhook',
    content_change: 'Cambio do contido do portal',
  },
  actors: {
    customer: 'Ti',
    staff: 'Atención ao cliente',
    staff_as_customer: 'Atención ao cliente vendo a túa conta',
    integration: 'Un servizo conectado',
    system: 'O portal',
  },
  empty: '(baleiro)',
};
