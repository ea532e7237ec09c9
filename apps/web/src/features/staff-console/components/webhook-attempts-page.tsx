import type { TWebhookAttempt } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useWebhookAttempts } from '../api/webhooks.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';
import { wordKey } from './integration-words.ts';

/** One webhook's delivery log: every attempt, newest first, with what the receiver answered or why nothing was. */
export function WebhookAttemptsPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const query = useWebhookAttempts(id, { offset: paging.page * paging.rowsPerPage, limit: paging.rowsPerPage });
  return (
    <ConsolePage title={t('staff_webhook_log_title', { id })} testId="staff-webhook-log">
      <p>
        <Link to="/staff/integration">{t('staff_back_to_integration')}</Link>
      </p>
      <ConsoleListState query={query} testId="staff-webhook-log-list" empty={t('staff_webhook_log_empty')}>
        {(data) => (
          <>
            <ResponsiveList<TWebhookAttempt>
              items={data.items}
              itemKey={(attempt) => `${attempt.delivery_id}-${attempt.attempt}`}
              label={t('staff_webhook_log_title', { id })}
              testId="staff-webhook-log-list"
              itemTestId={(attempt) => `staff-webhook-attempt-${attempt.delivery_id}-${attempt.attempt}`}
              columns={[
                {
                  id: 'at',
                  header: t('staff_trail_at'),
                  cell: (attempt) => <ConsoleDate at={attempt.at} />,
                  rowHeader: true,
                  card: 'title',
                  nowrap: true,
                },
                { id: 'event', header: t('staff_webhook_log_event'), cell: (attempt) => t(wordKey('staff_webhooks_event', attempt.event)) },
                { id: 'attempt', header: t('staff_webhook_log_attempt'), cell: (attempt) => attempt.attempt, nowrap: true },
                {
                  id: 'answer',
                  header: t('staff_webhook_log_answer'),
                  cell: (attempt) => <span className="staff-console-code">{attempt.status_code ?? attempt.error ?? '—'}</span>,
                },
                {
                  id: 'state',
                  header: t('staff_accounts_state'),
                  cell: (attempt) => t(`staff_webhook_log_state_${attempt.delivery_state}`),
                  card: 'badge',
                },
                {
                  id: 'event_id',
                  header: t('staff_webhook_log_event_id'),
                  cell: (attempt) => <span className="staff-console-code">{attempt.event_id}</span>,
                  tableFrom: 'lg',
                },
              ]}
            />
            <ConsolePaging total={data.total} paging={paging} testId="staff-webhook-log-paging" />
          </>
        )}
      </ConsoleListState>
    </ConsolePage>
  );
}
