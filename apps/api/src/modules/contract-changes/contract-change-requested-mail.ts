import type { TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { CONTRACT_CHANGES_TEXTS, type TSignedChange } from './texts/index.ts';

/**
 * The mail that tells a customer their change request reached us and waits for their signature
 * (IBAN, power, SIPS opt-out: docs/contract-changes.md). Always sent: it answers the customer's own request.
 */
export interface ContractChangeRequestedData {
  contractName: string;
  change: TSignedChange;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    contract_change_requested: ContractChangeRequestedData;
  }
}

export function contractChangeRequestedMail(data: ContractChangeRequestedData, language: TLanguage): RenderedMail {
  const t = CONTRACT_CHANGES_TEXTS[language];
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.requestedMail.subject(contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.requestedMail.intro(t.requestedMail.changes[data.change], contract) },
    { kind: 'paragraph', text: t.requestedMail.signature },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
