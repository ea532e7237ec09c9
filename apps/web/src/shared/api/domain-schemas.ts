/**
 * The zod schemas that first-page modules parse with, re-exported one by one so that the
 * lazy import in load-domain-schemas.ts pulls these and zod, not the whole domain package.
 */
export { ZHtmlRoutesResponseSchema } from '@portal/domain';
