import type { TSettings } from '@portal/domain';
import { z } from 'zod';

/**
 * The retailer as its invoices name it (Real Decreto 1619/2012: the issuer's name, tax id and
 * address; the claims route needs its customer service): read from the organisation settings,
 * which a deployment fills (the demo seed does). A field the settings lack prints as a dash, so
 * a missing tax id shows on the invoice instead of being made up.
 */
const ZRetailerSettingsSchema = z.object({
  organization: z.object({
    name: z.string(),
    phone_crm: z.string().catch(''),
    email: z.string().catch(''),
    tax_id: z.string().catch(''),
    address: z.string().catch(''),
    // Days from the issue date to the due date; no due date is printed without it.
    payment_term_days: z.number().int().positive().optional().catch(undefined),
  }),
});

export interface Retailer {
  name: string;
  taxId: string;
  address: string;
  phone: string;
  email: string;
  paymentTermDays: number | undefined;
}

export function retailerOf(settings: TSettings): Retailer {
  const { organization: o } = ZRetailerSettingsSchema.parse(settings);
  return {
    name: o.name,
    taxId: o.tax_id,
    address: o.address,
    phone: o.phone_crm,
    email: o.email,
    paymentTermDays: o.payment_term_days,
  };
}
