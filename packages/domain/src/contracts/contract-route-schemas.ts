import { z } from 'zod';
import { routeSegment } from '../api/primitives.ts';
import { ZContractKindSchema } from './contract-kind.ts';

/**
 * The :contractName of every call on one contract. Names are the retailer's codes: anything
 * longer cannot be one, and is refused before a query (400) rather than looked up (404).
 */
export const ZContractNameParamsSchema = z.object({ contractName: routeSegment(64) });

/** The `type` query parameter the contract and change calls carry (customer-area §7); optional. */
export const ZContractTypeQuerySchema = z.object({ type: ZContractKindSchema.optional() });
