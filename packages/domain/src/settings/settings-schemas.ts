import { z } from 'zod';

/** Settings as answered by ov_settings and ov_private_settings: the merged object. */
export const ZSettingsResponseSchema = z.object({ settings: z.record(z.string(), z.unknown()) });
