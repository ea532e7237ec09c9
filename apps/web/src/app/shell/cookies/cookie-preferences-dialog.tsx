import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { closeCookiePreferences, consentStore } from '../../../shared/consent/consent.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { CookieNoticeText } from './cookie-notice-text.tsx';
import CookiePreferences from './cookie-preferences.tsx';

/**
 * The cookie preferences reopened from the footer: the switches start as last saved, so
 * statistics (analytics) or any other purpose can be withdrawn; saving closes the dialog.
 */
export default function CookiePreferencesDialog() {
  const { t } = useTranslation();
  const consent = useStore(consentStore, (s) => s.consent);
  return (
    <Dialog open onClose={closeCookiePreferences} aria-labelledby="cookie-preferences-title" data-testid="cookie-preferences-dialog">
      <DialogTitle id="cookie-preferences-title" sx={{ pr: 6 }}>
        {t('cookie_preferences_title')}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={closeCookiePreferences}
        sx={{ position: 'absolute', right: 8, top: 8 }}
        data-testid="cookie-preferences-close"
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <CookieNoticeText />
        <CookiePreferences initial={consent} onSaved={closeCookiePreferences} />
      </DialogContent>
    </Dialog>
  );
}
