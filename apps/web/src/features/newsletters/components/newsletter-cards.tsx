import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { deselectAll, selectAll, type TNewsletterCard, toggleNewsletter } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterCard } from './newsletter-card.tsx';

export interface TNewsletterCardsProps {
  newsletters: TNewsletterCard[];
  selection: number[];
  onChange: (selection: number[]) => void;
  disabled: boolean;
}

/** The newsletter cards with select all and deselect all (visitor-and-shell §2.8); deselect all leaves the locked ones ticked. */
export function NewsletterCards({ newsletters, selection, onChange, disabled }: TNewsletterCardsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box component="h2" id={headingId} sx={{ typography: 'h6', m: 0 }}>
          {t('newsletters_list_title')}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" onClick={() => onChange(selectAll(newsletters))} disabled={disabled} data-testid="newsletters-select-all">
            {t('newsletters_select_all')}
          </Button>
          <Button
            size="small"
            onClick={() => onChange(deselectAll(newsletters))}
            disabled={disabled}
            data-testid="newsletters-deselect-all"
          >
            {t('newsletters_deselect_all')}
          </Button>
        </Box>
      </Box>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {newsletters.map((newsletter) => (
          <NewsletterCard
            key={newsletter.id}
            newsletter={newsletter}
            checked={selection.includes(newsletter.id)}
            disabled={disabled}
            onToggle={() => onChange(toggleNewsletter(selection, newsletter))}
          />
        ))}
      </Box>
    </Box>
  );
}
