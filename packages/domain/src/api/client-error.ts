import { z } from 'zod';

/** What the web's call helper reports when a call fails on every version (customer-area §7). */
export const ZClientErrorReportSchema = z.object({
  message: z.string().max(2000),
  path: z.string().max(2000),
  status: z.number().int().nullable(),
  page: z.string().max(2000),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReportSchema>;

/** Its answer: 204, no body. */
export const ZClientErrorReportResponseSchema = z.undefined();
