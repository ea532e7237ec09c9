import { buildPath, type TCaseKind, type TCaseOutcome, type TLanguage } from '@portal/domain';

/** The message key of an outcome (customer-area §4: accepted, denied, additional information needed, being processed, in process). */
export const outcomeMessageKey = (outcome: TCaseOutcome) => `request_outcome_${outcome}`;

/** The message key of a case's kind (a claim, a contact, a request). */
export const kindMessageKey = (kind: TCaseKind) => `request_kind_${kind}`;

/**
 * How a case is titled in the mailbox: its subject, which the customer wrote. An ATC claim's is
 * the reason the server names it by (its subtype), so it reads "Claim: Wrong reading", and a
 * case without a subject is named by its kind alone.
 */
export function caseTitle(item: { kind: TCaseKind; subject: string }, t: (key: string, values?: Record<string, string>) => string): string {
  if (!item.subject) return t(kindMessageKey(item.kind));
  return item.kind === 'atc_claim' ? t('request_kind_titled', { kind: t(kindMessageKey(item.kind)), subject: item.subject }) : item.subject;
}

// Dark fills with white text, or black on light fills: every pairing is above 4.5:1 (MUI's
// default warning and info fills with white text are not).
export const OUTCOME_LOOK: Record<TCaseOutcome, { bgcolor: string; color: string }> = {
  in_process: { bgcolor: 'grey.200', color: 'common.black' },
  being_processed: { bgcolor: 'info.light', color: 'common.black' },
  additional_information_needed: { bgcolor: 'warning.light', color: 'common.black' },
  accepted: { bgcolor: 'success.dark', color: 'common.white' },
  denied: { bgcolor: 'error.dark', color: 'common.white' },
};

/** Addresses of the mailbox's pages in `language`; a case is addressed by its number. */
export const requestPaths = {
  list: (language: TLanguage) => buildPath('requests', language),
  create: (language: TLanguage) => buildPath('requestCreate', language),
  detail: (language: TLanguage, number: string) => buildPath('requestDetail', language, { id: number }),
};

/** Which of the mailbox's pages an address shows: a case number in it is a detail, the create path the form, else the list. */
export function requestPageOf(pathname: string, language: TLanguage, id: string | undefined): 'list' | 'create' | 'detail' {
  if (id !== undefined) return 'detail';
  return pathname.replace(/\/+$/, '') === requestPaths.create(language) ? 'create' : 'list';
}
