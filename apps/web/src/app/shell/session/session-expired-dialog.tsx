import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../shared/session/use-logout.ts';

/** The session ended on the server: title, detail, and an exit button that logs out. Only that button closes it. */
export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-detail"
      data-testid="session-expired-dialog"
    >
      <DialogTitle id="session-expired-title">{t('session_expired_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-detail">{t('session_expired_detail')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => void logout({ expired: true })} data-testid="session-expired-exit">
          {t('session_expired_exit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
