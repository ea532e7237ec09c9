/**
 * Cases: one model behind every form of customer service. A case has a kind, an
 * outcome of the spec's list (customer-area §3: "Request case outcomes") and a conversation of
 * messages from the customer and from staff, staff shown only by a label (the admin role).
 */
export const CASE_KINDS = ['atc_claim', 'signed_contact', 'unsigned_contact', 'request'] as const;
export type TCaseKind = (typeof CASE_KINDS)[number];

/** customer-area §3: accepted, denied, additional information needed, being processed, in process. */
export const CASE_OUTCOMES = ['accepted', 'denied', 'additional_information_needed', 'being_processed', 'in_process'] as const;
export type TCaseOutcome = (typeof CASE_OUTCOMES)[number];
/** What a case is when the customer has just filed it: nobody has looked at it yet. */
export const NEW_CASE_OUTCOME: TCaseOutcome = 'in_process';

/** Outcomes that close a case: customer service has decided. */
export const CLOSED_CASE_OUTCOMES: readonly TCaseOutcome[] = ['accepted', 'denied'];
/**
 * Whether a case is still open (in process, being processed, additional information needed):
 * nobody has decided it yet, or staff asked for more. Staff list it as waiting and the customer
 * may reply; accepted and denied are decisions that close it (a reply then answers 409 case_closed).
 */
export function isCaseOpen(outcome: TCaseOutcome): boolean {
  return !CLOSED_CASE_OUTCOMES.includes(outcome);
}

/**
 * The outcome a case takes when its customer writes on it. A case waiting for the customer
 * (additional information needed) goes back to customer service, which had already looked at
 * it: being processed. Any other open outcome stays as it is (nobody waits for the customer);
 * a closed case takes no message at all (409 case_closed).
 */
export function outcomeAfterCustomerMessage(outcome: TCaseOutcome): TCaseOutcome {
  return outcome === 'additional_information_needed' ? 'being_processed' : outcome;
}

export const CASE_AUTHOR_KINDS = ['customer', 'staff'] as const;
export type TCaseAuthorKind = (typeof CASE_AUTHOR_KINDS)[number];

/** The prefix of each kind's case numbers (`ATC-2026-000123`). */
export const CASE_NUMBER_PREFIX: Record<TCaseKind, string> = {
  atc_claim: 'ATC',
  signed_contact: 'CON',
  unsigned_contact: 'WEB',
  request: 'REQ',
};

/**
 * A case number as caseNumber() writes it: a kind's prefix, the year, and the sequence on at
 * least six digits (more once it passes 999,999). Paths of the mailbox and the staff API take it.
 */
export const CASE_NUMBER_PATTERN = new RegExp(`^(${Object.values(CASE_NUMBER_PREFIX).join('|')})-\\d{4}-\\d{6,12}$`);

/** A case's number: the kind's prefix, the year it was filed and its sequence number on six digits. */
export function caseNumber(kind: TCaseKind, year: number, sequence: number): string {
  return `${CASE_NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The category the contact form selects by itself in the autoreads mode (customer-area §9: id 20, meter readings). */
export const AUTOREADS_CATEGORY_ID = 20;

/** Bounds of a case's texts: a subject is a line, a description a few paragraphs. */
export const CASE_SUBJECT_MAX = 200;
export const CASE_DESCRIPTION_MAX = 4000;
/** The ATC claim takes one optional attachment (customer-area §2, §5). */
export const ATC_MAX_ATTACHMENTS = 1;
