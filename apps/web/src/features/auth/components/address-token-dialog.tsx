import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';
import { withMuiTheme } from '../../../shared/ui/theme/mui-theme.tsx';

/**
 * A read-only link of another customer arrived while someone is signed in (address-token-decision.ts):
 * stay, the default and what Escape or a click outside means, or end this session and open the
 * link's. Its words are the `session` catalogue part, loaded with it. Part of the session start's
 * lazy code: the login page does not carry it.
 */
function AddressTokenDialog({ onStay, onOpenLink }: { onStay: () => void; onOpenLink: () => void }) {
  const { t } = useTranslation();
  const ready = useCataloguePart('auth');
  if (!ready) return null;
  return (
    <AlertDialog
      idPrefix="address-token"
      title={t('session_link_title')}
      detail={t('session_link_detail')}
      onClose={onStay}
      testId="address-token-dialog"
    >
      <Button onClick={onOpenLink} data-testid="address-token-open">
        {t('session_link_open')}
      </Button>
      <Button variant="contained" autoFocus onClick={onStay} data-testid="address-token-stay">
        {t('session_link_stay')}
      </Button>
    </AlertDialog>
  );
}

// Shown by the session start (SessionBootstrap), outside any page: MUI's theme comes with it.
const ThemedAddressTokenDialog = withMuiTheme(AddressTokenDialog);

/** Asks through the dialog: true to end this session and open the link's, false to stay. */
export function askToOpenLink(show: (node: ReactNode) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const choose = (open: boolean) => {
      show(null);
      resolve(open);
    };
    show(<ThemedAddressTokenDialog onStay={() => choose(false)} onOpenLink={() => choose(true)} />);
  });
}
