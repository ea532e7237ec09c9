import { LEAD_HONEYPOT_FIELD, LEAD_INVOICE_FIELD, type TLeadContact } from '@portal/domain';

/** What a lead form hands to its caller's mutation: the contact, the caller's own fields, the invoice and the anti-abuse pair. */
export interface TLeadSend {
  contact: TLeadContact;
  /** The caller's fields (cups, mode, comparison, the calculator's figures), as the multipart body carries them. */
  extra: Readonly<Record<string, string>>;
  invoice?: File | undefined;
  /** The form ticket fetched when the form opened. */
  ticket: string;
  /** What the hidden honeypot holds: empty unless a script filled it. */
  honeypot: string;
}

/**
 * The multipart body of every lead call (visitor-and-shell §3.1, §7): the contact's fields as the
 * domain read them (the telephone already without +34 and spaces), the caller's, the ticket, the
 * honeypot and at most one invoice.
 */
export function leadFormData({ contact, extra, invoice, ticket, honeypot }: TLeadSend): FormData {
  const body = new FormData();
  body.append('name', contact.name);
  body.append('surname1', contact.surname1);
  if (contact.surname2) body.append('surname2', contact.surname2);
  body.append('email', contact.email);
  body.append('telephone', contact.telephone);
  body.append('contactHours', contact.contactHours);
  body.append('consent', String(contact.consent));
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  body.append('ticket', ticket);
  body.append(LEAD_HONEYPOT_FIELD, honeypot);
  if (invoice) body.append(LEAD_INVOICE_FIELD, invoice, invoice.name);
  return body;
}
