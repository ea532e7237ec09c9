import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAllConsent, consentStore, cookiePreferencesStore, rejectAllConsent } from '../../../shared/consent/consent.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { UiButton } from '../../../shared/ui/light/ui-button.tsx';
import { themed } from '../../../shared/ui/theme/themed.ts';
import { CookieNoticeText } from './cookie-notice-text.tsx';

const CookiePreferences = lazy(themed(() => import('./cookie-preferences.tsx')));
const CookiePreferencesDialog = lazy(themed(() => import('./cookie-preferences-dialog.tsx')));

/**
 * Cookie consent (visitor-and-shell §2.10): accept all, reject all, or personalise the
 * preferences, statistics and marketing cookies. Rejecting is as easy as accepting on the first
 * layer (one click, a button of the same kind and size: the Spanish data-protection authority's
 * cookie guide). Shown until the visitor answers; the footer's "Cookie preferences" reopens the
 * choice as a dialog at any time.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useStore(consentStore, (s) => s.consent);
  const [personalising, setPersonalising] = useState(false);
  const reopened = useStore(cookiePreferencesStore, (s) => s.open);
  if (reopened) {
    return (
      <Suspense fallback={null}>
        <CookiePreferencesDialog />
      </Suspense>
    );
  }
  if (consent !== undefined) return null;
  return (
    // On a phone a block of the page under the header (app-shell.tsx puts it there), covering
    // nothing; from sm it floats in the bottom-left corner, clear of the help button (shell.css).
    <section aria-labelledby="cookie-banner-title" data-testid="cookie-banner" className="ui-paper shell-cookie-banner">
      <h2 id="cookie-banner-title" className="ui-h6 ui-gutter">
        {t('cookie_banner_title')}
      </h2>
      <CookieNoticeText />
      {personalising ? (
        <Suspense fallback={null}>
          <CookiePreferences />
        </Suspense>
      ) : (
        <div className="shell-cookie-actions">
          <UiButton variant="text" onClick={() => setPersonalising(true)} testId="cookie-personalise">
            {t('cookie_personalise')}
          </UiButton>
          {/* Reject and accept side by side, alike in kind, size and colour. */}
          <UiButton variant="contained" onClick={rejectAllConsent} testId="cookie-reject-all">
            {t('cookie_reject_all')}
          </UiButton>
          <UiButton variant="contained" onClick={acceptAllConsent} testId="cookie-accept-all">
            {t('cookie_accept_all')}
          </UiButton>
        </div>
      )}
    </section>
  );
}
