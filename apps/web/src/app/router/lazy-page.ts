import { lazy } from 'react';
import type { TPageChunk } from './page-loaders.ts';

/**
 * A page loaded on first render, with its words, through the page loaders' chunk (page-loaders.ts
 * says why). One helper for pages.ts and the home page, which ship with the login page.
 */
export const lazyPage = (chunk: TPageChunk) => lazy(() => import('./page-loaders.ts').then((loaders) => loaders.loadPage(chunk)));
