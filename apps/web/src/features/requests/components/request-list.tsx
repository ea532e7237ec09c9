import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatShortDate, type TRequestSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { caseTitle, requestPaths } from '../model/request-look.ts';
import { OutcomeChip } from './outcome-chip.tsx';

/**
 * The cases of a page of the mailbox: each a link to its conversation (titled by caseTitle), its number, category, contract, last activity and
 * outcome. A list, not a table: on a phone each case wraps on its own lines.
 */
export function RequestList({ items }: { items: readonly TRequestSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('requests_list_label')} data-testid="requests-list">
      {items.map((item) => (
        <Box
          component="li"
          key={item.number}
          data-testid={`request-${item.number}`}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <TextLink
              to={requestPaths.detail(language, item.number)}
              testId={`request-link-${item.number}`}
              style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {caseTitle(item, t)}
            </TextLink>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[item.number, item.category, item.contract ? t('request_contract_named', { name: item.contract }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('request_last_activity', { date: formatShortDate(item.last_activity_at, language, 'Europe/Madrid') })}
            </Typography>
          </Box>
          <OutcomeChip outcome={item.outcome} testId={`request-outcome-${item.number}`} />
        </Box>
      ))}
    </Box>
  );
}
