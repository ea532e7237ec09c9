import { type ComponentType, lazy } from 'react';
import { MOUNTED_ROUTES, type TMountedRoute } from '../../shared/routing/mounted-routes.ts';
import { HomePage } from './home-page.tsx';
import { lazyPage as page } from './lazy-page.ts';
import type { TPageChunk } from './page-loaders.ts';

// Both contract detail routes (electricity and gas) share one page and one chunk, composed in
// app/contract-page from the sections of five features.
const ContractDetailPage = page('contractDetail');

// The five invoice routes share one page and one chunk: the page reads which list and contract
// the address names, and stays mounted when /invoices/:action is replaced by /invoices.
const InvoicesPage = page('invoices');

// The requests mailbox's three routes share one page and one chunk.
const RequestsPages = page('requests');

/**
 * The pages that are not a chunk of their own: the shell's (home, a redirect by configuration;
 * the login page and the loading screen, straight from the shell) and the routes that share a chunk.
 */
const SHELL_AND_SHARED_PAGES = {
  home: HomePage,
  login: lazy(() => import('../../features/auth/pages/login-page.tsx')),
  loading: lazy(() => import('../shell/loading/loading-page.tsx')),
  contractDetail: ContractDetailPage,
  gasContractDetail: ContractDetailPage,
  invoices: InvoicesPage,
  invoicesAction: InvoicesPage,
  invoicesMultipoint: InvoicesPage,
  contractInvoices: InvoicesPage,
  gasContractInvoices: InvoicesPage,
  requests: RequestsPages,
  requestCreate: RequestsPages,
  requestDetail: RequestsPages,
} satisfies Partial<Record<TMountedRoute, ComponentType>>;

/** Every other mounted route is a chunk of its own named like it (page-loaders.ts): TOwnChunk fails to type-check when one is not. */
type TChunkOf<T extends TPageChunk> = T;
type TOwnChunk = TChunkOf<Exclude<TMountedRoute, keyof typeof SHELL_AND_SHARED_PAGES>>;
const hasOwnChunk = (name: TMountedRoute): name is TOwnChunk => !(name in SHELL_AND_SHARED_PAGES);
// The list is MOUNTED_ROUTES itself, not a second one: the login page ships this file, and a
// mounted page then costs its name once, not a name and an entry.
const OWN_CHUNK_PAGES = {} as Record<TOwnChunk, ComponentType>;
for (const name of MOUNTED_ROUTES.filter(hasOwnChunk)) OWN_CHUNK_PAGES[name] = page(name);

/**
 * The page of every mounted route. The type requires exactly the routes of MOUNTED_ROUTES:
 * mounting a new page means adding it to MOUNTED_ROUTES and its chunk to page-loaders.ts (or, for
 * a page that shares a chunk, here). Pages load lazily, one chunk each, with their words
 * (PAGE_PARTS) through the page loaders' chunk.
 */
export const PAGES: Record<TMountedRoute, ComponentType> = { ...OWN_CHUNK_PAGES, ...SHELL_AND_SHARED_PAGES };
