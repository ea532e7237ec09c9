import type { TLanguage } from '@portal/domain';
import { escapeHtml } from '../../platform/mail/index.ts';
import { CONTRACTING_TEXTS } from './texts/index.ts';

export interface TThanks {
  contracts: ReadonlyArray<{ name: string; type: 'electricity' | 'gas' }>;
  /** A new customer's address, where the activation link went. */
  activationEmail: string | null;
  /** A company's business contract stopped after the person step (§2.3): the retailer calls. */
  halted: boolean;
}

/**
 * The finish page's words (visitor-and-shell §3.9 confirmResponse.result.render, format html): a
 * short thank-you in the lead's language, the contracts made, what happens next. Every value is
 * escaped; the web sanitises any server HTML again.
 */
export function thanksHtml(thanks: TThanks, language: TLanguage): string {
  const t = CONTRACTING_TEXTS[language];
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const parts = [`<p><strong>${escapeHtml(t.thanks.title)}</strong></p>`, p(t.thanks.received)];
  if (thanks.contracts.length > 0) {
    parts.push(p(t.thanks.contracts));
    const items = thanks.contracts.map((c) => `<li>${escapeHtml(t.thanks.contract(c.name, t.supply[c.type]))}</li>`);
    parts.push(`<ul>${items.join('')}</ul>`, p(t.thanks.nextSteps));
  }
  if (thanks.halted) parts.push(p(t.thanks.halted));
  if (thanks.activationEmail) parts.push(p(t.thanks.activation(thanks.activationEmail)));
  return parts.join('');
}
