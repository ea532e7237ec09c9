import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useRequestCategories } from '../api/get-request-categories.ts';
import { useRequestContracts } from '../api/get-request-contracts.ts';
import { RequestForm } from '../components/request-form.tsx';
import { requestPaths } from '../model/request-look.ts';

/** /solicituts/crear (customer-area §2): a new request, with the categories and the customer's contracts to choose from. */
export default function CreateRequestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useRequestCategories();
  const contracts = useRequestContracts();
  return (
    <Page title={t('request_create_title')} testId="request-create-page">
      <Box sx={{ mb: 2 }}>
        <TextLink to={requestPaths.list(language)} variant="body2" testId="request-back">
          {t('request_back_to_list')}
        </TextLink>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {t('request_create_intro')}
        </Typography>
        {categories.isPending || contracts.isPending ? (
          <Skeleton variant="rounded" height={240} data-testid="request-create-loading" />
        ) : categories.isError || contracts.isError ? (
          <Alert severity="error" data-testid="request-create-failed">
            {t('request_create_load_failed')}
          </Alert>
        ) : (
          <RequestForm categories={categories.data} contracts={contracts.data} />
        )}
      </Paper>
    </Page>
  );
}
