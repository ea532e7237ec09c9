import { z } from 'zod';

export const CONTRACT_KINDS = ['electricity', 'gas'] as const;
export const ZContractKindSchema = z.enum(CONTRACT_KINDS);
export type TContractKind = z.infer<typeof ZContractKindSchema>;

/**
 * Contract states as the retailer's back office names them (customer-area §3): esborrany = draft,
 * activa = open, baixa = closed, cancelada (gas). Other values can arrive; they read as closed.
 */
export type TContractState = 'esborrany' | 'activa' | 'baixa' | 'cancelada' | (string & {});
