import { STAFF_ROLES } from '@portal/domain';
import type { ReactNode } from 'react';
import { CaseDetailPage } from '../components/case-detail-page.tsx';
import { CasesListPage } from '../components/cases-list-page.tsx';
import { ContentBannerEditor } from '../components/content-banner-editor.tsx';
import { ContentBlockEditor } from '../components/content-block-editor.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { ContentPageEditor } from '../components/content-page-editor.tsx';
import { CustomerCardPage } from '../components/customer-card-page.tsx';
import { CustomersPage } from '../components/customers-page.tsx';
import { IntegrationPage } from '../components/integration-page.tsx';
import { LeadsPage } from '../components/leads-page.tsx';
import { QueuePage } from '../components/queue-page.tsx';
import { SettingsPage } from '../components/settings-page.tsx';
import { SigningDetailPage } from '../components/signing-detail-page.tsx';
import { StaffAccountsPage } from '../components/staff-accounts-page.tsx';
import { TrailPage } from '../components/trail-page.tsx';
import { WebhookAttemptsPage } from '../components/webhook-attempts-page.tsx';
import type { TConsoleSection } from '../model/console-sections.ts';

/**
 * The console's entries, in the nav's order: each its link, its words, the roles that see it and
 * the routes it mounts under /staff. A page of the console joins here, one entry; an entry for
 * supervisors only says `roles: ['supervisor']` (model/console-sections.ts).
 */
export const CONSOLE_SECTIONS: readonly TConsoleSection<ReactNode>[] = [
  {
    id: 'cases',
    path: 'cases',
    labelKey: 'staff_nav_cases',
    roles: STAFF_ROLES,
    routes: [
      { path: 'cases', element: <CasesListPage /> },
      { path: 'cases/:number', element: <CaseDetailPage /> },
    ],
  },
  {
    id: 'queue',
    path: 'queue',
    labelKey: 'staff_nav_queue',
    roles: STAFF_ROLES,
    routes: [
      { path: 'queue', element: <QueuePage /> },
      { path: 'queue/:id', element: <SigningDetailPage /> },
    ],
  },
  { id: 'leads', path: 'leads', labelKey: 'staff_nav_leads', roles: STAFF_ROLES, routes: [{ path: 'leads', element: <LeadsPage /> }] },
  {
    id: 'customers',
    path: 'customers',
    labelKey: 'staff_nav_customers',
    roles: STAFF_ROLES,
    routes: [
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/:id', element: <CustomerCardPage /> },
    ],
  },
  { id: 'trail', path: 'trail', labelKey: 'staff_nav_trail', roles: STAFF_ROLES, routes: [{ path: 'trail', element: <TrailPage /> }] },
  {
    id: 'accounts',
    path: 'accounts',
    labelKey: 'staff_nav_accounts',
    roles: ['supervisor'],
    routes: [{ path: 'accounts', element: <StaffAccountsPage /> }],
  },
  {
    id: 'integration',
    path: 'integration',
    labelKey: 'staff_nav_integration',
    roles: ['supervisor'],
    routes: [
      { path: 'integration', element: <IntegrationPage /> },
      { path: 'integration/webhooks/:id', element: <WebhookAttemptsPage /> },
    ],
  },
  {
    id: 'settings',
    path: 'settings',
    labelKey: 'staff_settings_nav',
    roles: ['supervisor'],
    routes: [{ path: 'settings', element: <SettingsPage /> }],
  },
  {
    id: 'content',
    path: 'content',
    labelKey: 'staff_content_nav',
    roles: ['supervisor'],
    routes: [
      { path: 'content', element: <ContentPage /> },
      { path: 'content/pages/new', element: <ContentPageEditor /> },
      { path: 'content/pages/:id', element: <ContentPageEditor /> },
      { path: 'content/blocks/new', element: <ContentBlockEditor /> },
      { path: 'content/blocks/:id', element: <ContentBlockEditor /> },
      { path: 'content/banners/new', element: <ContentBannerEditor /> },
      { path: 'content/banners/:code/:language', element: <ContentBannerEditor /> },
    ],
  },
];
