import type { TContractButton } from '@portal/domain';
import type { TSipsStatus } from '../../../shared/contract/sips-status.ts';

/**
 * The SIPS button. While the data is shared it asks for the opt-out, under the request's own rule
 * (`contractButtons().sips`). Once the opt-out is asked for or active there is nothing more to
 * request (§6 disables it then), yet the customer must still see where it stands and how to go
 * back: the button names the state and opens the dialog that explains it. A read-only session, or
 * a contract that takes no SIPS change, keeps the request's rule.
 */
export function sipsButton(rule: TContractButton, status: TSipsStatus): { rule: TContractButton; labelKey: string } {
  if (status === 'shared' || !rule.visible || rule.reason === 'read_only_token') return { rule, labelKey: 'contract_button_sips' };
  return { rule: { visible: true, disabled: false }, labelKey: `contract_button_sips_${status}` };
}
