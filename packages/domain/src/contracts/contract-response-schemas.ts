import { z } from 'zod';
import { INVOICE_DELIVERY_METHODS } from './contract-change-schemas.ts';
import { ZContractKindSchema } from './contract-kind.ts';

/** Attachment of a contract (customer-area §3). */
export const ZAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_date: z.string(),
  size_text: z.string(),
  filename: z.string(),
  category_name: z.string().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

/** Address of the customer (customer-area §3); optional parts are null when absent. */
export const ZAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dp: z.string(),
  ine: z.string(),
  state: z.string(),
  poblacio: z.string(),
  tv: z.string(),
  nv: z.string(),
  pnp: z.string(),
  bq: z.string().nullable(),
  es: z.string().nullable(),
  pt: z.string().nullable(),
  pu: z.string().nullable(),
  ref_catastral: z.string().nullable(),
  aclarador: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  full_address: z.string(),
});
export type TAddress = z.infer<typeof ZAddressSchema>;
export const ZAddressListResponseSchema = z.array(ZAddressSchema);

/** GET /ibans/: the customer's bank accounts. */
export const ZBankAccountSchema = z.object({ id: z.number().int(), printable_iban: z.string() });
export type TBankAccount = z.infer<typeof ZBankAccountSchema>;
export const ZBankAccountListResponseSchema = z.array(ZBankAccountSchema);

export const ZContractedPowerPeriodSchema = z.object({
  period: z.string(),
  /** kW. */
  power: z.number(),
});

/**
 * Virtual battery linked to a contract (customer-area §3, "Virtual battery link"). Beyond the
 * spec's fields, additive: the battery's `balance` (€, deposits − discounts of its ledger),
 * `shared` (it has links to other contracts) and `available_discount` (€ the contract's next
 * invoice may draw: docs/billing.md, "Virtual batteries").
 */
export const ZVirtualBatteryLinkSchema = z.object({
  id: z.number().int(),
  bateria: z.object({ id: z.number().int(), name: z.string(), balance: z.number(), shared: z.boolean() }),
  data_inici: z.string(),
  data_final: z.string().nullable(),
  pes: z.number(),
  pes_percentatge: z.number(),
  gestio_descomptes: z.string(),
  total_descompte: z.number(),
  available_discount: z.number(),
  es_origen: z.boolean(),
});
export type TVirtualBatteryLink = z.infer<typeof ZVirtualBatteryLinkSchema>;

/** Contract (customer-area §3); gas adds pressio (bar) and caudal (m³/h), null for electricity. */
export const ZContractSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZContractKindSchema,
  state: z.string(),
  sign_date: z.string().nullable(),
  owner_partner: z.object({ name: z.string() }),
  fiscal_partner: z.object({ name: z.string(), vat: z.string() }),
  fiscal_address: z.object({ full_address: z.string() }),
  cups: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    full_address: z.string(),
    ref_catastral: z.string().nullable(),
  }),
  pricelist: z.object({ name: z.string(), nom_comercial: z.string().nullable() }),
  tariff: z.object({ name: z.string() }),
  amount_debt: z.number(),
  contracted_power_period: z.array(ZContractedPowerPeriodSchema),
  bank_account: ZBankAccountSchema.nullable(),
  ref_catastral: z.string().nullable(),
  invoice_online: z.enum(INVOICE_DELIVERY_METHODS),
  notification_address: z
    .object({
      id: z.number().int(),
      name: z.string(),
      full_address: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
    })
    .nullable(),
  dso: z.object({ name: z.string(), website: z.string().nullable() }),
  dso_reference: z.string().nullable(),
  dso_phone: z.string().nullable(),
  is_peninsula: z.boolean(),
  atr_available: z.boolean(),
  /** Processes of this contract waiting for the customer's signature, such as iban or power. */
  waitingForSignature: z.array(z.string()),
  no_cession_sips: z.object({
    state: z.enum(['requested', 'active', 'unactive']).nullable(),
    waiting_for_signature: z.boolean(),
  }),
  bateria_virtual: z.array(ZVirtualBatteryLinkSchema),
  attachments: z.array(ZAttachmentSchema),
  pressio: z.number().nullable(),
  caudal: z.number().nullable(),
});
export type TContract = z.infer<typeof ZContractSchema>;

/** GET /contracts (customer-area §7). */
export const ZContractListResponseSchema = z.object({
  n_items: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(ZContractSchema),
});
export type TContractListResponse = z.infer<typeof ZContractListResponseSchema>;

/** GET /contracts/list-info/: how many contracts of each kind the customer has. */
export const ZContractListInfoResponseSchema = z.object({
  result: z.object({
    electricity: z.object({ n_items: z.number().int() }),
    gas: z.object({ n_items: z.number().int() }),
  }),
});
export type TContractListInfoResponse = z.infer<typeof ZContractListInfoResponseSchema>;
