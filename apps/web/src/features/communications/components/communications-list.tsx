import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatShortDateTime, type TContractCommunication } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';

/**
 * The contract's mails, newest first (customer-area §2): date, subject, what it is about and
 * whether it left; each opens in the message dialog. Cards on a phone, a table from md up.
 */
export function CommunicationsList({ items, onOpen }: { items: readonly TContractCommunication[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ResponsiveList
      items={items}
      itemKey={(item) => item.id}
      label={t('communications_list_label')}
      testId="communications-list"
      itemTestId={(item) => `communication-${item.id}`}
      columns={[
        {
          id: 'subject',
          header: t('communications_column_subject'),
          cell: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.subject}</span>,
          rowHeader: true,
          card: 'title',
        },
        {
          id: 'date',
          header: t('communications_column_date'),
          cell: (item) => (
            <span data-testid={`communication-date-${item.id}`}>{formatShortDateTime(item.date, language, 'Europe/Madrid')}</span>
          ),
          nowrap: true,
        },
        { id: 'topic', header: t('communications_column_topic'), cell: (item) => t(`communications_topic_${item.topic}`), tableFrom: 'lg' },
        {
          id: 'delivery',
          header: t('communications_column_delivery'),
          cell: (item) => (
            <Chip
              size="small"
              variant="outlined"
              color={item.delivery === 'failed' ? 'warning' : 'default'}
              label={t(`communications_delivery_${item.delivery}`)}
            />
          ),
          card: 'badge',
          nowrap: true,
        },
        {
          id: 'open',
          header: t('communications_column_actions'),
          cell: (item) => (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onOpen(item.id)}
              data-testid={`communication-open-${item.id}`}
              aria-label={t('communications_open_named', { subject: item.subject })}
            >
              {t('communications_open')}
            </Button>
          ),
          card: 'actions',
        },
      ]}
    />
  );
}
