import type { TCaseAuthorKind, TCaseKind, TCaseOutcome, TLanguage } from '@portal/domain';

/**
 * What the cases module answers about a case, in its own words; each route module turns these
 * into the shape of its endpoint contracts (the mailbox's, staff's).
 */

/** A new case as a form files it; its number is given by the cases module (kind, year, sequence). */
export interface NewCase {
  kind: TCaseKind;
  /** Null only for a visitor's unsigned contact, as userId. */
  customerId: number | null;
  userId: number | null;
  contractId: number | null;
  atcTypeId?: number;
  atcSubtypeId?: number;
  categoryId?: number;
  section?: string;
  /** A visitor's e-mail and mobile (unsigned contact). */
  contactEmail?: string;
  contactMobile?: string;
  /** The client address a visitor's unsigned contact came from (its per-address quota). */
  clientAddress?: string;
  /** The autoreads mode's reading, in kWh. */
  meterReadingKwh?: number;
  subject: string;
  description: string;
}

export interface OpenedCase {
  id: number;
  number: string;
}

/**
 * Whose stored files a new file counts against: a customer's (the attachments quota, shared with
 * the contract changes' files) or, for a visitor, a client address's since `since`.
 */
export type FilesQuota = { customerId: number; bytes: number } | { clientAddress: string; since: Date; bytes: number };

/** A case as its customer sees it: its category's name or, for an ATC claim, its type's label. */
export interface CustomerCaseRow {
  id: number;
  number: string;
  kind: TCaseKind;
  subject: string;
  category: string | null;
  contract: string | null;
  section: string | null;
  outcome: TCaseOutcome;
  createdAt: Date;
  updatedAt: Date;
}

/** A case as staff see it in their list: whose it is and who wrote last. */
export interface StaffCaseRow {
  id: number;
  number: string;
  kind: TCaseKind;
  customerName: string | null;
  taxId: string | null;
  contactEmail: string | null;
  contactMobile: string | null;
  contract: string | null;
  subject: string;
  description: string;
  outcome: TCaseOutcome;
  createdAt: Date;
  updatedAt: Date;
  lastAuthor: TCaseAuthorKind | null;
}

/** One case for staff: the list's columns and its codes (category, ATC type and subtype). */
export interface StaffCaseDetailRow extends StaffCaseRow {
  category: string | null;
  atcType: string | null;
  atcSubtype: string | null;
}

export interface MessageRow {
  id: number;
  authorKind: TCaseAuthorKind;
  /** The customer user who wrote it (staff see the name; the customer never does). */
  userName: string | null;
  staffLabel: string | null;
  body: string;
  createdAt: Date;
}

export interface AttachmentRow {
  id: number;
  messageId: number | null;
  filename: string;
  mimeType: string;
  sizeBytes: number;
}

/** A case with its conversation and files. */
export interface CaseRecord<Row> {
  row: Row;
  messages: MessageRow[];
  attachments: AttachmentRow[];
}

/** A stored file ready to be sent. */
export interface AttachmentFile {
  id: number;
  filename: string;
  mimeType: string;
  /** Bytes stored, the sum of the chunks (the answer's Content-Length). */
  size: number;
  chunks: number;
}

/** Whom a case's mail goes to, and in which language. */
export interface CaseRecipient {
  email: string | null;
  name: string | null;
  language: TLanguage | undefined;
  /** The case's customer (null for a visitor's) and contract (when it has one): whom and what its mail is about. */
  customerId?: number | null;
  contractId?: number | null;
}

/** The user who files a case: their customer, name and e-mail (empty when the retailer has none on file). */
export interface CaseFiler {
  customerId: number;
  name: string;
  email: string;
}

/** Who reads a file: the customer of a user (their own cases only) or staff (every case). */
export type CaseReader = { userId: number } | 'staff';
