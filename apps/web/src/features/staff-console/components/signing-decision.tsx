import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type TStaffSigningReject, ZStaffSigningRejectSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useApproveStaffSigning } from '../api/approve-staff-signing.ts';
import { useRejectStaffSigning } from '../api/reject-staff-signing.ts';

// Someone else decided first (of two staff at once, one wins): said in words of its own, not as a generic failure.
const DECIDED_ELSEWHERE = { '409:signing_not_signed': 'staff_signing_conflict' };

/** Approve, confirmed in a dialog: the contract changes and the customer is mailed. */
function ApproveButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm();
  const submit = useFormSubmit({
    mutation: useApproveStaffSigning(id),
    setError: form.setError,
    plan: { fields: [], refusals: DECIDED_ELSEWHERE },
  });
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="staff-signing-approve">
        {t('staff_signing_approve')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="staff-approve-title">
        <form noValidate onSubmit={form.handleSubmit(async () => (await submit.submit(undefined)) && setOpen(false))}>
          <DialogTitle id="staff-approve-title">{t('staff_signing_approve_title')}</DialogTitle>
          <DialogContent>
            <FormError errorKey={submit.errorKey} testId="staff-approve-error" />
            <p>{t('staff_signing_approve_text')}</p>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('staff_cancel')}</Button>
            <Button type="submit" variant="contained" disabled={submit.sending} data-testid="staff-signing-approve-confirm">
              {t('staff_signing_approve')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** Reject, with the reason the customer is mailed. */
function RejectButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm<TStaffSigningReject>({ resolver: zodResolver(ZStaffSigningRejectSchema), defaultValues: { reason: '' } });
  const submit = useFormSubmit({
    mutation: useRejectStaffSigning(id),
    setError: form.setError,
    plan: { fields: ['reason'], refusals: DECIDED_ELSEWHERE },
  });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="staff-signing-reject">
        {t('staff_signing_reject')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="staff-reject-title" fullWidth maxWidth="sm">
        <form noValidate onSubmit={form.handleSubmit(async (values) => (await submit.submit(values)) && setOpen(false))}>
          <DialogTitle id="staff-reject-title">{t('staff_signing_reject_title')}</DialogTitle>
          <DialogContent>
            <FormError errorKey={submit.errorKey} testId="staff-reject-error" />
            <FormField form={form} name="reason" id="staff-reject-reason" label={t('staff_signing_reason')} multiline rows={3} required />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('staff_cancel')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={submit.sending} data-testid="staff-signing-reject-confirm">
              {t('staff_signing_reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** A signed request's two decisions. */
export function SigningDecision({ id }: { id: number }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <ApproveButton id={id} />
      <RejectButton id={id} />
    </Box>
  );
}
