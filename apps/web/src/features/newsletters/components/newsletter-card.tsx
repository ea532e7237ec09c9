import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isNewsletterLocked, type TNewsletterCard } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';

interface TCardCheckboxProps {
  newsletter: TNewsletterCard;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  /** Set by DisabledReason on a locked card: the reason then describes the checkbox itself. */
  'aria-describedby'?: string;
}

/** The card's checkbox, labelled by the newsletter's name; DisabledReason's description goes on the input. */
function CardCheckbox({ newsletter, checked, disabled, onToggle, 'aria-describedby': describedBy }: TCardCheckboxProps) {
  return (
    <FormControlLabel
      sx={{ m: 0, alignItems: 'flex-start', gap: 0.5 }}
      label={
        <Typography component="span" sx={{ fontWeight: 600, pt: 1, display: 'block', overflowWrap: 'anywhere' }}>
          {newsletter.name}
        </Typography>
      }
      control={
        <Checkbox
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          slotProps={{
            input: {
              'data-testid': `newsletter-checkbox-${newsletter.id}`,
              ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            } as object,
          }}
        />
      }
    />
  );
}

/**
 * One newsletter (visitor-and-shell §2.8): its name, description and whether it is chosen. An
 * exported and subscribed one is locked: its box stays ticked and disabled, and the reason is
 * written under it (a touch screen opens no tooltip).
 */
export function NewsletterCard(props: { newsletter: TNewsletterCard; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const locked = isNewsletterLocked(props.newsletter);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, minWidth: 0, listStyle: 'none' }}
      data-testid={`newsletter-card-${props.newsletter.id}`}
      data-locked={locked}
    >
      <DisabledReason
        reason={locked ? t('newsletters_locked_reason') : undefined}
        shown
        testId={`newsletter-locked-${props.newsletter.id}`}
      >
        <CardCheckbox {...props} checked={locked || props.checked} disabled={locked || props.disabled} />
      </DisabledReason>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, pl: 5.5, overflowWrap: 'anywhere' }}>
        {props.newsletter.newsletterDescription}
      </Typography>
    </Paper>
  );
}
