import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_REQUEST_PAGE_SIZE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListPagination, useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useRequestList } from '../api/list-requests.ts';
import { RequestList } from '../components/request-list.tsx';
import { requestPaths } from '../model/request-look.ts';

const PAGE_SIZES = [10, DEFAULT_REQUEST_PAGE_SIZE, 50];

/**
 * /solicituts (customer-area §2): the requests mailbox, every case of the customer (claims,
 * contacts, requests), the latest activity first, paged by the server; a link to a new request.
 */
export default function RequestsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paging = useListPaging(DEFAULT_REQUEST_PAGE_SIZE);
  const { page, rowsPerPage } = paging;
  const list = useRequestList(page * rowsPerPage, rowsPerPage);
  return (
    <Page title={t('requests_title')} testId="requests-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="p" variant="body2" sx={{ flex: '1 1 280px' }}>
          {t('requests_intro')}
        </Typography>
        <Button
          component={RouterLink}
          to={requestPaths.create(language)}
          variant="contained"
          startIcon={<AddIcon />}
          data-testid="requests-create"
        >
          {t('requests_create')}
        </Button>
      </Box>
      <Paper variant="outlined">
        {list.isError ? (
          <ListStatus
            severity="warning"
            testId="requests-error"
            action={{ label: t('try_again'), onClick: () => void list.refetch(), testId: 'requests-retry' }}
          >
            {t('requests_list_error')}
          </ListStatus>
        ) : list.isPending ? (
          <ListLoading rows={2} />
        ) : list.data.items.length === 0 ? (
          <ListStatus severity="info" testId="requests-empty" reason="none">
            {t('requests_empty')}
          </ListStatus>
        ) : (
          <>
            <RequestList items={list.data.items} />
            <ListPagination
              testId="requests-pagination"
              rowsPerPageLabel={t('requests_per_page')}
              count={list.data.total}
              sizes={PAGE_SIZES}
              {...paging.controls}
            />
          </>
        )}
      </Paper>
    </Page>
  );
}
