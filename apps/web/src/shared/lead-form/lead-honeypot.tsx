import { LEAD_HONEYPOT_FIELD } from '@portal/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The lead form's honeypot, as the unsigned contact form's (docs/customer-service.md, "Contact
 * forms"): a field named like one a script fills in, out of sight, out of the tab order and hidden
 * from assistive technology, so no person ever fills it; the server refuses a lead that carries anything in it.
 */
export function LeadHoneypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>{t('lead_form_honeypot_label')}</label>
      <input
        id={id}
        ref={inputRef}
        name={LEAD_HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-testid="lead-honeypot"
      />
    </div>
  );
}
