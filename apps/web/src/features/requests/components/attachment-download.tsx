import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatFileSize, type TRequestAttachment } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadRequestAttachment } from '../api/download-request-attachment.ts';

/** A file of the conversation: a button that downloads it; a failed download turns into an error alert (customer-area §8). */
export function AttachmentDownload({ number, attachment }: { number: string; attachment: TRequestAttachment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<'idle' | 'downloading' | 'failed'>('idle');
  if (status === 'failed') {
    return (
      <Alert severity="error" data-testid={`request-attachment-${attachment.id}-error`} sx={{ py: 0 }}>
        {t('request_attachment_failed', { name: attachment.filename })}
      </Alert>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={status === 'downloading'}
      aria-label={t('request_attachment_download', { name: attachment.filename })}
      data-testid={`request-attachment-${attachment.id}`}
      sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
      onClick={async () => {
        setStatus('downloading');
        try {
          const file = await downloadRequestAttachment(number, attachment.id, attachment.filename);
          saveFile(file.blob, file.fileName);
          setStatus('idle');
        } catch {
          setStatus('failed');
        }
      }}
    >
      {`${attachment.filename} (${formatFileSize(attachment.size, language)})`}
    </Button>
  );
}
