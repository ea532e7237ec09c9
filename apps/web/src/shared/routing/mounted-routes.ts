import type { TRouteName } from '@portal/domain';

/**
 * Routes whose page is built. The route table (packages/domain) names every route of the
 * spec; the router mounts a page only for these, and app/router/pages.ts must give each one a
 * page (its type requires exactly this list). Everything else answers 404, and no link,
 * menu entry or redirect may lead to an unmounted route: features ask isRouteMounted first.
 */
export const MOUNTED_ROUTES = [
  'home',
  'altHome',
  'login',
  'connect',
  'loading',
  'version',
  'profile',
  'changePassword',
  'welcome',
  'dynamicPage',
  'contracts',
  'contractDetail',
  'gasContractDetail',
  'invoices',
  'invoicesAction',
  'invoicesMultipoint',
  'contractInvoices',
  'gasContractInvoices',
  'claims',
  'resetPassword',
  'customerService',
  'contact',
  'requests',
  'requestCreate',
  'requestDetail',
  'register',
  'activation',
  'comparator',
  'gasComparator',
  'powerCalculator',
  'newsletter',
  'priceAlerts',
  'contractCommunications',
] as const satisfies readonly TRouteName[];

export type TMountedRoute = (typeof MOUNTED_ROUTES)[number];

export function isRouteMounted(name: string | undefined | null): name is TMountedRoute {
  return (MOUNTED_ROUTES as readonly string[]).includes(name ?? '');
}
