import type { TContractButtons } from '@portal/domain';
import type { TActionEffect } from '../../features/contracts/index.ts';

type TActionDialog = Extract<TActionEffect, { kind: 'dialog' }>['dialog'];

const RULE_OF: Record<TActionDialog, keyof TContractButtons> = {
  power: 'power',
  iban: 'iban',
  notificationAddress: 'notificationAddress',
  sips: 'sips',
};

/**
 * Whether an action may open its dialog: only where its button would be enabled. A link cannot
 * open a change the rules refuse (a closed contract, a read-only token, a switched-off flag).
 */
export function actionMayOpen(dialog: TActionDialog, buttons: TContractButtons): boolean {
  const rule = buttons[RULE_OF[dialog]];
  return rule.visible && !rule.disabled;
}
