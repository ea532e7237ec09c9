import { ZContractKindSchema } from '@portal/domain';
import { z } from 'zod';

/** Contract names are the retailer's codes; anything longer cannot be one (404 without a query). */
export const ZContractNameParamsSchema = z.object({ contractName: z.string().min(1).max(64) });

/** The `type` query parameter the change calls carry (customer-area §7); optional. */
export const ZContractTypeQuerySchema = z.object({ type: ZContractKindSchema.optional() });
