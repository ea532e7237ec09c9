import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatShortDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useRequest } from '../api/get-request.ts';
import { Conversation } from '../components/conversation.tsx';
import { OutcomeChip } from '../components/outcome-chip.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { caseTitle, requestPaths } from '../model/request-look.ts';

/**
 * /solicituts/:id (customer-area §2): one case, addressed by its number, with its conversation;
 * the reply form while it is open (isCaseOpen), a note once it is closed.
 */
export default function RequestDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const request = useRequest(id);
  const detail = request.data;
  const title = detail ? caseTitle(detail, t) : t('request_detail_title');
  const missing = request.isError && isApiError(request.error) && (request.error.status === 404 || request.error.status === 400);
  return (
    <Page title={title} testId="request-detail-page">
      <Box sx={{ mb: 2 }}>
        <TextLink to={requestPaths.list(language)} variant="body2" testId="request-back">
          {t('request_back_to_list')}
        </TextLink>
      </Box>
      {request.isPending ? (
        <Skeleton variant="rounded" height={240} data-testid="request-loading" />
      ) : request.isError ? (
        missing ? (
          <ListStatus severity="info" testId="request-not-found" reason="missing">
            {t('request_not_found')}
          </ListStatus>
        ) : (
          <ListStatus
            severity="warning"
            testId="request-error"
            action={{ label: t('try_again'), onClick: () => void request.refetch(), testId: 'request-retry' }}
          >
            {t('request_load_error')}
          </ListStatus>
        )
      ) : detail ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}>
            <OutcomeChip outcome={detail.outcome} testId="request-outcome" />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="request-facts">
              {[
                detail.number,
                detail.category,
                detail.contract ? t('request_contract_named', { name: detail.contract }) : null,
                t('request_opened_on', { date: formatShortDate(detail.created_at, language, 'Europe/Madrid') }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('request_conversation')}
          </Typography>
          <Conversation number={detail.number} messages={detail.messages} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('request_reply_title')}
            </Typography>
            {detail.open ? (
              <ReplyForm number={detail.number} />
            ) : (
              <Alert severity="info" data-testid="request-closed">
                {t('request_closed_note')}
              </Alert>
            )}
          </Paper>
        </>
      ) : null}
    </Page>
  );
}
