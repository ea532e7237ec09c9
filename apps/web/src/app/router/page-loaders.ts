import type { ComponentType } from 'react';
import { loadQueryRuntime } from '../../shared/api/query-client.ts';
import { loadCataloguePart, type TCataloguePart } from '../../shared/i18n/i18n.ts';
import { withMuiTheme } from '../../shared/ui/theme/mui-theme.tsx';

/**
 * Where each page's code is, for every page but the login page and the loading screen. This map
 * is a chunk of its own, fetched with the first such page (pages.ts): each entry here carries
 * its page chunk's name and the names of the chunks that page needs (the bundler's preload
 * list), which would otherwise ship in the shell's chunk and grow what the login page loads with
 * every page mounted. Pages that share a chunk name it once (contract detail, invoices, requests).
 */
export const PAGE_LOADERS = {
  connect: () => import('../../features/auth/pages/connect-page.tsx'),
  changePassword: () => import('../../features/auth/pages/change-password-page.tsx'),
  welcome: () => import('../../features/auth/pages/welcome-page.tsx'),
  profile: () => import('../profile-page/profile-with-preferences-page.tsx'),
  dynamicPage: () => import('../../features/dynamic-pages/pages/dynamic-page.tsx'),
  contracts: () => import('../../features/contracts/pages/contracts-page.tsx'),
  contractDetail: () => import('../contract-page/contract-detail-page.tsx'),
  invoices: () => import('../../features/invoices/pages/invoices-page.tsx'),
  claims: () => import('../../features/customer-service/pages/claims-page.tsx'),
  customerService: () => import('../../features/customer-service/pages/customer-service-page.tsx'),
  contact: () => import('../../features/customer-service/pages/contact-page.tsx'),
  requests: () => import('../../features/requests/pages/requests-pages.tsx'),
  resetPassword: () => import('../../features/password-reset/pages/reset-password-page.tsx'),
  register: () => import('../../features/signup/pages/signup-page.tsx'),
  activation: () => import('../../features/signup/pages/activation-page.tsx'),
  // The mailed signing link's page (docs/signatures.md).
  sign: () => import('../../features/signatures/pages/sign-page.tsx'),
  comparator: () => import('../../features/comparator/pages/electricity-comparator-page.tsx'),
  gasComparator: () => import('../../features/comparator/pages/gas-comparator-page.tsx'),
  version: () => import('../../features/version/pages/version-page.tsx'),
  powerCalculator: () => import('../../features/power-calculator/pages/power-calculator-page.tsx'),
  // The home tab groups: the alternative home, and the root's when home.type is 'tabGroups' (app/router/home-page.tsx).
  altHome: () => import('../../features/home/pages/tab-groups-home-page.tsx'),
  // Not a route of its own: the signed-in home (/) of the dashboard type shows it (home-page.tsx).
  overview: () => import('../../features/overview/pages/overview-page.tsx'),
  newsletter: () => import('../../features/newsletters/pages/newsletter-page.tsx'),
  priceAlerts: () => import('../../features/price-alerts/pages/price-alerts-page.tsx'),
  contractCommunications: () => import('../../features/communications/pages/contract-communications-page.tsx'),
  electricityContracting: () => import('../../features/contracting/pages/electricity-contracting-page.tsx'),
  gasContracting: () => import('../../features/contracting/pages/gas-contracting-page.tsx'),
  dualContracting: () => import('../../features/contracting/pages/dual-contracting-page.tsx'),
  // Not a route of the table: the staff console at /staff/*, mounted beside it (app-routes.tsx).
  staffConsole: () => import('../../features/staff-console/pages/staff-console-page.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type TPageChunk = keyof typeof PAGE_LOADERS;

/**
 * The catalogue parts each page shows besides `translation` (docs/web.md, "Words"): its
 * feature's, and `shared` where it shows words of shared/. Kept here rather than in pages.ts,
 * because what pages.ts holds ships with the login page.
 */
const PAGE_PARTS: Partial<Record<TPageChunk, readonly TCataloguePart[]>> = {
  // The new-password rules' words load with every page that sets a password.
  changePassword: ['shared'],
  // Only a customer with no contracts ever sees it.
  welcome: ['auth'],
  contracts: ['contracts', 'shared'],
  // Composed in app/contract-page from the sections of five features.
  contractDetail: ['contracts', 'contract-changes', 'consumption', 'virtual-batteries', 'tariff-options', 'signatures', 'shared'],
  invoices: ['invoices', 'shared'],
  // With the mail preferences of communications, whose read-only line is shared/'s, and the trail's section.
  profile: ['profile', 'communications', 'trail', 'shared'],
  // The case forms show the file picker, whose words are shared/'s.
  claims: ['customer-service', 'shared'],
  customerService: ['customer-service', 'shared'],
  contact: ['customer-service', 'shared'],
  requests: ['requests', 'shared'],
  resetPassword: ['password-reset', 'shared'],
  register: ['signup'],
  // Activation sets a password: the rules' words too.
  activation: ['signup', 'shared'],
  sign: ['signatures'],
  // The lead form and the date fields are shared/'s.
  comparator: ['comparator', 'shared'],
  gasComparator: ['comparator', 'shared'],
  // The lead form and its file picker are shared/'s.
  powerCalculator: ['power-calculator', 'shared'],
  // A disabled tile's read-only reason is shared/'s.
  altHome: ['home', 'shared'],
  overview: ['overview'],
  // The e-mail fields' messages (email_not_valid) are shared/'s.
  newsletter: ['newsletters', 'shared'],
  priceAlerts: ['price-alerts'],
  // The read-only line under the save button is shared/'s.
  contractCommunications: ['communications', 'shared'],
  // The address block, the file picker and the field errors the steps share with other pages are shared/'s.
  electricityContracting: ['contracting', 'shared'],
  gasContracting: ['contracting', 'shared'],
  dualContracting: ['contracting', 'shared'],
  // The file picker, the date fields and the paging words are shared/'s.
  staffConsole: ['staff-console', 'shared'],
};

/**
 * A page's code and its words, fetched together: the page renders with its messages, inside MUI's
 * theme (which this chunk brings: the shell and the login page draw without MUI) and with the
 * app's query client (loaded with the first page that needs it). A part that
 * fails to load leaves its keys showing rather than the page missing; a later language switch
 * loads every part asked for so far (i18n.ts).
 */
export async function loadPage(chunk: TPageChunk): Promise<{ default: ComponentType }> {
  const words = (PAGE_PARTS[chunk] ?? []).map((part) => loadCataloguePart(part).catch(() => undefined));
  const [page, { withQueryClient }] = await Promise.all([PAGE_LOADERS[chunk](), loadQueryRuntime(), ...words]);
  return { default: withMuiTheme(withQueryClient(page.default)) };
}
