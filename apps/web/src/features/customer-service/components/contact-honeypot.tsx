import { CONTACT_HONEYPOT_FIELD } from '@portal/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The honeypot of the unsigned form (docs/customer-service.md, "Contact forms"): a field named
 * like one a script fills in, out of sight, out of the tab order and hidden from assistive
 * technology, so no person ever fills it. The server refuses a form that carries anything in it.
 */
export function ContactHoneypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor="contact-website">{t('contact_honeypot_label')}</label>
      <input
        id="contact-website"
        ref={inputRef}
        name={CONTACT_HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-testid="contact-honeypot"
      />
    </div>
  );
}
