import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CONTACT_HOURS,
  LEAD_INVOICE_MAX_BYTES,
  type TLeadContact,
  type TLeadContactInput,
  type TLeadResponse,
  ZLeadContactSchema,
} from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseForm } from '../case-form/case-form.tsx';
import { FormField } from '../forms/form-field.tsx';
import type { TServerErrorPlan } from '../forms/server-errors.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { useAuth } from '../session/auth-store.ts';
import { FilePicker } from '../ui/fields/file-picker.tsx';
import { useLeadTicket } from './api/get-lead-ticket.ts';
import { LeadConsent } from './lead-consent.tsx';
import { LeadFormAside } from './lead-form-aside.tsx';
import { LeadHoneypot } from './lead-honeypot.tsx';
import type { TLeadSend } from './lead-send.ts';

/** How a lead form reads a refusal: the contact's fields under themselves, the invoice's under the picker. */
const PLAN: TServerErrorPlan = {
  fields: ['name', 'surname1', 'surname2', 'email', 'telephone', 'contactHours', 'consent'],
  files: ['invoice'],
  refusals: { '429': 'lead_form_too_many', '400:lead_refused': 'lead_form_refused', '404': 'lead_form_closed' },
};

const emptyContact = (signedIn: boolean): TLeadContactInput => ({
  name: '',
  surname1: '',
  surname2: '',
  email: '',
  telephone: '',
  contactHours: '' as TLeadContactInput['contactHours'],
  consent: signedIn,
});

export interface TLeadFormProps {
  /** The caller's call (POST leads/potencia, price-compare/confirm…): the form sends through it. */
  mutation: UseMutationResult<TLeadResponse, unknown, TLeadSend>;
  /** The caller's fields sent with the contact (cups, mode, comparison, the calculator's figures). */
  extra: Readonly<Record<string, string>>;
  /** The comparators' manual mode: the invoice is the point of the lead, so it must be attached. */
  invoiceRequired?: boolean;
  /** Prefix of the ids, so two forms on a page never share one. */
  idPrefix?: string;
  /** The form's heading. */
  title: string;
  /** After the lead is accepted (status OK). */
  onSent?: () => void;
}

/**
 * The lead contact form (visitor-and-shell §2.4, §3.1, §5.1), shared by the calculator and the
 * comparators: name, surnames, email, a Spanish telephone (+34 fixed, at most 12 digits typed),
 * the contact hours, an optional invoice (required in `invoiceRequired` mode; at most
 * 15,000,000 bytes, checked here and again by the server), consent (ticked and not shown for a
 * signed-in customer, §6), with the ticket and the honeypot of docs/leads.md. The thank-you
 * replaces it once the server answers status OK.
 */
export function LeadForm({ mutation, extra, invoiceRequired = false, idPrefix = 'lead', title, onSent }: TLeadFormProps) {
  const { t } = useTranslation();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const ticket = useLeadTicket();
  const honeypot = useRef<HTMLInputElement>(null);
  const [invoice, setInvoice] = useState<File[]>([]);
  const thanks = useRef<HTMLHeadingElement>(null);
  const form = useForm<TLeadContactInput, unknown, TLeadContact>({
    resolver: zodResolver(ZLeadContactSchema),
    defaultValues: emptyContact(signedIn),
  });
  const submit = useFormSubmit({ mutation, setError: form.setError, plan: PLAN, onSuccess: () => onSent?.() });
  const sent = submit.sent && submit.answer?.status === 'OK';

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const checkInvoice = () => {
    const missing = invoiceRequired && invoice.length === 0;
    submit.setFilesError(missing ? 'lead_form_invoice_required' : undefined);
    return !missing;
  };

  const onSubmit = async (contact: TLeadContact) => {
    if (!checkInvoice()) return;
    await submit.submit({ contact, extra, invoice: invoice[0], ticket: ticket.data ?? '', honeypot: honeypot.current?.value ?? '' });
    // A ticket is good for one lead: the next send needs another.
    void ticket.refetch();
  };

  if (sent) {
    return (
      <Box data-testid={`${idPrefix}-sent`}>
        <Typography variant="h5" component="h2" ref={thanks} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
          {t('lead_form_thanks_title')}
        </Typography>
        <Alert severity="success">{t('lead_form_thanks')}</Alert>
      </Box>
    );
  }

  const { sending } = submit;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Box component="section" aria-labelledby={id('title')} data-testid={`${idPrefix}-form`}>
      <Typography variant="h5" component="h2" id={id('title')} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}
      >
        <LeadFormAside idPrefix={idPrefix} />
        <CaseForm
          label={title}
          onSubmit={form.handleSubmit(onSubmit, checkInvoice)}
          submit={submit}
          sendLabel={t('lead_form_send')}
          sendingLabel={t('lead_form_sending')}
          testId={idPrefix}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('lead_form_intro')}
          </Typography>
          <FormField
            form={form}
            name="name"
            id={id('name')}
            label={t('lead_form_name')}
            autoComplete="given-name"
            required
            disabled={sending}
          />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <FormField
              form={form}
              name="surname1"
              id={id('surname1')}
              label={t('lead_form_surname1')}
              autoComplete="family-name"
              required
              disabled={sending}
            />
            <FormField form={form} name="surname2" id={id('surname2')} label={t('lead_form_surname2')} disabled={sending} />
          </Box>
          <FormField
            form={form}
            name="email"
            id={id('email')}
            label={t('lead_form_email')}
            type="email"
            autoComplete="email"
            required
            disabled={sending}
          />
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            {/* The prefix is fixed (§2.4, §9): shown, not chosen; the hint says it to a screen reader. */}
            <Typography aria-hidden="true" sx={{ mt: 2.25, fontWeight: 500 }} data-testid="lead-phone-prefix">
              +34
            </Typography>
            <FormField
              form={form}
              name="telephone"
              id={id('telephone')}
              label={t('lead_form_telephone')}
              helperText={t('lead_form_telephone_hint')}
              phone
              required
              disabled={sending}
            />
          </Box>
          <FormField
            form={form}
            name="contactHours"
            id={id('contactHours')}
            label={t('lead_form_contact_hours')}
            select
            required
            disabled={sending}
          >
            <option value="">{t('lead_form_contact_hours_choose')}</option>
            {CONTACT_HOURS.map((slot) => {
              const [from, to] = slot.replace('h', '').split('-');
              return (
                <option key={slot} value={slot}>
                  {t('lead_form_contact_hours_slot', { from, to })}
                </option>
              );
            })}
          </FormField>
          <Box sx={{ mt: 2 }}>
            <FilePicker
              label={invoiceRequired ? t('lead_form_invoice_required_label') : t('lead_form_invoice_optional')}
              files={invoice}
              onChange={(files) => {
                setInvoice(files);
                submit.setFilesError(undefined);
              }}
              limitBytes={LEAD_INVOICE_MAX_BYTES}
              maxFiles={1}
              required={invoiceRequired}
              errorKey={submit.filesError}
              testId="field-invoice"
              disabled={sending}
            />
          </Box>
          {signedIn ? null : <LeadConsent form={form} id={id('consent')} disabled={sending} />}
          <LeadHoneypot id={id('website')} inputRef={honeypot} />
        </CaseForm>
      </Box>
    </Box>
  );
}
