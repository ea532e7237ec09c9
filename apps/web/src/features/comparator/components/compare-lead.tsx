import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type TElectricityCompare, type TGasCompare, ZCupsSchema } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { LeadForm } from '../../../shared/lead-form/lead-form.tsx';
import { useCreateCompareLead } from '../api/create-compare-lead.ts';
import { useCreateGasCompareLead } from '../api/create-gas-compare-lead.ts';

export interface TCompareLeadProps {
  kind: 'electricity' | 'gas';
  /** 'result': after a comparison, which the lead carries; 'manual': the invoice sent for us to compare. */
  mode: 'result' | 'manual';
  /** The payload compared (mode 'result'). */
  compared?: TElectricityCompare | TGasCompare;
  onSent: () => void;
}

/**
 * The comparators' lead (visitor-and-shell §2.4, §2.6, §7 price-compare/confirm): the shared lead
 * form, sent with the CUPS and the comparison after a result, or, in the manual mode, with the
 * invoice, which is then required, and the CUPS typed here. A failed invoice says so (§8:
 * 'Invoice sending failed.') above the form, which keeps everything typed.
 */
export function CompareLead({ kind, mode, compared, onSent }: TCompareLeadProps) {
  const { t } = useTranslation();
  const electricity = useCreateCompareLead();
  const gas = useCreateGasCompareLead();
  const mutation = kind === 'gas' ? gas : electricity;
  const [cups, setCups] = useState('');
  const [cupsLeft, setCupsLeft] = useState(false);
  const manual = mode === 'manual';
  const typedCups = ZCupsSchema.safeParse(cups);
  const cupsError = manual && (cupsLeft || mutation.isError) && !typedCups.success ? typedCups.error.issues[0]?.message : undefined;
  const extra: Record<string, string> = manual
    ? { mode, cups: typedCups.success ? typedCups.data : cups }
    : { mode, cups: String(compared?.cups ?? ''), comparison: JSON.stringify(compared ?? {}) };
  return (
    <Box component="section" data-testid={manual ? 'compare-manual' : 'compare-lead'}>
      {manual ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('comparator_manual_intro')}
          </Alert>
          {mutation.isError ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="compare-invoice-failed">
              {t('comparator_invoice_send_failed')}
            </Alert>
          ) : null}
          <TextField
            id={kind === 'gas' ? 'gas-compare-manual-cups' : 'compare-manual-cups'}
            label={t('comparator_cups')}
            value={cups}
            onChange={(event) => setCups(event.target.value)}
            onBlur={() => setCupsLeft(true)}
            required
            fullWidth
            size="small"
            margin="dense"
            error={Boolean(cupsError)}
            helperText={cupsError ? messageText(t, cupsError) : t('comparator_cups_hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'field-manual-cups', maxLength: 64 } }}
            sx={{ mb: 2 }}
          />
        </>
      ) : null}
      <LeadForm
        mutation={mutation}
        extra={extra}
        invoiceRequired={manual}
        idPrefix={kind === 'gas' ? 'gas-compare-lead' : 'compare-lead'}
        title={manual ? t('comparator_manual_lead_title') : t('comparator_lead_title')}
        onSent={onSent}
      />
    </Box>
  );
}
