import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './backoff.ts';
import { escapeHtml, safeHref } from './escape.ts';
import { type NoticeData, noticeTemplate } from './notice-template.ts';
import { MailTemplates } from './templates.ts';
import { toSendError } from './transport.ts';

const notice: NoticeData = {
  subject: 'Your request',
  name: 'Núria',
  paragraphs: ['We received your request.'],
  action: { label: 'Open the portal', url: 'https://portal.example/cases/1' },
  organisation: 'Energia Demo',
};

describe('the notice template', () => {
  it('has its own words in each of the six languages', () => {
    const expected: Record<string, [string, string]> = {
      'ca-ES': ['Hola, Núria:', 'Salutacions cordials,'],
      'es-ES': ['Hola, Núria:', 'Un saludo cordial,'],
      'en-US': ['Hello Núria,', 'Kind regards,'],
      'gl-ES': ['Ola, Núria:', 'Un cordial saúdo,'],
      'fr-FR': ['Bonjour Núria,', 'Cordialement,'],
      'de-DE': ['Guten Tag Núria,', 'Mit freundlichen Grüßen'],
    };
    const footers = new Set<string>();
    for (const language of LANGUAGES) {
      const [greeting, closing] = expected[language] ?? ['', ''];
      const mail = noticeTemplate(notice, language);
      expect(mail.subject).toBe('Your request');
      expect(mail.text.startsWith(`${greeting}\n\nWe received your request.\n`)).toBe(true);
      expect(mail.text).toContain(`${closing}\nEnergia Demo\n`);
      expect(mail.text).toContain('Open the portal: https://portal.example/cases/1');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(escapeHtml(greeting));
      expect(mail.html).toContain('href="https://portal.example/cases/1"');
      footers.add(mail.text.split('--\n')[1] ?? '');
    }
    // Six different automatic-message footers: no language fell back to another's text.
    expect(footers.size).toBe(6);
  });

  it('greets without a name when it has none', () => {
    expect(noticeTemplate({ ...notice, name: undefined }, 'en-US').text.startsWith('Hello,\n')).toBe(true);
    expect(noticeTemplate({ ...notice, name: '  ' }, 'ca-ES').text.startsWith('Hola:\n')).toBe(true);
  });

  it('escapes every interpolated value in the HTML and keeps the text part literal', () => {
    const hostile = '<script>alert("x")</script> & <b>';
    const mail = noticeTemplate(
      {
        subject: `Re: ${hostile}`,
        name: '<img src=x onerror=alert(1)>',
        paragraphs: [hostile],
        action: { label: '"><script>', url: 'https://portal.example/?a=1&b="2"' },
        organisation: 'A & B <Energia>',
      },
      'en-US',
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
    expect(mail.html).toContain('<title>Re: &lt;script&gt;');
    expect(mail.html).toContain('A &amp; B &lt;Energia&gt;');
    expect(mail.html).toContain('href="https://portal.example/?a=1&amp;b=%222%22"');
    expect(mail.text).toContain(hostile);
  });

  it('refuses links that are not http(s) and keeps the subject on one line', () => {
    expect(() => noticeTemplate({ ...notice, action: { label: 'x', url: 'javascript:alert(1)' } }, 'en-US')).toThrow(/http/);
    expect(() => safeHref('data:text/html,hi')).toThrow();
    expect(noticeTemplate({ ...notice, subject: 'One\r\nBcc: victim@example.com' }, 'en-US').subject).toBe('One Bcc: victim@example.com');
  });

  it('shows the subject as written: no override reorders it, no control hides in it', () => {
    // invoice\u202Efdp.exe would read "invoiceexe.pdf" in a mail client.
    expect(noticeTemplate({ ...notice, subject: 'Re: invoice\u202Efdp.exe\u0007' }, 'en-US').subject).toBe('Re: invoice_fdp.exe_');
  });
});

describe('the template registry', () => {
  it('knows the notice from the start and renders a kind only once a module has registered it', () => {
    const templates = new MailTemplates();
    expect(templates.kinds()).toEqual(['notice']);
    expect(templates.render('notice', notice, 'en-US')).toEqual(noticeTemplate(notice, 'en-US'));
    // A kind no module registered: the cast stands for a module that declared its kind but never registered it.
    const unregistered = 'nobody_registered' as 'notice';
    expect(() => templates.render(unregistered, notice, 'en-US')).toThrow(/no template registered for the mail kind nobody_registered/);
  });

  it('takes the same template twice (two apps, one process) but not a second template for a kind', () => {
    const templates = new MailTemplates();
    templates.register('notice', noticeTemplate);
    expect(() => templates.register('notice', (data, language) => noticeTemplate(data, language))).toThrow(/has a template already/);
  });
});

describe('retries', () => {
  it('back off exponentially up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(10)).toBe(DEFAULT_RETRY_POLICY.maxMs);
    expect(retryDelayMs(10_000)).toBe(DEFAULT_RETRY_POLICY.maxMs);
  });

  it('record a short error without the SMTP password, permanent only for a refused recipient or message', () => {
    const auth = toSendError({ code: 'EAUTH', responseCode: 535, message: 'Invalid login: 535 bad s3cret' }, 's3cret');
    expect(auth.message).toBe('EAUTH 535 Invalid login: 535 bad ***');
    expect(auth.permanent).toBe(false);
    expect(toSendError({ code: 'EENVELOPE', responseCode: 550, message: 'No such user' }).permanent).toBe(true);
    expect(toSendError({ code: 'EMESSAGE', responseCode: 451, message: 'later' }).permanent).toBe(false);
    expect(toSendError({ code: 'ECONNECTION', message: 'x'.repeat(1000) }).message.length).toBe(300);
  });
});
