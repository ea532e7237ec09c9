import { z } from 'zod';
import { id, text } from '../api/primitives.ts';
import { isValidIban, normaliseIban } from '../validators/iban.ts';
import { UPLOAD_MAX_FILES } from './upload-rules.ts';

/**
 * POST /contracts/{name}/iban/ (customer-area §5, §7): an account the customer already has, or a
 * new IBAN with the ownership confirmation. Files travel beside these fields (multipart) and are
 * counted with ibanFilesProblem.
 */
export const ZIbanChangeRequestSchema = z.discriminatedUnion('already_registered', [
  z.object({
    already_registered: z.literal(true),
    bank_id: id('iban_select_empty'),
  }),
  z.object({
    already_registered: z.literal(false),
    iban: text(64, { error: 'iban_field_invalid' }).overwrite(normaliseIban).refine(isValidIban, 'iban_field_invalid'),
    owner_is_bank_owner: z.literal(true, { error: 'iban_change_validation' }),
  }),
]);
export type TIbanChangeRequest = z.infer<typeof ZIbanChangeRequestSchema>;

export type TIbanFilesProblem = 'iban_change_has_files' | 'files_too_many';

/** At least one attachment when feature attachmentOnIbanChange is on; never more than six. */
export function ibanFilesProblem(count: number, attachmentRequired: boolean): TIbanFilesProblem | undefined {
  if (attachmentRequired && count < 1) return 'iban_change_has_files';
  if (count > UPLOAD_MAX_FILES) return 'files_too_many';
  return undefined;
}
