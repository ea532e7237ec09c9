import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFileSize, type TStaffCaseDetail } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { downloadStaffCaseAttachment } from '../api/download-staff-case-attachment.ts';
import { ConsoleDate } from './console-date.tsx';

/** A case's conversation, oldest first, each message with its author, time, text (plain, never HTML) and files. */
export function CaseConversation({ detail }: { detail: TStaffCaseDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      aria-label={t('staff_case_conversation')}
      data-testid="staff-conversation"
    >
      {detail.messages.map((message) => {
        const staff = message.author_kind === 'staff';
        return (
          <li key={message.id} data-testid={`staff-message-${message.id}`} data-author={message.author_kind}>
            <Paper variant="outlined" component="article" sx={{ p: 2, bgcolor: staff ? 'grey.50' : 'background.paper' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                <Typography component="h3" variant="subtitle2">
                  {message.author} ({staff ? t('staff_case_author_staff') : t('staff_case_author_customer')})
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <ConsoleDate at={message.created_at} />
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
              {message.attachments.length > 0 ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                  {message.attachments.map((file) => (
                    <DownloadButton
                      key={file.id}
                      download={() => downloadStaffCaseAttachment(detail.number, file.id, file.filename)}
                      ariaLabel={t('staff_file_download', { name: file.filename })}
                      testId={`staff-attachment-${file.id}`}
                      failedText={t('staff_file_failed', { name: file.filename })}
                      sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere', justifyContent: 'flex-start' }}
                    >
                      {() => `${file.filename} (${formatFileSize(file.size, language)})`}
                    </DownloadButton>
                  ))}
                </Box>
              ) : null}
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
