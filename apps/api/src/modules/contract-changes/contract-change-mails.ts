import type { TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { CONTRACT_CHANGES_TEXTS, type TAppliedChange, type TSignedChange } from './texts/index.ts';

/** What both mails about a change of a contract carry: which change, and where to read it. */
export interface ContractChangeMailData<TChange> {
  contractName: string;
  change: TChange;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

/** A change request that reached us and waits for the customer's signature (IBAN, power, SIPS opt-out: docs/contract-changes.md). */
export type ContractChangeRequestedData = ContractChangeMailData<TSignedChange>;
/** A change in force: the changes that apply at once (cadastral reference, invoice delivery, contact data, notification address). */
export type ContractChangeAppliedData = ContractChangeMailData<TAppliedChange>;

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    contract_change_requested: ContractChangeRequestedData;
    contract_change_applied: ContractChangeAppliedData;
  }
}

/** The words of one of the two mails (texts/contract-changes-texts.ts). */
interface ChangeMailTexts<TChange extends string> {
  subject: (contract: string) => string;
  intro: (change: string, contract: string) => string;
  changes: Record<TChange, string>;
  signature?: string;
}

function renderChangeMail<TChange extends string>(
  data: ContractChangeMailData<TChange>,
  language: TLanguage,
  texts: ChangeMailTexts<TChange>,
  action: string,
): RenderedMail {
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: texts.subject(contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: texts.intro(texts.changes[data.change], contract) },
    ...(texts.signature ? [{ kind: 'paragraph' as const, text: texts.signature }] : []),
    { kind: 'action', label: action, url: data.url },
  ]);
}

/** The request received, and that it waits for the signature: always sent, as it answers the customer's own request. */
export function contractChangeRequestedMail(data: ContractChangeRequestedData, language: TLanguage): RenderedMail {
  const t = CONTRACT_CHANGES_TEXTS[language];
  return renderChangeMail(data, language, t.requestedMail, t.action);
}

/**
 * The change in force: the "change signed" notification (docs/communications.md), which the
 * customer may turn off. Signing a waiting change is the back office's step, which would send the
 * same kind.
 */
export function contractChangeAppliedMail(data: ContractChangeAppliedData, language: TLanguage): RenderedMail {
  const t = CONTRACT_CHANGES_TEXTS[language];
  return renderChangeMail(data, language, t.appliedMail, t.action);
}
