import { z } from 'zod';
import { text } from './primitives.ts';

/** What the web's call helper reports when a call fails on every version (customer-area §7). */
export const ZClientErrorReportSchema = z.object({
  message: text(2000, { multiline: true }),
  path: text(2000),
  status: z.number().int().min(0).max(999).nullable(),
  page: text(2000),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReportSchema>;

/** Its answer: 204, no body. */
export const ZClientErrorReportResponseSchema = z.undefined();
