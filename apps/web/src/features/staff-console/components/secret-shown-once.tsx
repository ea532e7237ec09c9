import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the API answers once (an integration token, a webhook's signing secret): shown with a
 * copy button and the warning that it will not be shown again; once dismissed it is gone, since
 * neither the list nor any other call can give it back.
 */
export function SecretShownOnce({ title, secret, testId, onDone }: { title: string; secret: string; testId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = () =>
    navigator.clipboard
      .writeText(secret)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={testId}>
      <strong>{title}</strong>
      <p>{t('staff_secret_once')}</p>
      <Box component="code" className="staff-console-secret" data-testid={`${testId}-value`}>
        {secret}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Button size="small" variant="outlined" onClick={copy} data-testid={`${testId}-copy`}>
          {t('staff_secret_copy')}
        </Button>
        <Button size="small" variant="contained" onClick={onDone} data-testid={`${testId}-done`}>
          {t('staff_secret_done')}
        </Button>
        <span role="status">{copied ? t(copied === 'yes' ? 'staff_secret_copied' : 'staff_secret_copy_failed') : ''}</span>
      </Box>
    </Alert>
  );
}
