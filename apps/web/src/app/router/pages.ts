import { type ComponentType, lazy } from 'react';
import type { TMountedRoute } from '../../shared/routing/mounted-routes.ts';
import { HomePage } from './home-page.tsx';
import type { TPageChunk } from './page-loaders.ts';

/** A page loaded on first render, with its words, through the page loaders' chunk (page-loaders.ts says why). */
const page = (chunk: TPageChunk) => lazy(() => import('./page-loaders.ts').then((loaders) => loaders.loadPage(chunk)));

// Both contract detail routes (electricity and gas) share one page and one chunk, composed in
// app/contract-page from the sections of five features.
const ContractDetailPage = page('contractDetail');

// The five invoice routes share one page and one chunk: the page reads which list and contract
// the address names, and stays mounted when /invoices/:action is replaced by /invoices.
const InvoicesPage = page('invoices');

// The requests mailbox's three routes share one page and one chunk.
const RequestsPages = page('requests');

/**
 * The page of every mounted route. The type requires exactly the routes of MOUNTED_ROUTES:
 * mounting a new page means adding it to both (and its chunk to page-loaders.ts). Pages load
 * lazily, one chunk each; the login page and the loading screen straight from the shell, the
 * others with their words (PAGE_PARTS) through the page loaders' chunk; home is a redirect by configuration and ships with the shell.
 */
export const PAGES: Record<TMountedRoute, ComponentType> = {
  home: HomePage,
  login: lazy(() => import('../../features/auth/pages/login-page.tsx')),
  connect: page('connect'),
  changePassword: page('changePassword'),
  welcome: page('welcome'),
  profile: page('profile'),
  dynamicPage: page('dynamicPage'),
  contracts: page('contracts'),
  contractDetail: ContractDetailPage,
  gasContractDetail: ContractDetailPage,
  invoices: InvoicesPage,
  invoicesAction: InvoicesPage,
  invoicesMultipoint: InvoicesPage,
  contractInvoices: InvoicesPage,
  gasContractInvoices: InvoicesPage,
  claims: page('claims'),
  resetPassword: page('resetPassword'),
  customerService: page('customerService'),
  contact: page('contact'),
  requests: RequestsPages,
  requestCreate: RequestsPages,
  requestDetail: RequestsPages,
  register: page('register'),
  activation: page('activation'),
  comparator: page('comparator'),
  gasComparator: page('gasComparator'),
  version: page('version'),
  powerCalculator: page('powerCalculator'),
  loading: lazy(() => import('../shell/loading/loading-page.tsx')),
};
