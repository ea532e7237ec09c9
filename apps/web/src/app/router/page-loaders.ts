import type { ComponentType } from 'react';

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
  profile: () => import('../../features/profile/pages/profile-page.tsx'),
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
  version: () => import('../../features/version/pages/version-page.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type TPageChunk = keyof typeof PAGE_LOADERS;
