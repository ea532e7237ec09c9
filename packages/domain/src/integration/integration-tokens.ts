import { z } from 'zod';
import { idParam, text } from '../api/primitives.ts';

/**
 * The retailer's own systems (an ERP, a CRM) call the integration API with a token a supervisor
 * creates (docs/integration.md). Each token carries scopes, and each integration call needs one:
 * reading the leads, working the queue of signed requests, importing prices.
 */
export const INTEGRATION_SCOPES = ['leads:read', 'queue:work', 'import'] as const;
export type TIntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** A token without the scope a call needs: 403 with this code. */
export const INTEGRATION_SCOPE_MISSING = 'integration_scope_missing';

/**
 * What every integration token starts with, so that one pasted into a log, a ticket or a
 * repository is recognised as a secret of this portal (secret scanners match on such prefixes).
 */
export const INTEGRATION_TOKEN_PREFIX = 'pit_';

export const INTEGRATION_TOKEN_NAME_MAX = 100;

export const ZIntegrationScopeSchema = z.enum(INTEGRATION_SCOPES, { error: 'field_invalid' });

export const ZIntegrationTokenCreateSchema = z.object({
  name: text(INTEGRATION_TOKEN_NAME_MAX, { error: 'required_field' }).trim().min(1, 'required_field'),
  scopes: z
    .array(ZIntegrationScopeSchema, { error: 'required_field' })
    .min(1, 'required_field')
    .max(INTEGRATION_SCOPES.length, 'field_invalid')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'field_invalid'),
});
export type TIntegrationTokenCreate = z.infer<typeof ZIntegrationTokenCreateSchema>;

export const ZIntegrationTokenIdParamsSchema = z.object({ id: idParam('field_invalid') });

/** A token as the list shows it: never its secret, which nobody can read again after its creation. */
export const ZIntegrationTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ZIntegrationScopeSchema),
  created_by: z.object({ id: z.number().int(), label: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TIntegrationToken = z.infer<typeof ZIntegrationTokenSchema>;

/** The answer to a creation: the token with its secret, shown this once. */
export const ZIntegrationTokenCreatedSchema = ZIntegrationTokenSchema.extend({ token: z.string() });
export type TIntegrationTokenCreated = z.infer<typeof ZIntegrationTokenCreatedSchema>;

export const ZIntegrationTokenListResponseSchema = z.object({ items: z.array(ZIntegrationTokenSchema) });
export type TIntegrationTokenListResponse = z.infer<typeof ZIntegrationTokenListResponseSchema>;
