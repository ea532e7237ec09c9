import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { accountActivationMail } from './activation-mail.ts';

const DATA = { name: 'Laia Ferrer', url: 'https://portal.example/activacio?key=abc_-1', validHours: 48, organisation: 'Energia Demo' };

describe('the account activation mail', () => {
  it('has its own words in each of the six languages, with the link and its validity', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = accountActivationMail(DATA, language);
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Energia Demo');
      expect(mail.text).toContain(': https://portal.example/activacio?key=abc_-1');
      expect(mail.text).toContain('48');
      expect(mail.text).toContain('Laia Ferrer');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain('href="https://portal.example/activacio?key=abc_-1"');
    }
    expect(subjects.size).toBe(6);
    expect(accountActivationMail(DATA, 'de-DE').subject).toBe('Aktivieren Sie Ihr Konto bei Energia Demo');
  });

  it('escapes the name and the organisation in the HTML and refuses a link that is not http(s)', () => {
    const mail = accountActivationMail({ ...DATA, name: '<b>Laia</b>', organisation: 'A & B' }, 'ca-ES');
    expect(mail.html).toContain('&lt;b&gt;Laia&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).not.toContain('<b>Laia</b>');
    expect(() => accountActivationMail({ ...DATA, url: 'javascript:alert(1)' }, 'ca-ES')).toThrow();
  });
});
