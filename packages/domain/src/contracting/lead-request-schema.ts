import { z } from 'zod';
import { id, idParam, text } from '../api/primitives.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZCupsParamsSchema } from '../supply-point-registry/cups-config-schemas.ts';
import { CONTRACTING_TYPES } from './wizard-steps.ts';

/**
 * POST leads and gas/leads (visitor-and-shell §3.9 "FormConfirm … plus step number", §4.3, §7): the
 * wizard sends the step it completed, with the data of the steps that changed since the last
 * post. Each section is read by its step's schema (installationStepSchema … confirmationStepSchema)
 * on the server, with what the server knows (the lead's earlier steps, the retailer's rules, who
 * is signed in): the same functions the web runs. The envelope here bounds what is read at all.
 *
 * The first post has no lead_id: it creates the lead, and the answer's lead_id names it from then
 * on; the browser that created it holds its key (a cookie the API sets), so no one else can add to
 * it, read it or confirm it. Step 5 (confirmation) makes the contract.
 */
export const ZContractingLeadRequestSchema = z.object({
  lead_id: id('lead_not_found').optional(),
  type: z.enum(CONTRACTING_TYPES, { error: 'required_field' }),
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: 'required_field' }),
  installation: z.record(z.string(), z.unknown()).optional(),
  person: z.record(z.string(), z.unknown()).optional(),
  contract: z.record(z.string(), z.unknown()).optional(),
  gasContract: z.record(z.string(), z.unknown()).optional(),
  payment: z.record(z.string(), z.unknown()).optional(),
  confirmation: z.record(z.string(), z.unknown()).optional(),
});
export type TContractingLeadRequest = z.infer<typeof ZContractingLeadRequestSchema>;

/** The confirmation's result (§3.9 confirmResponse, §4.3): 'OK' moves to finish, anything else is the connectivity error. */
export const ZConfirmResultSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  result: z.object({
    error: z.string().nullable(),
    render: z.object({ format: z.enum(['html', 'text']), body: z.string() }).nullable(),
    /** The contracts made (electricity, gas or both): the finish page names them. */
    contracts: z.array(z.object({ name: z.string(), type: z.enum(['electricity', 'gas']) })),
    /**
     * The initial payment each chosen product asks for: a pending invoice of its contract, paid by
     * card from the invoices page (§4.3 payment_intent; docs/contracting.md, "The initial payment").
     */
    payments: z.array(
      z.object({
        invoiceId: z.number().int(),
        amount: z.number(),
        contractName: z.string(),
        contractType: z.enum(['electricity', 'gas']),
      }),
    ),
  }),
});
export type TConfirmResult = z.infer<typeof ZConfirmResultSchema>;

export const ZContractingLeadResponseSchema = z.object({
  lead_id: z.number().int(),
  step: z.number().int(),
  /** Present on step 5 only. */
  confirm: ZConfirmResultSchema.optional(),
});
export type TContractingLeadResponse = z.infer<typeof ZContractingLeadResponseSchema>;

export const ZLeadIdParamsSchema = z.object({ lead_id: idParam('lead_not_found') });

/** GET leads/solvencia/{lead_id} (§7): scoring false is badScore. */
export const ZSolvencyResponseSchema = z.object({ scoring: z.boolean() });
/** GET leads/dni-validation/{lead_id} (§7): dni_valid false is dniInvalid. */
export const ZDniValidationResponseSchema = z.object({ dni_valid: z.boolean() });

/**
 * GET leads/draft?type=: the lead this browser left of that wizard (docs/contracting.md,
 * "Coming back"), to resume where the visitor left: its step and the data of every step, files
 * named by id (never sent again). 404 when there is none.
 */
export const ZLeadDraftQuerySchema = z.object({ type: z.enum(CONTRACTING_TYPES, { error: 'required_field' }) });
export const ZLeadDraftResponseSchema = z.object({
  lead_id: z.number().int(),
  type: z.enum(CONTRACTING_TYPES),
  step: z.number().int(),
  installation: z.record(z.string(), z.unknown()).nullable(),
  person: z.record(z.string(), z.unknown()).nullable(),
  contract: z.record(z.string(), z.unknown()).nullable(),
  gasContract: z.record(z.string(), z.unknown()).nullable(),
  payment: z.record(z.string(), z.unknown()).nullable(),
});
export type TLeadDraft = z.infer<typeof ZLeadDraftResponseSchema>;

/** GET misc/cnaes/ (§7): the business activity codes. */
export const ZCnaeSchema = z.object({ id: z.number().int(), name: z.string(), descripcio: z.string() });
export const ZCnaeListSchema = z.array(ZCnaeSchema);
export type TCnae = z.infer<typeof ZCnaeSchema>;

/** GET pricelist (§7): query power, atr, cups, optional selfcons and promocode, lang. */
export const ZPriceListQuerySchema = z.object({
  power: z.coerce.number({ error: 'power_value_invalid' }).min(0, 'power_value_invalid').max(100_000, 'power_value_invalid'),
  atr: idParam('required_field'),
  cups: ZCupsParamsSchema.shape.cups,
  selfcons: z.enum(['0', '1', 'true', 'false']).optional(),
  promocode: text(64).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
/** GET gas/pricelist (§7): query atr, cups. */
export const ZGasPriceListQuerySchema = z.object({
  atr: idParam('required_field'),
  cups: ZCupsParamsSchema.shape.cups,
  promocode: text(64).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
/** A product (§3.9): ov_description is HTML, sanitised by the server and again by the web. */
export const ZProductSchema = z.object({ id: z.number().int(), name: z.string(), ov_description: z.string(), ov_link: z.string() });
export const ZProductListSchema = z.array(ZProductSchema);
export type TProduct = z.infer<typeof ZProductSchema>;

/** GET leads/validate-coupon/{coupon}/ (§7, §5.9). */
export const ZCouponParamsSchema = z.object({ coupon: text(64, { error: 'promotional_invalid' }).trim().min(1, 'required_field') });
export const ZCouponValidityResponseSchema = z.object({ valid: z.boolean() });

/**
 * POST leads/resume (docs/contracting.md, "Coming back"): the token a reminder mail's link carries
 * (?resume=…); the answer names the lead and its wizard, and the API sets the lead's cookie.
 */
export const ZLeadResumeRequestSchema = z.object({
  token: text(512, { error: 'resume_link_invalid' }).trim().min(1, 'resume_link_invalid'),
});
export const ZLeadResumeResponseSchema = z.object({ lead_id: z.number().int(), type: z.enum(CONTRACTING_TYPES) });
export type TLeadResume = z.infer<typeof ZLeadResumeResponseSchema>;
