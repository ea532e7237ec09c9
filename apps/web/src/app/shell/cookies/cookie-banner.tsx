import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAllConsent, consentStore, cookiePreferencesStore, rejectAllConsent } from '../../../shared/consent/consent.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { CookieNoticeText } from './cookie-notice-text.tsx';

const CookiePreferences = lazy(() => import('./cookie-preferences.tsx'));
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog.tsx'));

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
    <Paper
      component="section"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      elevation={6}
      // On a phone a block of the page under the header (app-shell.tsx puts it there), covering
      // nothing: floating over the foot of a narrow screen it hid the login page's links. From sm
      // it floats in the bottom-left corner, clear of the help button.
      sx={{
        position: { xs: 'static', sm: 'fixed' },
        left: 16,
        bottom: 16,
        m: { xs: 1, sm: 0 },
        maxWidth: 520,
        p: 2,
        // Layered only where it floats: a block of the page keeps no z-index, which in the shell's
        // flex column would still lift it over the side menu's drawer and catch its taps.
        zIndex: (theme) => ({ xs: 'auto', sm: theme.zIndex.snackbar }),
      }}
    >
      <Typography id="cookie-banner-title" variant="h6" component="h2" gutterBottom>
        {t('cookie_banner_title')}
      </Typography>
      <CookieNoticeText />
      {personalising ? (
        <Suspense fallback={null}>
          <CookiePreferences />
        </Suspense>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={() => setPersonalising(true)} data-testid="cookie-personalise">
            {t('cookie_personalise')}
          </Button>
          {/* Reject and accept side by side, alike in kind, size and colour. */}
          <Button variant="contained" onClick={rejectAllConsent} data-testid="cookie-reject-all">
            {t('cookie_reject_all')}
          </Button>
          <Button variant="contained" onClick={acceptAllConsent} data-testid="cookie-accept-all">
            {t('cookie_accept_all')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
