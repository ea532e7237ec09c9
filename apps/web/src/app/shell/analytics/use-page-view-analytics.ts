import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { consentStore, isAnalyticsAllowed } from '../../../shared/consent/consent.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';

type TAnalyticsWindow = Window & { dataLayer?: unknown[] };

/**
 * Page views for the deployment's tag manager (the dataLayer convention), only when analytics
 * is enabled and the visitor consented to statistics cookies (customer-area §9). Only the
 * pathname is sent: queries may carry tokens.
 */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const settings = useSettings();
  const consent = useStore(consentStore, (s) => s.consent);
  const allowed = isAnalyticsAllowed(settings, consent);
  useEffect(() => {
    if (!allowed) return;
    const target = window as TAnalyticsWindow;
    target.dataLayer ??= [];
    target.dataLayer.push({ event: 'page_view', page_path: pathname });
  }, [allowed, pathname]);
}
