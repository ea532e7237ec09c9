import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TSigningChannel } from '@portal/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useSendSigningCode, useSigningDocument, useSigningLink } from '../api/signing-link.ts';
import { SignCodeForm } from '../components/sign-code-form.tsx';
import { signingTokenOf, type TSignStep } from '../model/signing-token.ts';

/** The message key of a failed by-link call: the link's own words, else the generic one. */
function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 410) return 'signing_link_invalid';
    if (error.status === 429)
      return error.code === 'signing_code_sends_exhausted' ? 'signing_code_sends_exhausted' : 'signing_too_many_attempts';
    if (error.code === 'signing_channel_unavailable') return 'signing_channel_unavailable';
  }
  return 'message_cant_do_operation';
}

/**
 * /signatura (docs/signatures.md): the mailed link's page, signed in or not. The customer reads
 * what is signed, downloads the PDF, asks for a one-time code by e-mail or text message and
 * signs with it. The link's secret is in the address's fragment; the page reads it once and
 * takes it out of the address (a replace: neither the history nor a referrer keeps it).
 */
export default function SignPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => signingTokenOf(location.hash));
  const link = useSigningLink(token);
  const [step, setStep] = useState<TSignStep>('review');
  const [channel, setChannel] = useState<TSigningChannel>('email');
  const channelLegend = useId();
  const document = useSigningDocument(token ?? '');
  const code = useSendSigningCode(token ?? '');

  useEffect(() => {
    if (!location.hash) return;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location, navigate]);

  const invalid = !token || step === 'linkInvalid' || (link.isError && errorKeyOf(link.error) === 'signing_link_invalid');
  const summary = link.data;
  const kind = summary ? t(`signatures_kind_${summary.kind}`) : '';

  const download = async () => {
    const blob = await document.mutateAsync().catch(() => undefined);
    if (blob && summary) saveFile(blob, `${summary.kind}-${summary.contract_name}.pdf`);
  };
  const sendCode = async () => {
    const sent = await code.mutateAsync(channel).catch((error: unknown) => {
      if (errorKeyOf(error) === 'signing_link_invalid') setStep('linkInvalid');
      return undefined;
    });
    if (sent) setStep('code');
  };

  return (
    <Page title={t('signatures_title')} siteName={settings.organization.name} testId="signatures-page" maxWidth="sm">
      {/* While the secret is on the page, no request it makes names the address it came with. */}
      <meta name="referrer" content="no-referrer" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {invalid ? (
          <Alert severity="error" data-testid="signatures-link-invalid">
            {t('signing_link_invalid')}
          </Alert>
        ) : link.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label={t('signatures_loading')} />
          </Box>
        ) : link.isError || !summary ? (
          <Alert severity="error" data-testid="signatures-error">
            {t(errorKeyOf(link.error))}
          </Alert>
        ) : step === 'signed' ? (
          <Alert severity="success" role="status" data-testid="signatures-signed">
            {t('signatures_signed')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography component="h2" variant="h6" data-testid="signatures-kind">
              {kind}
            </Typography>
            <Typography variant="body2">{t('signatures_intro', { contract: summary.contract_name })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('signatures_expires', { date: formatDateTime(summary.expires_at, language, 'Europe/Madrid') })}
            </Typography>
            <Box>
              <Button variant="outlined" onClick={() => void download()} disabled={document.isPending} data-testid="signatures-download">
                {t('signatures_download')}
              </Button>
              {document.isError ? (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="signatures-download-error">
                  {t(errorKeyOf(document.error))}
                </Alert>
              ) : null}
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={channelLegend}>
              <Typography component="legend" id={channelLegend} variant="subtitle2">
                {t('signatures_channel_legend')}
              </Typography>
              <RadioGroup value={channel} onChange={(event) => setChannel(event.target.value as TSigningChannel)}>
                {summary.channels.map((c) => (
                  <FormControlLabel
                    key={c.channel}
                    value={c.channel}
                    control={<Radio inputProps={{ 'aria-describedby': undefined }} />}
                    label={t(`signatures_channel_${c.channel}`, { destination: c.destination })}
                    data-testid={`signatures-channel-${c.channel}`}
                  />
                ))}
              </RadioGroup>
            </Box>
            <Box>
              <Button
                variant={step === 'code' ? 'text' : 'contained'}
                onClick={() => void sendCode()}
                disabled={code.isPending || summary.channels.length === 0}
                data-testid="signatures-send-code"
              >
                {code.isPending ? t('sending') : step === 'code' ? t('signatures_send_again') : t('signatures_send_code')}
              </Button>
              {code.isError && errorKeyOf(code.error) !== 'signing_link_invalid' ? (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="signatures-code-error">
                  {t(errorKeyOf(code.error))}
                </Alert>
              ) : null}
              {code.data ? (
                <Typography variant="body2" role="status" sx={{ mt: 1 }} data-testid="signatures-code-sent">
                  {t('signatures_code_sent', { destination: code.data.destination, count: code.data.valid_minutes })}
                </Typography>
              ) : null}
            </Box>
            {step === 'code' && token ? (
              <SignCodeForm
                token={token}
                documentSha256={summary.document_sha256}
                onSigned={() => setStep('signed')}
                onLinkInvalid={() => setStep('linkInvalid')}
              />
            ) : null}
          </Stack>
        )}
      </Paper>
    </Page>
  );
}
