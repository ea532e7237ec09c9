import type { TLanguage, TSigningKind } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { SIGNATURES_TEXTS } from './texts/index.ts';

interface AboutContract {
  contractName: string;
  kind: TSigningKind;
  name?: string | undefined;
  organisation: string;
}

/** The signing link: the page with the link's secret (never stored but as its hash). */
export interface SignatureLinkData extends AboutContract {
  url: string;
  /** When the link stops working, already written in the reader's language. */
  expires: string;
}

/** The one-time code that signs: not listed among the contract's mails (docs/signatures.md, "The code"). */
export interface SignatureCodeData {
  code: string;
  validMinutes: number;
  name?: string | undefined;
  organisation: string;
}

/** Staff's decision on a signed request; `url` the contract's communications page. */
export interface SignatureDecidedData extends AboutContract {
  url: string;
  /** The day an approved change applies from, written in the reader's language. */
  effective?: string | undefined;
  reason?: string | undefined;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    signature_link: SignatureLinkData;
    signature_code: SignatureCodeData;
    signature_approved: SignatureDecidedData;
    signature_rejected: SignatureDecidedData;
  }
}

export function signatureLinkMail(data: SignatureLinkData, language: TLanguage): RenderedMail {
  const t = SIGNATURES_TEXTS[language];
  const kind = t.kinds[data.kind];
  const contract = oneLine(data.contractName);
  return renderFramedMail(
    { language, subject: t.linkMail.subject(kind, contract), name: data.name, organisation: data.organisation, noReferrer: true },
    [
      { kind: 'paragraph', text: t.linkMail.intro(kind, contract) },
      { kind: 'action', label: t.linkMail.action, url: data.url, fallback: true },
      { kind: 'paragraph', text: t.linkMail.expiry(data.expires) },
    ],
  );
}

export function signatureCodeMail(data: SignatureCodeData, language: TLanguage): RenderedMail {
  const t = SIGNATURES_TEXTS[language];
  return renderFramedMail({ language, subject: t.codeMail.subject, name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.codeMail.intro },
    { kind: 'strong', text: data.code },
    { kind: 'paragraph', text: t.codeMail.validity(data.validMinutes) },
    { kind: 'paragraph', text: t.codeMail.notYou },
  ]);
}

export function signatureApprovedMail(data: SignatureDecidedData, language: TLanguage): RenderedMail {
  const t = SIGNATURES_TEXTS[language];
  const kind = t.kinds[data.kind];
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.approvedMail.subject(kind, contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.approvedMail.intro(kind, contract) },
    ...(data.effective ? [{ kind: 'paragraph' as const, text: t.approvedMail.effective(data.effective) }] : []),
    { kind: 'action', label: t.approvedMail.action, url: data.url },
  ]);
}

export function signatureRejectedMail(data: SignatureDecidedData, language: TLanguage): RenderedMail {
  const t = SIGNATURES_TEXTS[language];
  const kind = t.kinds[data.kind];
  const contract = oneLine(data.contractName);
  return renderFramedMail({ language, subject: t.rejectedMail.subject(kind, contract), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.rejectedMail.intro(kind, contract) },
    ...(data.reason
      ? [
          { kind: 'strong' as const, text: t.rejectedMail.reason },
          { kind: 'quote' as const, text: data.reason },
        ]
      : []),
    { kind: 'action', label: t.rejectedMail.action, url: data.url },
  ]);
}
