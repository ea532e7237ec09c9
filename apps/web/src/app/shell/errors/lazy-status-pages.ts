import { lazy } from 'react';
import { themed } from '../../../shared/ui/theme/themed.ts';

/**
 * Status pages most visits never show, loaded when needed. The crash page is not among them:
 * it must render even when loading a chunk is what failed. They draw with MUI: its theme comes with them.
 */
export const ErrorPage = lazy(themed(() => import('./error-page.tsx').then((m) => ({ default: m.ErrorPage }))));
export const NotFoundPage = lazy(themed(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }))));
export const MaintenancePage = lazy(themed(() => import('./maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage }))));
