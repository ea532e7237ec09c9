import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  INTEGRATION_SCOPES,
  INTEGRATION_TOKEN_NAME_MAX,
  type TIntegrationToken,
  type TIntegrationTokenCreate,
  type TIntegrationTokenCreated,
  ZIntegrationTokenCreateSchema,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useCreateIntegrationToken, useIntegrationTokens, useRevokeIntegrationToken } from '../api/integration-tokens.ts';
import { ConsoleChoices } from './console-choices.tsx';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFormDialog } from './console-form-dialog.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { wordKey } from './integration-words.ts';
import { SecretShownOnce } from './secret-shown-once.tsx';

const EMPTY: TIntegrationTokenCreate = { name: '', scopes: [] };

/** A new token: its name and scopes; the answer's secret is shown once above the form. */
function TokenCreateForm({ onCreated }: { onCreated: (created: TIntegrationTokenCreated) => void }) {
  const { t } = useTranslation();
  const form = useForm<TIntegrationTokenCreate>({ resolver: zodResolver(ZIntegrationTokenCreateSchema), defaultValues: EMPTY });
  const submit = useFormSubmit({
    mutation: useCreateIntegrationToken(),
    setError: form.setError,
    plan: { fields: ['name', 'scopes'] },
    onSuccess: (created) => {
      form.reset(EMPTY);
      onCreated(created);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit(values))}
      aria-labelledby="staff-token-create-title"
      data-testid="staff-token-create"
    >
      <h3 id="staff-token-create-title" className="staff-console-h3">
        {t('staff_tokens_create_title')}
      </h3>
      <FormError errorKey={submit.errorKey} testId="staff-token-create-error" />
      <FormField
        form={form}
        name="name"
        id="staff-token-name"
        label={t('staff_tokens_name')}
        maxLength={INTEGRATION_TOKEN_NAME_MAX}
        required
      />
      <ConsoleChoices
        control={form.control}
        name="scopes"
        legend={t('staff_tokens_scopes')}
        options={INTEGRATION_SCOPES}
        optionLabel={(scope) => t(wordKey('staff_tokens_scope', scope))}
        testId="staff-token-scopes"
      />
      <Button type="submit" variant="contained" disabled={submit.sending} data-testid="staff-token-create-submit">
        {t('staff_tokens_create')}
      </Button>
    </form>
  );
}

/** Revoke, confirmed: the token stops working at once, and cannot be brought back. */
function RevokeDialog({ token, onClose }: { token: TIntegrationToken; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm();
  const submit = useFormSubmit({ mutation: useRevokeIntegrationToken(token.id), setError: form.setError, plan: { fields: [] } });
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={t('staff_tokens_revoke_title', { name: token.name })}
      testId="staff-token-revoke"
      errorKey={submit.errorKey}
      onSubmit={form.handleSubmit(async () => (await submit.submit(undefined)) && onClose())}
      submitLabel={t('staff_tokens_revoke')}
      sending={submit.sending}
      danger
    >
      <p>{t('staff_tokens_revoke_text')}</p>
    </ConsoleFormDialog>
  );
}

/** The integration tokens: the list (never a secret), a new one, revocation. */
export function IntegrationTokensSection() {
  const { t } = useTranslation();
  const query = useIntegrationTokens();
  const [created, setCreated] = useState<TIntegrationTokenCreated>();
  const [revoking, setRevoking] = useState<TIntegrationToken>();
  return (
    <section aria-labelledby="staff-tokens-title">
      <h2 id="staff-tokens-title" className="staff-console-h2">
        {t('staff_tokens_title')}
      </h2>
      <p>{t('staff_tokens_intro')}</p>
      {created ? (
        <SecretShownOnce
          title={t('staff_tokens_created', { name: created.name })}
          secret={created.token}
          testId="staff-token-secret"
          onDone={() => setCreated(undefined)}
        />
      ) : null}
      <ConsoleListState query={query} testId="staff-tokens-list" empty={t('staff_tokens_empty')}>
        {(data) => (
          <ResponsiveList<TIntegrationToken>
            items={data.items}
            itemKey={(token) => token.id}
            label={t('staff_tokens_title')}
            testId="staff-tokens-list"
            itemTestId={(token) => `staff-token-${token.id}`}
            columns={[
              { id: 'name', header: t('staff_tokens_name'), cell: (token) => token.name, rowHeader: true, card: 'title' },
              {
                id: 'scopes',
                header: t('staff_tokens_scopes'),
                cell: (token) => token.scopes.map((scope) => t(wordKey('staff_tokens_scope', scope))).join(', '),
              },
              {
                id: 'state',
                header: t('staff_accounts_state'),
                cell: (token) => (token.revoked_at ? t('staff_tokens_revoked') : t('staff_accounts_active')),
                card: 'badge',
              },
              {
                id: 'created',
                header: t('staff_integration_created'),
                cell: (token) => <ConsoleDate at={token.created_at} />,
                nowrap: true,
              },
              { id: 'used', header: t('staff_tokens_last_used'), cell: (token) => <ConsoleDate at={token.last_used_at} />, nowrap: true },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (token) =>
                  token.revoked_at ? (
                    <ConsoleDate at={token.revoked_at} />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setRevoking(token)}
                      data-testid={`staff-token-${token.id}-revoke`}
                    >
                      {t('staff_tokens_revoke')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </ConsoleListState>
      {revoking ? <RevokeDialog token={revoking} onClose={() => setRevoking(undefined)} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <TokenCreateForm onCreated={setCreated} />
      </Paper>
    </section>
  );
}
