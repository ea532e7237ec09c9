import { type ComponentType, lazy } from 'react';
import type { TMountedRoute } from '../../shared/routing/mounted-routes.ts';
import { HomePage } from './home-page.tsx';
import type { TPageChunk } from './page-loaders.ts';
import { withCataloguePart } from './with-catalogue-part.tsx';

/** A page loaded on first render through the page loaders' chunk (page-loaders.ts says why). */
const page = (chunk: TPageChunk) => lazy(() => import('./page-loaders.ts').then((loaders) => loaders.PAGE_LOADERS[chunk]()));

// Both contract detail routes (electricity and gas) share one page and one chunk. Contract
// pages bring their own messages (locales/<lang>/contracts.json).
const ContractDetailPage = withCataloguePart('contracts', page('contractDetail'));

// The five invoice routes share one page and one chunk: the page reads which list and contract
// the address names, and stays mounted when /invoices/:action is replaced by /invoices. The
// payment dialog on the page brings its own messages (payments.json).
const InvoicesPage = withCataloguePart(['invoices', 'payments'], page('invoices'));

// The requests mailbox's three routes (issue 14) share one page and one chunk, with its words
// (requests.json) and the file picker's (contracts.json).
const RequestsPages = withCataloguePart(['requests', 'contracts'], page('requests'));

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
  // The new-password rules' words (account.json) load with every page that sets a password.
  changePassword: withCataloguePart('account', page('changePassword')),
  // Its words (welcome.json) load with it: only a customer with no contracts ever sees it.
  welcome: withCataloguePart('welcome', page('welcome')),
  profile: page('profile'),
  dynamicPage: page('dynamicPage'),
  contracts: withCataloguePart('contracts', page('contracts')),
  contractDetail: ContractDetailPage,
  gasContractDetail: ContractDetailPage,
  invoices: InvoicesPage,
  invoicesAction: InvoicesPage,
  invoicesMultipoint: InvoicesPage,
  contractInvoices: InvoicesPage,
  gasContractInvoices: InvoicesPage,
  // The ATC claim form (issue 14): its words (claims.json) and the file picker's (contracts.json).
  claims: withCataloguePart(['claims', 'contracts'], page('claims')),
  // Password recovery (issue 14): its words (account.json) load with it, not with the login page.
  resetPassword: withCataloguePart('account', page('resetPassword')),
  // The contact forms (issue 14): their words (contact.json) and the file picker's (contracts.json).
  customerService: withCataloguePart(['contact', 'contracts'], page('customerService')),
  contact: withCataloguePart(['contact', 'contracts'], page('contact')),
  requests: RequestsPages,
  requestCreate: RequestsPages,
  requestDetail: RequestsPages,
  // Sign-up and activation (issue 14): their words (signup.json) load with them; activation
  // sets a password, so the rules' words (account.json) too.
  register: withCataloguePart('signup', page('register')),
  activation: withCataloguePart(['signup', 'account'], page('activation')),
  version: page('version'),
  loading: lazy(() => import('../shell/loading/loading-page.tsx')),
};
