import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequestSchema } from '@portal/domain';

/**
 * The login form's validation: the API's own payload schema (docs/decisions.md: one endpoint
 * contract per call, its body schema in the form too).
 */
export const loginResolver = zodResolver(ZLoginRequestSchema);
