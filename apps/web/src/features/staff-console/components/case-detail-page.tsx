import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { useStaffCase } from '../api/get-staff-case.ts';
import { CaseConversation } from './case-conversation.tsx';
import { CaseOutcomeForm } from './case-outcome-form.tsx';
import { CaseReplyForm } from './case-reply-form.tsx';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFacts } from './console-facts.tsx';
import { ConsolePage } from './console-page.tsx';

/** One case: who filed it and about what, its conversation and files, the reply and the outcome. */
export function CaseDetailPage() {
  const { t } = useTranslation();
  const number = useParams().number ?? '';
  const query = useStaffCase(number);
  return (
    <ConsolePage title={t('staff_case_title', { number })} testId="staff-case">
      <p>
        <Link to="/staff/cases">{t('staff_back_to_cases')}</Link>
      </p>
      {query.isPending ? <ListLoading rows={4} /> : null}
      {query.isError ? (
        <ListStatus severity="warning" testId="staff-case-failed">
          {t('staff_case_failed')}
        </ListStatus>
      ) : null}
      {query.data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ConsoleFacts
            facts={[
              [t('staff_case_subject'), query.data.subject],
              [t('staff_case_customer'), [query.data.customer.name, query.data.customer.tax_id].filter(Boolean).join(' · ') || '—'],
              [t('staff_case_contact'), [query.data.customer.email, query.data.customer.mobile].filter(Boolean).join(' · ') || '—'],
              [t('staff_case_contract'), query.data.contract ?? '—'],
              [t('staff_case_outcome'), t(`staff_outcome_${query.data.outcome}`)],
              [t('staff_case_created'), <ConsoleDate key="created" at={query.data.created_at} />],
            ]}
          />
          <section aria-labelledby="staff-conversation-title">
            <h2 id="staff-conversation-title" className="staff-console-h2">
              {t('staff_case_conversation')}
            </h2>
            <CaseConversation detail={query.data} />
          </section>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <CaseReplyForm number={number} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <CaseOutcomeForm number={number} outcome={query.data.outcome} />
          </Paper>
        </Box>
      ) : null}
    </ConsolePage>
  );
}
