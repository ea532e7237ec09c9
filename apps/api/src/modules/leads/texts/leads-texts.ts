import type { TContactHours, TLeadKind, TLeadMode } from '@portal/domain';

/** The words the leads module writes (the two mails, the staff CSV), in the six languages of the portal. */
export interface LeadsTexts {
  /** What the visitor used, as a noun phrase after "from" ("the electricity comparator"). */
  kinds: Record<TLeadKind, string>;
  /** A contact hour slot of §9 in words ("between 9 and 13 h"). */
  hours: Record<TContactHours, string>;
  /** The acknowledgement to the visitor (lead-received-mail.ts). */
  receivedMail: {
    subject: string;
    /** A lead after a result: what they asked for, by the tool they used. */
    asked: (kind: string) => string;
    /** The comparators' manual mode: the invoice sent by itself. */
    askedInvoice: (kind: string) => string;
    call: (hours: string) => string;
    reachUs: string;
    phone: string;
    schedule: string;
    email: string;
    /** The address was typed by whoever sent the form. */
    notYou: string;
  };
  /** The notification to the sales team (lead-notification-mail.ts). */
  salesMail: {
    subject: (kind: string, id: string) => string;
    intro: string;
    invoiceStored: (command: string) => string;
    noInvoice: string;
  };
  /** The lead's fields as labels (the sales mail, the CSV's header). */
  fields: {
    id: string;
    createdAt: string;
    kind: string;
    mode: string;
    name: string;
    surname1: string;
    surname2: string;
    email: string;
    telephone: string;
    contactHours: string;
    consent: string;
    language: string;
    cups: string;
    invoice: string;
    payload: string;
  };
  modes: Record<TLeadMode, string>;
  yes: string;
  no: string;
}
