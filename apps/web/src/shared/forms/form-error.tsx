import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n/message-text.ts';

/** A form's general message above its fields (a refusal, a lost connection): the key's words, never the key. */
export function FormError({ errorKey, testId, sx = { mb: 2 } }: { errorKey: string | undefined; testId: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!errorKey) return null;
  return (
    <Alert severity="error" sx={sx} data-testid={testId}>
      {messageText(t, errorKey)}
    </Alert>
  );
}
