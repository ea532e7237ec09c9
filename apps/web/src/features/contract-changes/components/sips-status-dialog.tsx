import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDialogFrame } from '../../../shared/change-dialog/change-dialog-frame.tsx';
import type { TSipsStatus } from '../../../shared/contract/sips-status.ts';
import { useFlags } from '../../../shared/gates/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen, routeNeedsFlags } from '../../../shared/routing/route-open.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

export interface TSipsStatusDialogProps {
  status: Exclude<TSipsStatus, 'shared'>;
  onClose: () => void;
}

/**
 * The SIPS opt-out once asked for or active (customer-area §4): where it stands, and the way back.
 * The spec has no call that withdraws a request or shares the data again (§7 has only the
 * opt-out), so the dialog says so and leads to the signed-in contact form, or to the
 * retailer's e-mail when that form is closed, rather than offering a switch that does nothing.
 */
export function SipsStatusDialog({ status, onClose }: TSipsStatusDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const titleId = useId();
  const flags = useFlags(routeNeedsFlags('customerService', settings));
  const contactOpen = isRouteOpen('customerService', settings, flags);
  const { email } = settings.organization;
  return (
    <ChangeDialogFrame title={t('sips_dialog_title')} titleId={titleId} testId="dialog-sips" onClose={onClose}>
      <DialogContent>
        <Alert severity={status === 'active' ? 'success' : 'info'} data-testid="sips-status">
          {t(`sips_status_${status}`)}
        </Alert>
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="sips-way-back">
          {t('sips_way_back')}{' '}
          {contactOpen ? (
            <TextLink to={buildPath('customerService', language)} variant="body2" testId="sips-way-back-link">
              {t('sips_way_back_link')}
            </TextLink>
          ) : email ? (
            <TextLink href={`mailto:${email}`} variant="body2" testId="sips-way-back-link">
              {email}
            </TextLink>
          ) : null}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="dialog-cancel">
          {t('close')}
        </Button>
      </DialogActions>
    </ChangeDialogFrame>
  );
}
