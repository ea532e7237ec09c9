import { CONTRACTING_LEAD_STATES, CONTRACTING_TYPES, type TContractingLeadState, type TStaffContractingLead } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { DateField } from '../../../shared/ui/fields/date-field.tsx';
import { useListPaging } from '../../../shared/ui/list-pagination.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { exportStaffContractingLeads } from '../api/export-staff-contracting-leads.ts';
import { useStaffContractingLeads } from '../api/list-staff-contracting-leads.ts';
import { dayRange } from '../model/day-range.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFilters } from './console-filters.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { CONSOLE_PAGE_SIZES, ConsolePaging } from './console-paging.tsx';
import { ConsoleSelect } from './console-select.tsx';

type TContractingType = (typeof CONTRACTING_TYPES)[number];

/** The contracting wizards' leads: by type, state and days started, paged, the same selection as a CSV. */
export function ContractingLeadsSection() {
  const { t } = useTranslation();
  const [type, setType] = useState<TContractingType | ''>('');
  const [state, setState] = useState<TContractingLeadState | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const paging = useListPaging(CONSOLE_PAGE_SIZES[0]!);
  const days = dayRange(from, to);
  const filter = {
    ...(type ? { type } : {}),
    ...(state ? { state } : {}),
    ...(days.from ? { from: days.from } : {}),
    ...(days.to ? { to: days.to } : {}),
  };
  const query = useStaffContractingLeads({ ...filter, offset: paging.page * paging.rowsPerPage, limit: paging.rowsPerPage });
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    paging.setPage(0);
  };
  return (
    <section aria-labelledby="staff-contracting-leads-title" data-testid="staff-contracting-leads">
      <h2 id="staff-contracting-leads-title" className="staff-console-h2">
        {t('staff_leads_contracting_title')}
      </h2>
      <ConsoleFilters label={t('staff_filters')}>
        <ConsoleSelect
          id="staff-contracting-type"
          label={t('staff_contracting_type')}
          value={type}
          options={CONTRACTING_TYPES}
          optionLabel={(option) => t(`staff_contracting_type_${option}`)}
          all
          onChange={(value) => {
            setType(value);
            paging.setPage(0);
          }}
        />
        <ConsoleSelect
          id="staff-contracting-state"
          label={t('staff_contracting_state')}
          value={state}
          options={CONTRACTING_LEAD_STATES}
          optionLabel={(option) => t(`staff_contracting_state_${option}`)}
          all
          onChange={(value) => {
            setState(value);
            paging.setPage(0);
          }}
        />
        <DateField
          id="staff-contracting-from"
          label={t('staff_filter_from')}
          value={from}
          onChange={filtered(setFrom)}
          testId="staff-contracting-from"
        />
        <DateField
          id="staff-contracting-to"
          label={t('staff_filter_to')}
          value={to}
          onChange={filtered(setTo)}
          testId="staff-contracting-to"
          {...(days.invalid ? { error: t('staff_filter_range_invalid') } : {})}
        />
        <DownloadButton
          download={() => exportStaffContractingLeads(filter)}
          ariaLabel={t('staff_contracting_export')}
          testId="staff-contracting-export"
          failedText={t('staff_export_failed')}
        >
          {(downloading) => (downloading ? t('staff_exporting') : t('staff_contracting_export'))}
        </DownloadButton>
      </ConsoleFilters>
      {days.invalid ? null : (
        <ConsoleListState query={query} testId="staff-contracting-list" empty={t('staff_leads_empty')}>
          {(data) => (
            <>
              <ResponsiveList<TStaffContractingLead>
                items={data.items}
                itemKey={(item) => item.id}
                label={t('staff_leads_contracting_title')}
                testId="staff-contracting-list"
                itemTestId={(item) => `staff-contracting-lead-${item.id}`}
                columns={[
                  {
                    id: 'id',
                    header: t('staff_contracting_lead'),
                    cell: (item) => `#${item.id}`,
                    rowHeader: true,
                    card: 'title',
                    nowrap: true,
                  },
                  {
                    id: 'state',
                    header: t('staff_contracting_state'),
                    cell: (item) => t(`staff_contracting_state_${item.state}`),
                    card: 'badge',
                  },
                  { id: 'type', header: t('staff_contracting_type'), cell: (item) => t(`staff_contracting_type_${item.type}`) },
                  { id: 'step', header: t('staff_contracting_step'), cell: (item) => `${item.step} / 5`, nowrap: true },
                  {
                    id: 'who',
                    header: t('staff_lead_contact'),
                    cell: (item) => <span className="staff-console-code">{[item.vat, item.email].filter(Boolean).join(' · ') || '—'}</span>,
                  },
                  {
                    id: 'updated',
                    header: t('staff_contracting_updated'),
                    cell: (item) => <ConsoleDate at={item.updated_at} />,
                    nowrap: true,
                  },
                  {
                    id: 'contracts',
                    header: t('staff_contracting_contracts'),
                    cell: (item) => item.contracts.join(', ') || '—',
                    tableFrom: 'lg',
                  },
                ]}
              />
              <ConsolePaging total={data.total} paging={paging} testId="staff-contracting-paging" />
            </>
          )}
        </ConsoleListState>
      )}
    </section>
  );
}
