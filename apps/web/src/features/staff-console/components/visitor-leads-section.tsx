import Box from '@mui/material/Box';
import { LEAD_KINDS, type TLeadKind, type TStaffLead } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { DateField } from '../../../shared/ui/fields/date-field.tsx';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { downloadStaffLeadInvoice } from '../api/download-staff-lead-invoice.ts';
import { exportStaffLeads } from '../api/export-staff-leads.ts';
import { useStaffLeads } from '../api/list-staff-leads.ts';
import { dayRange } from '../model/day-range.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFilters } from './console-filters.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';
import { ConsoleSelect } from './console-select.tsx';

/** The comparators' and the calculator's leads: by kind and days of arrival, paged, as a CSV, each with its invoice. */
export function VisitorLeadsSection() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TLeadKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const days = dayRange(from, to);
  const filter = { ...(kind ? { kind } : {}), ...(days.from ? { from: days.from } : {}), ...(days.to ? { to: days.to } : {}) };
  const query = useStaffLeads({ ...filter, offset: paging.page * paging.rowsPerPage, limit: paging.rowsPerPage });
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    paging.setPage(0);
  };
  return (
    <section aria-labelledby="staff-visitor-leads-title" data-testid="staff-visitor-leads">
      <h2 id="staff-visitor-leads-title" className="staff-console-h2">
        {t('staff_leads_visitors_title')}
      </h2>
      <ConsoleFilters label={t('staff_filters')}>
        <ConsoleSelect
          id="staff-leads-kind"
          label={t('staff_leads_kind')}
          value={kind}
          options={LEAD_KINDS}
          optionLabel={(option) => t(`staff_lead_kind_${option}`)}
          all
          onChange={(value) => filtered((v) => setKind(v as TLeadKind | ''))(value)}
        />
        <DateField
          id="staff-leads-from"
          label={t('staff_filter_from')}
          value={from}
          onChange={filtered(setFrom)}
          testId="staff-leads-from"
        />
        <DateField
          id="staff-leads-to"
          label={t('staff_filter_to')}
          value={to}
          onChange={filtered(setTo)}
          testId="staff-leads-to"
          {...(days.invalid ? { error: t('staff_filter_range_invalid') } : {})}
        />
        <DownloadButton
          download={() => exportStaffLeads(filter)}
          ariaLabel={t('staff_leads_export')}
          testId="staff-leads-export"
          failedText={t('staff_export_failed')}
        >
          {(downloading) => (downloading ? t('staff_exporting') : t('staff_leads_export'))}
        </DownloadButton>
      </ConsoleFilters>
      {days.invalid ? null : (
        <ConsoleListState query={query} testId="staff-leads-list" empty={t('staff_leads_empty')}>
          {(data) => (
            <>
              <ResponsiveList<TStaffLead>
                items={data.items}
                itemKey={(item) => item.id}
                label={t('staff_leads_visitors_title')}
                testId="staff-leads-list"
                itemTestId={(item) => `staff-lead-${item.id}`}
                columns={[
                  {
                    id: 'name',
                    header: t('staff_lead_name'),
                    cell: (item) => [item.name, item.surname1, item.surname2].filter(Boolean).join(' '),
                    rowHeader: true,
                    card: 'title',
                  },
                  { id: 'kind', header: t('staff_leads_kind'), cell: (item) => t(`staff_lead_kind_${item.kind}`) },
                  {
                    id: 'contact',
                    header: t('staff_lead_contact'),
                    cell: (item) => (
                      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {item.email} · {item.telephone}
                      </Box>
                    ),
                  },
                  { id: 'cups', header: 'CUPS', cell: (item) => <span className="staff-console-code">{item.cups}</span>, tableFrom: 'lg' },
                  { id: 'created', header: t('staff_lead_created'), cell: (item) => <ConsoleDate at={item.created_at} />, nowrap: true },
                  {
                    id: 'invoice',
                    header: t('staff_lead_invoice'),
                    card: 'actions',
                    cell: (item) =>
                      item.invoice ? (
                        <DownloadButton
                          download={() => downloadStaffLeadInvoice(item.id, item.invoice?.filename ?? 'invoice')}
                          ariaLabel={t('staff_file_download', { name: item.invoice.filename })}
                          testId={`staff-lead-invoice-${item.id}`}
                          failedText={t('staff_file_failed', { name: item.invoice.filename })}
                          sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
                        >
                          {() => item.invoice?.filename}
                        </DownloadButton>
                      ) : (
                        '—'
                      ),
                  },
                ]}
              />
              <ConsolePaging total={data.total} paging={paging} testId="staff-leads-paging" />
            </>
          )}
        </ConsoleListState>
      )}
    </section>
  );
}
