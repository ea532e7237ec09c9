/**
 * The domain's zod schemas, loaded on demand. Modules on the first page (shell menus, header)
 * parse responses behind this import, so zod arrives with the first signed-in call rather
 * than with the login page. It names a narrow re-export module: a dynamic import of the
 * package index would take every domain module, and zod, into a chunk the first page shares.
 */
export const loadDomainSchemas = () => import('./domain-schemas.ts');
