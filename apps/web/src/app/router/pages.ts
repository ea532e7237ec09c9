import { type ComponentType, lazy } from 'react';
import type { TMountedRoute } from '../../shared/routing/mounted-routes.ts';
import { HomePage } from './home-page.tsx';
import type { TPageChunk } from './page-loaders.ts';
import { withCataloguePart } from './with-catalogue-part.tsx';

/** A page loaded on first render through the page loaders' chunk (page-loaders.ts says why). */
const page = (chunk: TPageChunk) => lazy(() => import('./page-loaders.ts').then((loaders) => loaders.PAGE_LOADERS[chunk]()));

// Both contract detail routes (electricity and gas) share one page and one chunk, composed in
// app/contract-page from the sections of five features: it brings their words and shared/'s.
const ContractDetailPage = withCataloguePart(
  ['contracts', 'contract-changes', 'consumption', 'virtual-batteries', 'tariff-options', 'shared'],
  page('contractDetail'),
);

// The five invoice routes share one page and one chunk: the page reads which list and contract
// the address names, and stays mounted when /invoices/:action is replaced by /invoices.
const InvoicesPage = withCataloguePart('invoices', page('invoices'));

// The requests mailbox's three routes share one page and one chunk, with its words
// (requests.json) and shared/'s, the file picker's among them (shared.json).
const RequestsPages = withCataloguePart(['requests', 'shared'], page('requests'));

/**
 * The page of every mounted route. The type requires exactly the routes of MOUNTED_ROUTES:
 * mounting a new page means adding it to both (and its chunk to page-loaders.ts). Pages load
 * lazily, one chunk each; the login page and the loading screen straight from the shell, the
 * others through the page loaders' chunk; home is a redirect by configuration and ships with the shell.
 */
export const PAGES: Record<TMountedRoute, ComponentType> = {
  home: HomePage,
  login: lazy(() => import('../../features/auth/pages/login-page.tsx')),
  connect: page('connect'),
  // The new-password rules' words (shared.json) load with every page that sets a password.
  changePassword: withCataloguePart('shared', page('changePassword')),
  // Its words (auth.json) load with it: only a customer with no contracts ever sees it.
  welcome: withCataloguePart('auth', page('welcome')),
  // The coupons section loads its words (profile.json) itself.
  profile: page('profile'),
  dynamicPage: page('dynamicPage'),
  contracts: withCataloguePart(['contracts', 'shared'], page('contracts')),
  contractDetail: ContractDetailPage,
  gasContractDetail: ContractDetailPage,
  invoices: InvoicesPage,
  invoicesAction: InvoicesPage,
  invoicesMultipoint: InvoicesPage,
  contractInvoices: InvoicesPage,
  gasContractInvoices: InvoicesPage,
  // The ATC claim form: its words (customer-service.json) and the file picker's (shared.json).
  claims: withCataloguePart(['customer-service', 'shared'], page('claims')),
  // Password recovery: its words (password-reset.json) and the new-password rules' (shared.json) load with it, not with the login page.
  resetPassword: withCataloguePart(['password-reset', 'shared'], page('resetPassword')),
  // The contact forms: their words (customer-service.json) and the file picker's (shared.json).
  customerService: withCataloguePart(['customer-service', 'shared'], page('customerService')),
  contact: withCataloguePart(['customer-service', 'shared'], page('contact')),
  requests: RequestsPages,
  requestCreate: RequestsPages,
  requestDetail: RequestsPages,
  // Sign-up and activation: their words (signup.json) load with them; activation sets a
  // password, so the rules' words (shared.json) too.
  register: withCataloguePart('signup', page('register')),
  activation: withCataloguePart(['signup', 'shared'], page('activation')),
  version: page('version'),
  loading: lazy(() => import('../shell/loading/loading-page.tsx')),
};
