import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequestSchema } from '@portal/domain';

/** The login form's validation: the API's own payload schema (DESIGN.md: one schema per payload). */
export const loginResolver = zodResolver(ZLoginRequestSchema);
