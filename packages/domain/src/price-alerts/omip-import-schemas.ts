import { z } from 'zod';
import { text } from '../api/primitives.ts';

/** The largest file the staff route takes: a day of every OMIP contract is a few tens of kilobytes. */
export const OMIP_IMPORT_MAX_CHARS = 900_000;

/** The staff route's body: the file's text, as read (UTF-8). */
export const ZOmipImportRequestSchema = z.object({
  file: text(OMIP_IMPORT_MAX_CHARS, { multiline: true, error: 'required_field' }).min(1, 'required_field'),
});

/** How many rejected lines an answer lists (all are counted). */
export const OMIP_REJECTED_LISTED = 100;

/** What an import did (the command prints it; the staff route answers it). */
export const ZOmipImportReportSchema = z.object({
  /** Lines read, the header and blank lines included. */
  lines: z.number().int(),
  /** Settlements written (new or replacing the same product and day). */
  stored: z.number().int(),
  products: z.array(z.string()),
  rejected: z.number().int(),
  rejected_lines: z.array(z.object({ line: z.number().int(), reason: z.string(), detail: z.string() })),
  /** Alerts whose condition became true on their product's latest settlement. */
  fired: z.number().int(),
  /** Mails written to the outbox for them (a customer's preferences may turn the mail off). */
  mailed: z.number().int(),
});
export type TOmipImportReport = z.infer<typeof ZOmipImportReportSchema>;
