import { lazy } from 'react';

/**
 * Status pages most visits never show, loaded when needed. The crash page is not among them:
 * it must render even when loading a chunk is what failed.
 */
export const ErrorPage = lazy(() => import('./error-page.tsx').then((m) => ({ default: m.ErrorPage })));
export const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
export const MaintenancePage = lazy(() => import('./maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })));
