import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';

const data = { caseNumber: 'CON-2026-000042', caseSubject: 'Canvi de titular', name: 'Marta', organisation: 'Energia Demo' };

describe('the case_received template', () => {
  it('gives the case number and the subject in each of the six languages, each its own words', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderMail('case_received', data, language);
      expect(mail.subject).toContain('CON-2026-000042');
      expect(mail.text).toContain('CON-2026-000042');
      expect(mail.html).toContain('CON-2026-000042');
      expect(mail.text).toContain('Canvi de titular');
      expect(mail.html).toContain(`<html lang="${language}">`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('greets a visitor without a name', () => {
    expect(renderMail('case_received', { ...data, name: undefined }, 'en-US').text.startsWith('Hello,\n')).toBe(true);
  });

  it('escapes the customer’s subject in the HTML, keeps it literal in the text, and keeps the subject header on one line', () => {
    const mail = renderMail('case_received', { ...data, caseSubject: '<script>alert(1)</script> & "x"', name: '<b>M</b>' }, 'ca-ES');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(mail.html).toContain('&lt;b&gt;M&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert(1)</script> & "x"');
    const broken = renderMail('case_received', { ...data, caseNumber: 'CON-1\r\nBcc: x@example.com' }, 'ca-ES');
    expect(broken.subject).not.toMatch(/[\r\n]/);
  });
});
