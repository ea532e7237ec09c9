import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { AlertDialog } from '../../../shared/ui/alert-dialog.tsx';

/** The session ended on the server: title, detail, and an exit button that logs out. Only that button closes it. */
export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <AlertDialog
      idPrefix="session-expired"
      title={t('session_expired_title')}
      detail={t('session_expired_detail')}
      testId="session-expired-dialog"
    >
      <Button variant="contained" autoFocus onClick={() => void logout({ expired: true })} data-testid="session-expired-exit">
        {t('session_expired_exit')}
      </Button>
    </AlertDialog>
  );
}
