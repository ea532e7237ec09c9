import type { TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { CONTRACT_CHANGES_TEXTS, type TAppliedChange } from './texts/index.ts';

/**
 * The mail that tells a customer a change of their contract is in force: the "change signed"
 * notification (docs/communications.md), which the customer may turn off. Today the changes
 * that apply at once send it (cadastral reference, invoice delivery, contact data, notification
 * address); signing a waiting change is the back office's step, which would send the same kind.
 */
export interface ContractChangeAppliedData {
  contractName: string;
  change: TAppliedChange;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    contract_change_applied: ContractChangeAppliedData;
  }
}

export function contractChangeAppliedMail(data: ContractChangeAppliedData, language: TLanguage): RenderedMail {
  const t = CONTRACT_CHANGES_TEXTS[language];
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.appliedMail.subject(contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.appliedMail.intro(t.appliedMail.changes[data.change], contract) },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
