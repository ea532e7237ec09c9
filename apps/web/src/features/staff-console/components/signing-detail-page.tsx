import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../../shared/files/download-button.tsx';
import { ListLoading } from '../../../shared/ui/list-loading.tsx';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { downloadStaffSigningDocument } from '../api/download-staff-signing-document.ts';
import { useStaffSigning } from '../api/get-staff-signing.ts';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFacts } from './console-facts.tsx';
import { ConsolePage } from './console-page.tsx';
import { SigningDecision } from './signing-decision.tsx';

/** A value of the change asked for, as text (the payload is the change's own shape). */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * One signed request: what it asks, the signature's evidence (the document's hash, when, from
 * which address and user agent, by which channel), and the decision. Once decided (here or by
 * someone else) it says so and offers no decision.
 */
export function SigningDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useStaffSigning(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const signing = query.data;
  return (
    <ConsolePage title={t('staff_signing_title', { id: useParams().id ?? '' })} testId="staff-signing">
      <p>
        <Link to="/staff/queue">{t('staff_back_to_queue')}</Link>
      </p>
      {query.isPending ? <ListLoading rows={4} /> : null}
      {query.isError ? (
        <ListStatus severity="warning" testId="staff-signing-failed">
          {t('staff_signing_failed')}
        </ListStatus>
      ) : null}
      {signing ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ConsoleFacts
            testId="staff-signing-facts"
            facts={[
              [t('staff_signing_kind'), t(`staff_signing_kind_${signing.kind}`)],
              [
                t('staff_signing_state'),
                <span key="state" data-testid="staff-signing-state">
                  {t(`staff_signing_state_${signing.state}`)}
                </span>,
              ],
              [t('staff_case_contract'), signing.contract_name],
              [t('staff_case_customer'), [signing.customer.name, signing.customer.tax_id].filter(Boolean).join(' · ') || '—'],
              [t('staff_signing_created'), <ConsoleDate key="created" at={signing.created_at} />],
              ...(signing.reason ? ([[t('staff_signing_reason'), signing.reason]] as const) : []),
            ]}
          />
          <section aria-labelledby="staff-signing-request-title">
            <h2 id="staff-signing-request-title" className="staff-console-h2">
              {t('staff_signing_asks')}
            </h2>
            <ConsoleFacts
              testId="staff-signing-request"
              facts={Object.entries(signing.request).map(
                ([key, value]) =>
                  [
                    key,
                    <span key={key} className="staff-console-code">
                      {shown(value)}
                    </span>,
                  ] as const,
              )}
            />
          </section>
          <section aria-labelledby="staff-signing-evidence-title">
            <h2 id="staff-signing-evidence-title" className="staff-console-h2">
              {t('staff_signing_evidence')}
            </h2>
            {signing.evidence ? (
              <ConsoleFacts
                testId="staff-signing-evidence"
                facts={[
                  [
                    t('staff_signing_hash'),
                    <span key="hash" className="staff-console-code">
                      {signing.evidence.document_sha256}
                    </span>,
                  ],
                  [t('staff_signing_signed_at'), <ConsoleDate key="at" at={signing.evidence.signed_at} />],
                  [
                    t('staff_signing_address'),
                    <span key="address" className="staff-console-code">
                      {signing.evidence.client_address}
                    </span>,
                  ],
                  [
                    t('staff_signing_user_agent'),
                    <span key="ua" className="staff-console-code">
                      {signing.evidence.user_agent}
                    </span>,
                  ],
                  [t('staff_signing_channel'), t(`staff_signing_channel_${signing.evidence.channel}`)],
                  [
                    t('staff_signing_sealed'),
                    signing.sealed_attachment_id ? (
                      <DownloadButton
                        key="sealed"
                        download={() => downloadStaffSigningDocument(signing.id)}
                        ariaLabel={t('staff_signing_sealed_download')}
                        testId="staff-signing-document"
                        failedText={t('staff_signing_sealed_failed')}
                      >
                        {() => t('staff_signing_sealed_download')}
                      </DownloadButton>
                    ) : (
                      '—'
                    ),
                  ],
                ]}
              />
            ) : (
              <p>{t('staff_signing_no_evidence')}</p>
            )}
          </section>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {signing.state === 'signed' ? (
              <SigningDecision id={signing.id} />
            ) : (
              <Alert severity="info" data-testid="staff-signing-decided">
                {t('staff_signing_decided', { state: t(`staff_signing_state_${signing.state}`) })}
              </Alert>
            )}
          </Paper>
        </Box>
      ) : null}
    </ConsolePage>
  );
}
