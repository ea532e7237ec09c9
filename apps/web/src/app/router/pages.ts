import { type ComponentType, lazy } from 'react';
import type { TMountedRoute } from '../../shared/routing/mounted-routes.ts';
import { HomePage } from './home-page.tsx';
import { withCataloguePart } from './with-catalogue-part.tsx';

// Both contract detail routes (electricity and gas) share one page and one chunk. Contract
// pages bring their own messages (locales/<lang>/contracts.json).
const ContractDetailPage = withCataloguePart(
  'contracts',
  lazy(() => import('../../features/contracts/pages/contract-detail-page.tsx')),
);

// The five invoice routes share one page and one chunk: the page reads which list and contract
// the address names, and stays mounted when /invoices/:action is replaced by /invoices. The
// payment dialog on the page brings its own messages (payments.json).
const InvoicesPage = withCataloguePart(
  ['invoices', 'payments'],
  lazy(() => import('../../features/invoices/pages/invoices-page.tsx')),
);

// The requests mailbox's three routes (issue 14) share one page and one chunk, with its words
// (requests.json) and the file picker's (contracts.json).
const RequestsPages = withCataloguePart(
  ['requests', 'contracts'],
  lazy(() => import('../../features/requests/pages/requests-pages.tsx')),
);

/**
 * The page of every mounted route. The type requires exactly the routes of MOUNTED_ROUTES:
 * mounting a new page means adding it to both. Pages load lazily, one chunk each; home is a
 * redirect by configuration and ships with the shell.
 */
export const PAGES: Record<TMountedRoute, ComponentType> = {
  home: HomePage,
  login: lazy(() => import('../../features/auth/pages/login-page.tsx')),
  connect: lazy(() => import('../../features/auth/pages/connect-page.tsx')),
  changePassword: lazy(() => import('../../features/auth/pages/change-password-page.tsx')),
  // Its words (welcome.json) load with it: only a customer with no contracts ever sees it.
  welcome: withCataloguePart(
    'welcome',
    lazy(() => import('../../features/auth/pages/welcome-page.tsx')),
  ),
  profile: lazy(() => import('../../features/profile/pages/profile-page.tsx')),
  dynamicPage: lazy(() => import('../../features/dynamic-pages/pages/dynamic-page.tsx')),
  contracts: withCataloguePart(
    'contracts',
    lazy(() => import('../../features/contracts/pages/contracts-page.tsx')),
  ),
  contractDetail: ContractDetailPage,
  gasContractDetail: ContractDetailPage,
  invoices: InvoicesPage,
  invoicesAction: InvoicesPage,
  invoicesMultipoint: InvoicesPage,
  contractInvoices: InvoicesPage,
  gasContractInvoices: InvoicesPage,
  // The ATC claim form (issue 14): its words (claims.json) and the file picker's (contracts.json).
  claims: withCataloguePart(
    ['claims', 'contracts'],
    lazy(() => import('../../features/customer-service/pages/claims-page.tsx')),
  ),
  // Password recovery (issue 14): its words (account.json) load with it, not with the login page.
  resetPassword: withCataloguePart(
    'account',
    lazy(() => import('../../features/password-reset/pages/reset-password-page.tsx')),
  ),
  // The contact forms (issue 14): their words (contact.json) and the file picker's (contracts.json).
  customerService: withCataloguePart(
    ['contact', 'contracts'],
    lazy(() => import('../../features/customer-service/pages/customer-service-page.tsx')),
  ),
  contact: withCataloguePart(
    ['contact', 'contracts'],
    lazy(() => import('../../features/customer-service/pages/contact-page.tsx')),
  ),
  requests: RequestsPages,
  requestCreate: RequestsPages,
  requestDetail: RequestsPages,
  // Sign-up and activation (issue 14): their words (signup.json) load with them.
  register: withCataloguePart(
    'signup',
    lazy(() => import('../../features/signup/pages/signup-page.tsx')),
  ),
  activation: withCataloguePart(
    'signup',
    lazy(() => import('../../features/signup/pages/activation-page.tsx')),
  ),
  version: lazy(() => import('../../features/version/pages/version-page.tsx')),
  loading: lazy(() => import('../shell/loading/loading-page.tsx')),
};
