import { z } from 'zod';

/**
 * What a mail about a contract tells (the list: change requests and their signature,
 * invoices issued, payments, battery and tariff-option changes, case answers). The page names a
 * mail by its topic; the outbox records its kind (template key), which `communicationTopic` reads.
 */
export const COMMUNICATION_TOPICS = [
  'change_requested',
  'change_signed',
  'change_rejected',
  'invoice_issued',
  'payment_succeeded',
  'payment_failed',
  'battery_changed',
  'tariff_option_changed',
  'case_received',
  'case_answered',
  'other',
] as const;
export type TCommunicationTopic = (typeof COMMUNICATION_TOPICS)[number];

export const ZCommunicationTopicSchema = z.enum(COMMUNICATION_TOPICS);

/** The mail kinds of the API (template keys) by the topic they tell. */
const TOPIC_OF_KIND: Readonly<Record<string, TCommunicationTopic>> = {
  contract_change_requested: 'change_requested',
  contract_change_applied: 'change_signed',
  // The signatures (docs/signatures.md): the link waits for the signature; staff's approval puts the change in force, or rejects it.
  signature_link: 'change_requested',
  signature_approved: 'change_signed',
  signature_rejected: 'change_rejected',
  invoice_issued: 'invoice_issued',
  payment_succeeded: 'payment_succeeded',
  payment_failed: 'payment_failed',
  battery_changed: 'battery_changed',
  tariff_option_changed: 'tariff_option_changed',
  case_received: 'case_received',
  case_answered: 'case_answered',
};

/** The topic of a mail of kind `templateKey`; a kind not listed (a later one) is `other`, still shown. */
export const communicationTopic = (templateKey: string): TCommunicationTopic => TOPIC_OF_KIND[templateKey] ?? 'other';

/**
 * Where the mail stands, as the customer may know it: `sent` (a mail server took it), `pending`
 * (waiting or being retried), `failed` (given up), `not_sent` (this portal sends no mail: kept
 * here only). The outbox's `logged` is the last.
 */
export const COMMUNICATION_DELIVERIES = ['sent', 'pending', 'failed', 'not_sent'] as const;
export type TCommunicationDelivery = (typeof COMMUNICATION_DELIVERIES)[number];

export const communicationDelivery = (status: string): TCommunicationDelivery =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : status === 'logged' ? 'not_sent' : 'pending';
