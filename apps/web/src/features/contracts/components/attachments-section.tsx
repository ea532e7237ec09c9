import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatShortDate, type TAttachment } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../shared/contract/detail-section.tsx';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadAttachment } from '../api/download-attachment.ts';

function AttachmentDownload({ attachment }: { attachment: TAttachment }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={() => downloadAttachment(attachment.id, attachment.filename || attachment.name)}
      ariaLabel={t('attachment_download', { name: attachment.name })}
      testId={`attachment-${attachment.id}`}
      failedText={t('attachment_download_error')}
    >
      {(downloading) => (downloading ? t('downloading') : t('download'))}
    </DownloadButton>
  );
}

/** The contract's documents, each downloadable. */
export function AttachmentsSection({ attachments }: { attachments: TAttachment[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DetailSection id="attachments" title={t('contract_section_attachments')} testId="contract-attachments">
      {attachments.length === 0 ? (
        <Typography color="text.secondary">{t('contract_attachments_empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {attachments.map((attachment) => (
            <Box component="li" key={attachment.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{attachment.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[attachment.category_name, formatShortDate(attachment.created_date, language), attachment.size_text]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <AttachmentDownload attachment={attachment} />
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
