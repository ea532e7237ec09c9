import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCommunicationMessage } from '../api/communication-calls.ts';

/**
 * Links in the mail open in a new tab (the frame may open one, nothing else): the stored HTML is
 * shown in a frame with no scripts, no forms and an origin of its own, so nothing it holds runs
 * with the portal's session.
 */
// Nothing the mail names is fetched when it is read here (its images, fonts, styles from elsewhere):
// a mail as sent, not a page that calls out, and the reader's visit tells no one.
const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`;
const inFrame = (html: string) => `${FRAME_POLICY}<base target="_blank">${html}`;

/** One mail as the customer received it: its subject, date and address, and its body in a sandboxed frame. */
export function MessageDialog({ contractName, id, onClose }: { contractName: string; id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useCommunicationMessage(contractName, id);
  const data = message.data;
  return (
    <Dialog
      open={id !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="communication-title"
      data-testid="communication-dialog"
    >
      <DialogTitle id="communication-title" sx={{ overflowWrap: 'anywhere' }}>
        {data?.subject ?? t('communications_message_title')}
      </DialogTitle>
      <DialogContent>
        {message.isPending ? <Spinner label={t('communications_loading')} /> : null}
        {message.isError ? (
          <Alert severity="warning" data-testid="communication-error">
            {t('communications_message_error')}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="communication-meta">
              {t('communications_message_meta', { date: formatDateTime(data.date, language, 'Europe/Madrid'), to: data.to })}
            </Typography>
            <Box
              component="iframe"
              title={t('communications_message_frame', { subject: data.subject })}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={inFrame(data.html)}
              data-testid="communication-body"
              sx={{ width: '100%', height: '60vh', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="communication-close">
          {t('communications_close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
