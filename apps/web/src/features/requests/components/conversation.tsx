import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TRequestMessage } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { AttachmentDownload } from './attachment-download.tsx';

/**
 * The conversation of a case, oldest first: the customer's messages and staff's, staff shown
 * only by their label (customer-area §2: "admin role appears only as a label"). Bodies are
 * plain text, shown as text with their line breaks, never as HTML.
 */
export function Conversation({ number, messages }: { number: string; messages: readonly TRequestMessage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      aria-label={t('request_conversation')}
      data-testid="request-conversation"
    >
      {messages.map((message) => {
        const staff = message.author === 'staff';
        return (
          <Box component="li" key={message.id} data-testid={`request-message-${message.id}`} data-author={message.author}>
            <Paper
              variant="outlined"
              component="article"
              sx={{ p: 2, ml: staff ? 0 : { sm: 6 }, mr: staff ? { sm: 6 } : 0, bgcolor: staff ? 'grey.50' : 'background.paper' }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                <Typography component="h3" variant="subtitle2" data-testid="request-message-author">
                  {staff ? (message.staff_label ?? t('request_author_staff')) : t('request_author_customer')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(message.created_at, language, 'Europe/Madrid')}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="request-message-body">
                {message.body}
              </Typography>
              {message.attachments.length > 0 ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                  {message.attachments.map((attachment) => (
                    <AttachmentDownload key={attachment.id} number={number} attachment={attachment} />
                  ))}
                </Box>
              ) : null}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
