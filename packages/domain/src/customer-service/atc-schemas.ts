import { z } from 'zod';
import { idParam, routeSegment, text } from '../api/primitives.ts';
import { CASE_DESCRIPTION_MAX } from '../cases/case-model.ts';

/** Customer-service type (customer-area §3): id and label, the label in the request's language. */
export const ZAtcTypeSchema = z.object({ id: z.number().int(), label: z.string() });
export type TAtcType = z.infer<typeof ZAtcTypeSchema>;
export const ZAtcTypesResponseSchema = z.array(ZAtcTypeSchema);

/** Subtype (customer-area §3): name (its code, what the claim sends as subtipus) and desc. */
export const ZAtcSubtypeSchema = z.object({ name: z.string(), desc: z.string() });
export type TAtcSubtype = z.infer<typeof ZAtcSubtypeSchema>;
export const ZAtcSubtypesResponseSchema = z.array(ZAtcSubtypeSchema);

export const ZAtcTypeParamsSchema = z.object({ tipus: idParam('atc_type_required') });

/**
 * The ATC claim (customer-area §5: "contract, tipus, subtipus and descripcio required; attachment
 * optional"), with the field names of the call (§7: contract, tipus, subtipus, comments). The
 * form's descripcio is the call's comments. One schema for the web form and the server: tipus
 * arrives from a select or a multipart field as text, hence idParam.
 */
export const ZAtcClaimSchema = z.object({
  contract: z.string({ error: 'required_field' }).trim().min(1, 'required_field').pipe(routeSegment()),
  tipus: idParam('atc_type_required'),
  subtipus: text(64, { error: 'atc_subtype_required' }).trim().min(1, 'atc_subtype_required'),
  comments: text(CASE_DESCRIPTION_MAX, { multiline: true, error: 'required_field' }).trim().min(1, 'required_field'),
});
/** The form's values (tipus as the select holds it). */
export type TAtcClaimInput = z.input<typeof ZAtcClaimSchema>;
export type TAtcClaim = z.output<typeof ZAtcClaimSchema>;

/** The claim's answer: the case number the SENT state shows. */
export const ZAtcClaimResponseSchema = z.object({ result: z.object({ case_number: z.string() }) });
export type TAtcClaimResponse = z.infer<typeof ZAtcClaimResponseSchema>;
