import { useLocation, useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { requestPageOf } from '../model/request-look.ts';
import CreateRequestPage from './create-request-page.tsx';
import RequestDetailPage from './request-detail-page.tsx';
import RequestsPage from './requests-page.tsx';

/**
 * The mailbox's three routes (list, create, detail) share one chunk: one lazy entry in the
 * router instead of three keeps the first page's JavaScript from growing (bench/login-page-js.ts).
 */
export default function RequestsPages() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const language = useLanguage();
  switch (requestPageOf(pathname, language, id)) {
    case 'detail':
      return <RequestDetailPage />;
    case 'create':
      return <CreateRequestPage />;
    case 'list':
      return <RequestsPage />;
  }
}
