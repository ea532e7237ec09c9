import { z } from 'zod';
import { countParam, idParam } from '../api/primitives.ts';
import { ZContractKindSchema } from '../contracts/contract-kind.ts';
import { ZContractNameParamsSchema } from '../contracts/contract-route-schemas.ts';
import { COMMUNICATION_DELIVERIES, ZCommunicationTopicSchema } from './communication-topics.ts';
import { ZElectronicNotificationStateSchema } from './electronic-notification.ts';

/** A page of a contract's communications holds at most this many. */
export const COMMUNICATIONS_MAX_LIMIT = 100;
export const COMMUNICATIONS_DEFAULT_LIMIT = 50;

export const ZContractCommunicationsQuerySchema = z.object({
  type: ZContractKindSchema.optional(),
  offset: countParam().default(0),
  limit: countParam(COMMUNICATIONS_MAX_LIMIT).default(COMMUNICATIONS_DEFAULT_LIMIT),
});
export type TContractCommunicationsQuery = z.infer<typeof ZContractCommunicationsQuerySchema>;

export const ZCommunicationMessageParamsSchema = ZContractNameParamsSchema.extend({ messageId: idParam() });

/** One mail about the contract, in the list: when, what it said in its subject and what it is about. */
export const ZContractCommunicationSchema = z.object({
  id: z.number().int(),
  /** When it was sent (or written, while it waits), ISO 8601. */
  date: z.string(),
  subject: z.string(),
  topic: ZCommunicationTopicSchema,
  delivery: z.enum(COMMUNICATION_DELIVERIES),
  /** The address it went to. */
  to: z.string(),
});
export type TContractCommunication = z.infer<typeof ZContractCommunicationSchema>;

/** The contract's communications page: its electronic-notification state and its mails, newest first. */
export const ZContractCommunicationsResponseSchema = z.object({
  contract: z.object({ name: z.string(), electronic_notification: ZElectronicNotificationStateSchema }),
  n_items: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(ZContractCommunicationSchema),
});
export type TContractCommunicationsResponse = z.infer<typeof ZContractCommunicationsResponseSchema>;

/** One mail whole: as the customer received it (HTML and text parts). */
export const ZCommunicationMessageSchema = ZContractCommunicationSchema.extend({
  html: z.string(),
  text: z.string(),
});
export type TCommunicationMessage = z.infer<typeof ZCommunicationMessageSchema>;
