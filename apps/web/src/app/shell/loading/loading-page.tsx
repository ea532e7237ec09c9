import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { AppLoading } from './app-loading.tsx';

/** /carregant (customer-area §2): the loading screen as a page of its own. */
export default function LoadingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app_loading'), useSettings().organization.name);
  return <AppLoading />;
}
