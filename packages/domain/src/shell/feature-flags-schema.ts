import { z } from 'zod';

/** GET /feature_flags/ answers { feature_flags: { name: boolean } }; any other shape is an error (visitor-and-shell §8). */
export const ZFeatureFlagsResponseSchema = z.object({ feature_flags: z.record(z.string(), z.boolean()) });
