import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TStaffCustomerHit, ZStaffCustomerSearchQuerySchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useStaffCustomerSearch } from '../api/search-staff-customers.ts';
import { ConsoleListState } from './console-list-state.tsx';
import { ConsolePage } from './console-page.tsx';
import { customerContractsText } from './customer-contracts-text.ts';

// The search box alone: the API's own rule for q (2 to 100 characters, trimmed), the limit left to its default.
const ZSearchSchema = ZStaffCustomerSearchQuerySchema.pick({ q: true });
type TSearch = { q: string };

/**
 * Customers: what the caller on the phone says (a tax id, a CUPS, a contract or invoice number,
 * a name) finds them; each hit opens its card. The search sits in the address (?q=), so the card's
 * way back and a reload keep it.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm<TSearch>({ resolver: zodResolver(ZSearchSchema), values: { q } });
  const query = useStaffCustomerSearch(q);
  return (
    <ConsolePage title={t('staff_customers_title')} testId="staff-customers">
      <p>{t('staff_customers_intro')}</p>
      <form
        noValidate
        aria-label={t('staff_customers_search')}
        onSubmit={form.handleSubmit((values) => setParams({ q: values.q }))}
        data-testid="staff-customers-search"
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
          <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
            <FormField
              form={form}
              name="q"
              id="staff-customers-q"
              label={t('staff_customers_search')}
              maxLength={100}
              autoComplete="off"
              required
            />
          </Box>
          <Button type="submit" variant="contained" sx={{ mt: 1 }} data-testid="staff-customers-submit">
            {t('staff_customers_search_submit')}
          </Button>
        </Box>
      </form>
      {q === '' ? null : (
        <ConsoleListState query={query} testId="staff-customers-list" empty={t('staff_customers_empty')}>
          {(data) => (
            <ResponsiveList<TStaffCustomerHit>
              items={data.items}
              itemKey={(item) => item.id}
              label={t('staff_customers_results')}
              testId="staff-customers-list"
              itemTestId={(item) => `staff-customer-${item.id}`}
              columns={[
                {
                  id: 'name',
                  header: t('staff_customer_name'),
                  cell: (item) => <Link to={`/staff/customers/${item.id}?${new URLSearchParams({ q })}`}>{item.name}</Link>,
                  rowHeader: true,
                  card: 'title',
                },
                { id: 'tax_id', header: t('staff_customer_tax_id'), cell: (item) => item.tax_id, nowrap: true },
                {
                  id: 'matched',
                  header: t('staff_customers_matched'),
                  cell: (item) => t(`staff_customers_matched_${item.matched}`),
                  card: 'badge',
                },
                {
                  id: 'contracts',
                  header: t('staff_customer_contracts'),
                  cell: (item) => <span className="staff-console-code">{customerContractsText(item, t('staff_customer_more'))}</span>,
                },
              ]}
            />
          )}
        </ConsoleListState>
      )}
    </ConsolePage>
  );
}
