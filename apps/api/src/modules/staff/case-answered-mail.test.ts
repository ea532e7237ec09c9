import { CASE_OUTCOMES, LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { type CaseAnsweredData, caseAnsweredMail, caseOutcomeLabel } from './case-answered-mail.ts';

const reply = (body: string): CaseAnsweredData => ({
  caseNumber: 'ATC-2026-000123',
  change: { kind: 'reply', body, label: 'Atenció al client' },
  url: 'https://portal.example/solicituts/ATC-2026-000123',
  name: 'Marta Puig Serra',
  organisation: 'Energia Demo',
});

describe('the case_answered mail', () => {
  it('has its own words in each of the six languages, the number in the subject and the link in both parts', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = caseAnsweredMail(reply('Resposta'), language);
      subjects.add(mail.subject);
      expect(mail.subject).toContain('ATC-2026-000123');
      expect(mail.text).toContain('https://portal.example/solicituts/ATC-2026-000123');
      expect(mail.html).toContain('href="https://portal.example/solicituts/ATC-2026-000123"');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain('Energia Demo');
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('names every outcome in every language, no two outcomes alike within one', () => {
    for (const language of LANGUAGES) {
      const labels = CASE_OUTCOMES.map((outcome) => caseOutcomeLabel(outcome, language));
      expect(new Set(labels).size).toBe(CASE_OUTCOMES.length);
      const mail = caseAnsweredMail({ ...reply(''), change: { kind: 'outcome', outcome: 'denied' } }, language);
      expect(mail.text).toContain(caseOutcomeLabel('denied', language));
    }
    expect(caseOutcomeLabel('additional_information_needed', 'de-DE')).toBe('Weitere Informationen erforderlich');
  });

  it('escapes the reply and the label in the HTML, keeps line breaks, and keeps the subject on one line', () => {
    const mail = caseAnsweredMail(
      {
        ...reply('<img src=x onerror=alert(1)>\nline two'),
        change: { kind: 'reply', body: '<img src=x onerror=alert(1)>\nline two', label: '<b>Staff</b>' },
      },
      'en-US',
    );
    expect(mail.html).not.toMatch(/<img|<b>Staff/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>line two');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>\nline two');
    expect(caseAnsweredMail({ ...reply('x'), caseNumber: 'ATC-1\r\nBcc: a@b.c' }, 'en-US').subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => caseAnsweredMail({ ...reply('x'), url: 'javascript:alert(1)' }, 'ca-ES')).toThrow();
  });
});
