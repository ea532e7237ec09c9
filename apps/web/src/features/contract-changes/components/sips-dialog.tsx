import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type TContract, type TNoCessionSipsRequest, type TNoCessionSipsState, ZNoCessionSipsRequestSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { sipsStatus } from '../../../shared/contract/sips-status.ts';
import { useRequestNoCessionSips } from '../api/request-no-cession-sips.ts';
import { sipsAfterError, sipsAfterSubmit, sipsView } from '../model/sips-state.ts';
import { SipsStatusDialog } from './sips-status-dialog.tsx';

const FORM_ID = 'sips-form';
const resolver = zodResolver(ZNoCessionSipsRequestSchema);

export interface TSipsDialogProps {
  contract: Pick<TContract, 'name' | 'no_cession_sips' | 'waitingForSignature'>;
  onClose: () => void;
  onSucceeded: (waitingForSignature: boolean) => void;
}

/**
 * The SIPS dialog: the opt-out request while the data is shared; once it is asked for or active,
 * where it stands and the way back (SipsStatusDialog).
 */
export function SipsDialog(props: TSipsDialogProps) {
  // Read once, at opening: a request sent from this dialog reloads the contract, and its success
  // message must stay until the customer closes it.
  const [status] = useState(() => sipsStatus(props.contract));
  return status === 'shared' ? <SipsRequestDialog {...props} /> : <SipsStatusDialog status={status} onClose={props.onClose} />;
}

/**
 * Opt-out of consumption-data (SIPS) cession (customer-area §4): a checkbox; submitting makes
 * the state requested; an error returns it to unactive and shows the FIRST message the server
 * gave for noCessionSelection.
 */
function SipsRequestDialog({ contract, onClose, onSucceeded }: TSipsDialogProps) {
  const { t } = useTranslation();
  const [sips, setSips] = useState<TNoCessionSipsState | null>(contract.no_cession_sips.state);
  const { state, submit } = useChangeForm({ needsData: false, onSucceeded });
  const sipsRequest = useRequestNoCessionSips();
  const view = sipsView(sips);
  const { handleSubmit, setValue, watch } = useForm<TNoCessionSipsRequest>({
    resolver,
    defaultValues: { noCessionSelection: view.checked },
  });
  const selected = watch('noCessionSelection');
  const locked = sips === 'active' || sips === 'requested';

  const onSubmit = async (request: TNoCessionSipsRequest) => {
    setSips(sipsAfterSubmit());
    // The first message of noCessionSelection is the dialog's error, so none is placed on a field.
    const done = await submit(() => sipsRequest.mutateAsync({ name: contract.name, request }));
    if (!done) setSips(sipsAfterError());
  };

  return (
    <ChangeDialog
      title={t('sips_dialog_title')}
      testId="dialog-sips"
      state={state}
      formId={FORM_ID}
      successKey="sips_dialog_success"
      submitDisabled={!selected || locked}
      submitDisabledReason={locked ? t('sips_dialog_in_process') : t('sips_dialog_tick_first')}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('sips_dialog_intro')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name="noCessionSelection"
            checked={selected}
            onChange={(event) => setValue('noCessionSelection', event.target.checked, { shouldDirty: true })}
            disabled={locked}
            slotProps={{ input: { 'data-testid': 'field-noCessionSelection' } as object }}
          />
        }
        label={t('sips_dialog_checkbox')}
      />
      {view.inProcess ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="sips-in-process">
          {t('sips_dialog_in_process')}
        </Alert>
      ) : null}
    </ChangeDialog>
  );
}
