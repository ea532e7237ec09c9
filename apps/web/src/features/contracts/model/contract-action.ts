import { CONTRACT_ACTION_SLUGS } from '@portal/domain';
import { CONSUMPTION_ANCHOR } from '../../../shared/contract/contract-page.ts';

/** Actions a link can ask of a contract (customer-area §2, visitor-and-shell §2.2). */
export const CONTRACT_ACTIONS = ['download', 'powChange', 'ibanChange', 'notifAddrChange', 'noCesionSips', 'consumption'] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];

/** The query parameter that carries the action. */
export const ACTION_PARAM = 'action';

/**
 * The action of `?action=`: the home tiles send the camel-case name (powChange); the spec also
 * names slugs per language (pow-change, modificar-potencia), which are accepted too.
 */
export function parseContractAction(value: string | null | undefined): TContractAction | undefined {
  if (!value) return undefined;
  for (const action of CONTRACT_ACTIONS) {
    if (action === value || (Object.values(CONTRACT_ACTION_SLUGS[action]) as string[]).includes(value)) return action;
  }
  return undefined;
}

/** The search string without the action parameter ('' or '?…'), for the replace that consumes it. */
export function searchWithoutAction(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ACTION_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** What the detail page does with an action once the contract is loaded. */
export type TActionEffect =
  | { kind: 'dialog'; dialog: 'power' | 'iban' | 'notificationAddress' | 'sips' }
  | { kind: 'download' }
  | { kind: 'hash'; hash: string };

export function actionEffect(action: TContractAction): TActionEffect {
  switch (action) {
    case 'powChange':
      return { kind: 'dialog', dialog: 'power' };
    case 'ibanChange':
      return { kind: 'dialog', dialog: 'iban' };
    case 'notifAddrChange':
      return { kind: 'dialog', dialog: 'notificationAddress' };
    case 'noCesionSips':
      return { kind: 'dialog', dialog: 'sips' };
    case 'download':
      return { kind: 'download' };
    case 'consumption':
      return { kind: 'hash', hash: CONSUMPTION_ANCHOR };
  }
}
