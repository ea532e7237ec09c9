/**
 * The domain's zod schemas, loaded on demand. Response parsing with zod happens behind this
 * import wherever the calling module is part of the first page (shell menus, header), so zod
 * arrives with the first signed-in call rather than with the login page.
 */
export const loadDomainSchemas = () => import('@portal/domain');
