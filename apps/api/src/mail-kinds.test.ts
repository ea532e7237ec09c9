import { LANGUAGES, type TLanguage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailKind, MailKinds } from './platform/mail/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * One example of every kind of mail. Typed by MailKinds, which each module's mail file extends:
 * a new kind without an example here fails the type check, and one whose module forgot to
 * register it fails the first test below.
 */
const EXAMPLES: { [K in MailKind]: MailKinds[K] } = {
  notice: {
    subject: 'Portal test mail',
    name: 'Núria',
    paragraphs: ['This mail went through the outbox.'],
    action: { label: 'Open the portal', url: 'https://portal.example/' },
    organisation: 'Energia Demo',
  },
  password_reset: { name: 'Marta', url: 'https://portal.example/recordar-clau?token=abc', validMinutes: 60, organisation: 'Energia Demo' },
  account_activation: { name: 'Laia', url: 'https://portal.example/activacio?token=abc', validHours: 48, organisation: 'Energia Demo' },
  signup_attempt: { name: 'Laia', attemptedAt: new Date('2026-03-02T09:30:00Z'), organisation: 'Energia Demo' },
  case_received: { caseNumber: 'CON-2026-000123', caseSubject: 'Factura', name: 'Marta', organisation: 'Energia Demo' },
  case_answered: {
    caseNumber: 'ATC-2026-000123',
    change: { kind: 'reply', body: 'Resposta', label: 'Atenció al client' },
    url: 'https://portal.example/solicituts/ATC-2026-000123',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  lead_received: {
    kind: 'electricity_comparator',
    mode: 'result',
    contactHours: '9-13h',
    organisation: { name: 'Energia Demo', phone: '900 000 000', schedule: '9h – 17h', email: 'atencio@energia.example' },
  },
  contracting_reminder: {
    type: 'dual',
    url: 'https://portal.example/nou-client-dual?resume=abc',
    validDays: 14,
    organisation: 'Energia Demo',
  },
  lead_notification: {
    id: 42,
    kind: 'power_calculator',
    mode: 'result',
    createdAt: '2026-03-02T09:30:00Z',
    name: 'Laia',
    surname1: 'Puig',
    email: 'laia@example.com',
    telephone: '612345678',
    contactHours: '15-19h',
    consent: true,
    language: 'ca-ES',
    cups: 'ES0021000000000001JN',
    payload: { optimalPower: 4.6, area: 80 },
    invoice: { filename: 'factura.pdf', sizeBytes: 120_000 },
    organisation: 'Energia Demo',
  },
  newsletter_subscription: {
    newsletters: ['Novetats i ofertes', 'Consells d’estalvi'],
    url: 'https://portal.example/butlleti?params=abc',
    organisation: 'Energia Demo',
  },
  price_alert_fired: {
    product: 'FTB YR-27',
    type: '>',
    alertPriceCents: 6000,
    priceCents: 6155,
    day: '2026-11-27',
    url: 'https://portal.example/omipComponent',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  contract_change_requested: {
    contractName: '0001001',
    change: 'iban',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  payment_succeeded: {
    invoiceNumber: 'FE2026-000123',
    contractName: '0001001',
    amount: '48,30 €',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  payment_failed: {
    invoiceNumber: 'FE2026-000123',
    contractName: '0001001',
    amount: '48,30 €',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  battery_changed: {
    contractName: '0001001',
    batteryName: 'Bateria Girona',
    change: 'percentage',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  tariff_option_changed: {
    contractName: '0001001',
    option: 'happy_day',
    validFrom: '2026-03-03',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  invoice_issued: {
    invoiceNumber: 'FE2026-000123',
    contractName: '0001001',
    invoiceDate: '2026-03-02',
    amountTotal: 48.3,
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  contract_change_applied: {
    contractName: '0001001',
    change: 'invoice_online',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  signature_link: {
    contractName: '0001001',
    kind: 'iban',
    url: 'https://portal.example/signatura#abc',
    expires: '7 de desembre de 2026, 10:00',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  signature_code: { code: '012345', validMinutes: 10, name: 'Marta', organisation: 'Energia Demo' },
  signature_approved: {
    contractName: '0001001',
    kind: 'power',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    effective: '1 de desembre de 2026',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
  signature_rejected: {
    contractName: '0001001',
    kind: 'contract',
    url: 'https://portal.example/contractes/electricitat/0001001/comunicacions',
    reason: 'El compte no és del titular.',
    name: 'Marta',
    organisation: 'Energia Demo',
  },
};

describe('every kind of mail the app registers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is registered by the module that sends it, and has an example here', () => {
    expect([...test.app.portal.mail.kinds()].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it('renders in each of the six languages with words of its own in each', () => {
    const render = <K extends MailKind>(kind: K, language: TLanguage) => test.app.portal.mail.render(kind, EXAMPLES[kind], language);
    for (const kind of test.app.portal.mail.kinds()) {
      const texts = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = render(kind, language);
        expect(mail.subject, `${kind} ${language}`).not.toBe('');
        expect(mail.html, `${kind} ${language}`).toContain(`<html lang="${language}">`);
        expect(mail.text, `${kind} ${language}`).toContain('Energia Demo');
        texts.add(mail.text);
      }
      // No language fell back to another's words.
      expect(texts.size, kind).toBe(LANGUAGES.length);
    }
  });
});
