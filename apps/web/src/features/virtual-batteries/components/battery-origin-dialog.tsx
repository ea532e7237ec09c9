import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TVirtualBatteryLink } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

/**
 * §6 "an origin battery (es_origen) cannot be moved and an information dialog with the
 * organisation email is shown": why, and where to write (a mailto link).
 */
export function BatteryOriginDialog({ link, onClose }: { link: TVirtualBatteryLink; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const email = useSettings().organization.email;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('battery_origin_title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('battery_origin_text', { battery: link.bateria.name })}</Typography>
        {email ? (
          <Typography>
            {t('battery_origin_contact')}{' '}
            <TextLink href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </TextLink>
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
