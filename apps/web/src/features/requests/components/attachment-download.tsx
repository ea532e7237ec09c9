import { formatFileSize, type TRequestAttachment } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadRequestAttachment } from '../api/download-request-attachment.ts';

/** A file of the conversation: a button that downloads it; a failed download turns into an error alert (customer-area §8). */
export function AttachmentDownload({ number, attachment }: { number: string; attachment: TRequestAttachment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DownloadButton
      download={() => downloadRequestAttachment(number, attachment.id, attachment.filename)}
      ariaLabel={t('request_attachment_download', { name: attachment.filename })}
      testId={`request-attachment-${attachment.id}`}
      failedText={t('request_attachment_failed', { name: attachment.filename })}
      sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
    >
      {() => `${attachment.filename} (${formatFileSize(attachment.size, language)})`}
    </DownloadButton>
  );
}
