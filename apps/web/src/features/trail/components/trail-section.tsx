import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortDateTime, type TTrailEntry } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListPagination, useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { ResponsiveList, type TResponsiveColumn } from '../../../shared/ui/responsive-list/index.ts';
import { downloadTrail } from '../api/download-trail.ts';
import { useTrail } from '../api/get-trail.ts';

const PAGE_SIZES = [10, 20, 50];

function TrailList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paging = useListPaging(10);
  const trail = useTrail(paging.page * paging.rowsPerPage, paging.rowsPerPage);

  if (trail.isPending) return <ListLoading rows={3} />;
  if (trail.isError) {
    return (
      <ListStatus
        severity="warning"
        testId="trail-error"
        action={{ label: t('trail_retry'), onClick: () => void trail.refetch(), testId: 'trail-retry' }}
      >
        {t('trail_fetch_error')}
      </ListStatus>
    );
  }
  if (trail.data.total === 0) {
    return (
      <ListStatus severity="info" testId="trail-none">
        {t('trail_none')}
      </ListStatus>
    );
  }
  // Who acted, as the customer reads it: "you", "customer service", "customer service viewing your account"…
  const columns: TResponsiveColumn<TTrailEntry>[] = [
    {
      id: 'at',
      header: t('trail_column_at'),
      cell: (e) => formatShortDateTime(e.at, language),
      card: 'title',
      nowrap: true,
      rowHeader: true,
    },
    {
      id: 'action',
      header: t('trail_column_action'),
      cell: (e) =>
        e.subject ? t('trail_action_about', { action: t(`trail_action_${e.action}`), subject: e.subject }) : t(`trail_action_${e.action}`),
    },
    { id: 'actor', header: t('trail_column_actor'), cell: (e) => t(`trail_actor_${e.actor}`) },
    { id: 'address', header: t('trail_column_address'), cell: (e) => e.address ?? t('trail_address_unknown'), nowrap: true },
  ];
  return (
    <>
      <ResponsiveList
        items={trail.data.items}
        itemKey={(e) => e.id}
        columns={columns}
        label={t('trail_list_label')}
        testId="trail-list"
        itemTestId={(e) => `trail-entry-${e.id}`}
      />
      <ListPagination
        testId="trail-pagination"
        rowsPerPageLabel={t('trail_per_page')}
        count={trail.data.total}
        sizes={PAGE_SIZES}
        {...paging.controls}
      />
    </>
  );
}

/**
 * The customer's trail on the profile (docs/trail.md): every action on their account, who made it
 * and from where, newest first and paged, and the whole of it as a CSV or .xlsx (the GDPR right
 * of access). A read-only (impersonation) session reads and downloads it too.
 */
export function TrailSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const ready = useCataloguePart('trail');
  const headingId = useId();
  if (!ready) return <ListLoading rows={3} />;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }} data-testid="profile-trail">
      <Typography component="h2" variant="h6" id={headingId}>
        {t('trail_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('trail_intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} useFlexGap>
        <DownloadButton
          download={() => downloadTrail('csv', language)}
          ariaLabel={t('trail_download_csv_label')}
          testId="trail-download-csv"
          failedText={t('trail_download_failed')}
        >
          {(downloading) => (downloading ? t('trail_downloading') : t('trail_download_csv'))}
        </DownloadButton>
        <DownloadButton
          download={() => downloadTrail('xlsx', language)}
          ariaLabel={t('trail_download_xlsx_label')}
          testId="trail-download-xlsx"
          failedText={t('trail_download_failed')}
        >
          {(downloading) => (downloading ? t('trail_downloading') : t('trail_download_xlsx'))}
        </DownloadButton>
      </Stack>
      <Paper variant="outlined">
        <TrailList />
      </Paper>
    </Box>
  );
}
