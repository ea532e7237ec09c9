import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortDate, type TContract, type TContractSigning } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { useCancelSigning, useContractSignings } from '../api/contract-signings.ts';

/**
 * The contract's signatures (docs/signatures.md): each change or contract waiting for the
 * customer's signature, with the button that cancels it; those signed and waiting for staff; and
 * the outcomes of the last 30 days, a rejection with its reason. Nothing shows without any.
 */
export function PendingSignatures({ contract }: { contract: Pick<TContract, 'name'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readonly = useAuth((s) => s.readonly);
  const signings = useContractSignings(contract.name);
  const cancel = useCancelSigning();
  const items = signings.data?.items ?? [];
  if (items.length === 0) return null;

  const line = (item: TContractSigning) => {
    const date = formatShortDate(item.decided_at ?? item.signed_at ?? item.created_at, language, 'Europe/Madrid');
    return t(`signatures_state_${item.state}`, { date });
  };
  const cancelError =
    cancel.error instanceof ApiError && cancel.error.code === 'signing_not_cancellable'
      ? 'signing_not_cancellable'
      : 'message_cant_do_operation';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="contract-signatures-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="contract-signatures"
    >
      <Typography component="h2" variant="h6" id="contract-signatures-title" sx={{ mb: 1 }}>
        {t('signatures_pending_title')}
      </Typography>
      {cancel.isError ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="contract-signatures-error">
          {t(cancelError)}
        </Alert>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} data-testid={`contract-signature-${item.id}`} data-state={item.state}>
            <Typography variant="subtitle2">{t(`signatures_kind_${item.kind}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line(item)}
            </Typography>
            {item.state === 'rejected' && item.reason ? (
              <Typography variant="body2" data-testid={`contract-signature-${item.id}-reason`}>
                {t('signatures_reason', { reason: item.reason })}
              </Typography>
            ) : null}
            {item.state === 'waiting_for_signature' ? (
              <Box sx={{ mt: 0.5 }}>
                <DisabledReason
                  reason={readonly ? t('read_only_token_short') : undefined}
                  shown
                  testId={`contract-signature-${item.id}-cancel-reason`}
                >
                  <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    disabled={readonly || cancel.isPending}
                    onClick={() => cancel.mutate(item.id)}
                    data-testid={`contract-signature-${item.id}-cancel`}
                  >
                    {t('signatures_cancel')}
                  </Button>
                </DisabledReason>
              </Box>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
