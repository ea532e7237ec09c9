import { CONTACT_HONEYPOT_FIELD, createUnsignedContactEndpoint, type TUnsignedContact } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

export interface TUnsignedContactSend {
  form: TUnsignedContact;
  files: readonly File[];
  /** The form ticket fetched when the form opened (get-contact-ticket.ts). */
  ticket: string;
  /** What the hidden honeypot field holds: empty unless a script filled it. */
  honeypot: string;
}

/**
 * POST /api/v1/crm/unsigned/ as multipart (customer-area §7): email, mobile, category, subject,
 * description, 0 to 6 `attachment` files, the ticket and the honeypot → { result: { case_number } }.
 */
export async function createUnsignedContact({ form, files, ticket, honeypot }: TUnsignedContactSend) {
  const body = new FormData();
  body.append('email', form.email);
  body.append('mobile', form.mobile);
  body.append('category', String(form.category));
  body.append('subject', form.subject);
  body.append('description', form.description);
  body.append('ticket', ticket);
  body.append(CONTACT_HONEYPOT_FIELD, honeypot);
  for (const file of files) body.append('attachment', file, file.name);
  return apiCall(createUnsignedContactEndpoint, { body });
}

export const useCreateUnsignedContact = () => useMutation({ mutationFn: createUnsignedContact });
