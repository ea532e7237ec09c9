import { z } from 'zod';
import { countParam, text } from '../api/primitives.ts';
import { ZContractKindSchema } from './contract-kind.ts';

/** Page sizes offered for the contract list, and its default (customer-area §9). */
export const CONTRACT_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const CONTRACT_DEFAULT_PAGE_SIZE = 10;
export const CONTRACT_MAX_PAGE_SIZE = 200;
export const CONTRACT_SEARCH_MAX_LENGTH = 200;
export const CONTRACT_SEARCH_DEBOUNCE_MS = 1500;
export const POSTAL_CODE_DEBOUNCE_MS = 700;

/** GET /contracts query (customer-area §7); values arrive as query-string text. */
export const ZContractListQuerySchema = z.object({
  initial: z.stringbool().optional(),
  offset: countParam().default(0),
  limit: countParam(CONTRACT_MAX_PAGE_SIZE)
    .refine((n) => n >= 1, 'field_invalid')
    .default(CONTRACT_DEFAULT_PAGE_SIZE),
  filter: text(CONTRACT_SEARCH_MAX_LENGTH).trim().optional(),
  type: ZContractKindSchema,
});
export type TContractListQuery = z.infer<typeof ZContractListQuerySchema>;
export type TContractListQueryInput = z.input<typeof ZContractListQuerySchema>;
