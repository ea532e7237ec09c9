import { lazy } from 'react';
import type { TPageChunk } from './page-loaders.ts';

/**
 * A page loaded on first render, with its words, through the page loaders' chunk (page-loaders.ts
 * says why). One helper for the route table's pages (pages.ts) and the home page's overview
 * (home-page.tsx): both ship with the login page.
 */
export const page = (chunk: TPageChunk) => lazy(() => import('./page-loaders.ts').then((loaders) => loaders.loadPage(chunk)));
