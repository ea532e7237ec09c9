import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { isValidIban, normaliseIban } from '../validators/iban.ts';

/** The payment step (§5.9): a valid IBAN once spaces are removed, and the owner's confirmation. */
export const ZPaymentStepSchema = z.object({
  iban: text(64, { error: 'required_field' })
    .trim()
    .min(1, 'required_field')
    .overwrite(normaliseIban)
    .refine(isValidIban, 'iban_field_invalid'),
  isOwner: z.literal(true, { error: 'iban_owner_required' }),
});
export type TPaymentStep = z.infer<typeof ZPaymentStepSchema>;

/**
 * The confirmation step (§5.9, §6): conditions and GDPR must be ticked unless signed in (then
 * treated as accepted); publicity is optional.
 */
export function confirmationStepSchema({ authenticated }: { authenticated: boolean }) {
  const accepted = authenticated
    ? z
        .boolean()
        .optional()
        .transform(() => true)
    : z.literal(true, { error: 'conditions_required' });
  return z.object({
    acceptOVConditions: accepted,
    acceptGdpr: authenticated
      ? z
          .boolean()
          .optional()
          .transform(() => true)
      : z.literal(true, { error: 'gdpr_required' }),
    acceptPublicity: z.boolean().optional().default(false),
  });
}
export type TConfirmationStep = z.infer<ReturnType<typeof confirmationStepSchema>>;
