import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HtmlBlock } from '../../../shared/server-content/index.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDynamicRoutes } from '../api/get-dynamic-routes.ts';
import { usePageElements } from '../api/get-page-elements.ts';

/** /d/:routePath/:pageId (visitor-and-shell §2.1): the server's HTML elements of that page, in priority order. */
export default function DynamicPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { routePath = '', pageId = '' } = useParams();
  const elements = usePageElements(pageId);
  const routes = useDynamicRoutes(true);
  // The page is its id: its path word is written in the language it was linked in, and stays in
  // the address when the reader switches language.
  const route = routes.data?.find((r) => String(r.id) === pageId) ?? routes.data?.find((r) => r.route_path === routePath);
  const title = route?.btn_title || t('dynamic_page_title');

  return (
    <Page title={title} siteName={settings.organization.name} testId="dynamic-page" maxWidth="lg">
      {elements.isPending ? (
        <Spinner label={t('app_loading')} />
      ) : elements.isError ? (
        <Alert severity="error" data-testid="dynamic-page-error">
          {t('dynamic_page_error')}
        </Alert>
      ) : elements.data.length === 0 ? (
        <Alert severity="info" data-testid="dynamic-page-empty">
          {t('dynamic_page_empty')}
        </Alert>
      ) : (
        <Stack spacing={3} direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
          {elements.data.map((element) => (
            <HtmlBlock key={element.id} element={element} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
