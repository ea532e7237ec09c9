import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_CONSENT, NO_CONSENT, saveConsent, type TConsent } from '../../../shared/consent/consent.ts';

const PURPOSES = ['preferences', 'statistics', 'marketing'] as const satisfies ReadonlyArray<keyof TConsent>;

/**
 * One switch per purpose, all off until the visitor turns them on (or as last saved, when
 * reopened from the footer). Necessary cookies are always on.
 */
export default function CookiePreferences({ initial = NO_CONSENT, onSaved }: { initial?: TConsent; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TConsent>(initial);
  const save = (consent: TConsent) => {
    saveConsent(consent);
    onSaved?.();
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }} data-testid="cookie-preferences">
      <Typography component="legend" variant="subtitle2" gutterBottom>
        {t('cookie_personalise_title')}
      </Typography>
      <FormGroup>
        <FormControlLabel control={<Switch checked disabled />} label={t('cookie_necessary')} />
        {PURPOSES.map((purpose) => (
          <FormControlLabel
            key={purpose}
            control={
              <Switch
                checked={choice[purpose]}
                onChange={(event) => setChoice((current) => ({ ...current, [purpose]: event.target.checked }))}
                slotProps={{ input: { 'aria-describedby': `cookie-${purpose}-help` } }}
                data-testid={`cookie-switch-${purpose}`}
              />
            }
            label={
              <>
                {t(`cookie_${purpose}`)}
                <Typography id={`cookie-${purpose}-help`} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`cookie_${purpose}_help`)}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => save(choice)} data-testid="cookie-save">
          {t('cookie_save')}
        </Button>
        <Button variant="contained" onClick={() => save(ALL_CONSENT)} data-testid="cookie-accept-all-personalised">
          {t('cookie_accept_all')}
        </Button>
      </Stack>
    </fieldset>
  );
}
