import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  type TWebhook,
  type TWebhookCreate,
  type TWebhookCreated,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  ZWebhookCreateSchema,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { ResponsiveList } from '../../../shared/ui/responsive-list/index.ts';
import { useCreateWebhook, useDisableWebhook, useWebhooks } from '../api/webhooks.ts';
import { ConsoleChoices } from './console-choices.tsx';
import { ConsoleDate } from './console-date.tsx';
import { ConsoleFormDialog } from './console-form-dialog.tsx';
import { ConsoleListState } from './console-list-state.tsx';
import { wordKey } from './integration-words.ts';
import { SecretShownOnce } from './secret-shown-once.tsx';

const EMPTY: TWebhookCreate = { url: '', events: [] };

/** A new endpoint: its https address and the events it is told of; its signing secret is shown once. */
function WebhookCreateForm({ onCreated }: { onCreated: (created: TWebhookCreated) => void }) {
  const { t } = useTranslation();
  const form = useForm<TWebhookCreate>({ resolver: zodResolver(ZWebhookCreateSchema), defaultValues: EMPTY });
  const submit = useFormSubmit({
    mutation: useCreateWebhook(),
    setError: form.setError,
    plan: { fields: ['url', 'events'] },
    onSuccess: (created) => {
      form.reset(EMPTY);
      onCreated(created);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit(values))}
      aria-labelledby="staff-webhook-create-title"
      data-testid="staff-webhook-create"
    >
      <h3 id="staff-webhook-create-title" className="staff-console-h3">
        {t('staff_webhooks_create_title')}
      </h3>
      <FormError errorKey={submit.errorKey} testId="staff-webhook-create-error" />
      <FormField
        form={form}
        name="url"
        id="staff-webhook-url"
        label={t('staff_webhooks_url')}
        helperText={t('staff_webhooks_url_hint')}
        inputMode="text"
        maxLength={WEBHOOK_URL_MAX}
        required
      />
      <ConsoleChoices
        control={form.control}
        name="events"
        legend={t('staff_webhooks_events')}
        options={WEBHOOK_EVENT_TYPES}
        optionLabel={(event) => t(wordKey('staff_webhooks_event', event))}
        testId="staff-webhook-events"
      />
      <Button type="submit" variant="contained" disabled={submit.sending} data-testid="staff-webhook-create-submit">
        {t('staff_webhooks_create')}
      </Button>
    </form>
  );
}

/** Disable, confirmed: nothing more is delivered to the endpoint. */
function DisableDialog({ webhook, onClose }: { webhook: TWebhook; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm();
  const submit = useFormSubmit({ mutation: useDisableWebhook(webhook.id), setError: form.setError, plan: { fields: [] } });
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={t('staff_webhooks_disable_title')}
      testId="staff-webhook-disable"
      errorKey={submit.errorKey}
      onSubmit={form.handleSubmit(async () => (await submit.submit(undefined)) && onClose())}
      submitLabel={t('staff_accounts_disable')}
      sending={submit.sending}
      danger
    >
      <p className="staff-console-code">{webhook.url}</p>
      <p>{t('staff_webhooks_disable_text')}</p>
    </ConsoleFormDialog>
  );
}

/** The webhooks: the endpoints (never a secret), a new one, disabling, and each one's delivery log. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const query = useWebhooks();
  const [created, setCreated] = useState<TWebhookCreated>();
  const [disabling, setDisabling] = useState<TWebhook>();
  return (
    <section aria-labelledby="staff-webhooks-title">
      <h2 id="staff-webhooks-title" className="staff-console-h2">
        {t('staff_webhooks_title')}
      </h2>
      <p>{t('staff_webhooks_intro')}</p>
      {created ? (
        <SecretShownOnce
          title={t('staff_webhooks_created', { url: created.url })}
          secret={created.secret}
          testId="staff-webhook-secret"
          onDone={() => setCreated(undefined)}
        />
      ) : null}
      <ConsoleListState query={query} testId="staff-webhooks-list" empty={t('staff_webhooks_empty')}>
        {(data) => (
          <ResponsiveList<TWebhook>
            items={data.items}
            itemKey={(webhook) => webhook.id}
            label={t('staff_webhooks_title')}
            testId="staff-webhooks-list"
            itemTestId={(webhook) => `staff-webhook-${webhook.id}`}
            columns={[
              {
                id: 'url',
                header: t('staff_webhooks_url'),
                cell: (webhook) => (
                  <Link
                    to={`/staff/integration/webhooks/${webhook.id}`}
                    className="staff-console-code"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {webhook.url}
                  </Link>
                ),
                rowHeader: true,
                card: 'title',
              },
              {
                id: 'events',
                header: t('staff_webhooks_events'),
                cell: (webhook) => webhook.events.map((event) => t(wordKey('staff_webhooks_event', event))).join(', '),
              },
              {
                id: 'state',
                header: t('staff_accounts_state'),
                cell: (webhook) => (webhook.disabled_at ? t('staff_accounts_disabled') : t('staff_accounts_active')),
                card: 'badge',
              },
              {
                id: 'created',
                header: t('staff_integration_created'),
                cell: (webhook) => <ConsoleDate at={webhook.created_at} />,
                nowrap: true,
              },
              {
                id: 'actions',
                header: t('staff_accounts_actions'),
                cell: (webhook) =>
                  webhook.disabled_at ? (
                    <ConsoleDate at={webhook.disabled_at} />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setDisabling(webhook)}
                      data-testid={`staff-webhook-${webhook.id}-disable`}
                    >
                      {t('staff_accounts_disable')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </ConsoleListState>
      {disabling ? <DisableDialog webhook={disabling} onClose={() => setDisabling(undefined)} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <WebhookCreateForm onCreated={setCreated} />
      </Paper>
    </section>
  );
}
