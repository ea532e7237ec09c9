import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { type PasswordResetMailData, passwordResetMail } from './reset-mail.ts';

const data: PasswordResetMailData = {
  name: 'Marta',
  url: 'https://portal.example/recordar-clau?token=abc_DEF-123',
  validMinutes: 60,
  organisation: 'Energia Demo',
};

describe('the password-reset mail', () => {
  it('has its own words in each of the six languages, with the link in the text and the HTML', () => {
    const expected: Record<string, [string, string]> = {
      'ca-ES': ['Restabliment de la contrasenya', "caduca d'aquí a 1 hora"],
      'es-ES': ['Restablecimiento de la contraseña', 'caduca dentro de 1 hora'],
      'en-US': ['Reset your password', 'expires in 1 hour'],
      'gl-ES': ['Restablecemento do contrasinal', 'caduca dentro de 1 hora'],
      'fr-FR': ['Réinitialisation du mot de passe', 'expire dans 1 heure'],
      'de-DE': ['Passwort zurücksetzen', 'läuft in 1 Stunde ab'],
    };
    const intros = new Set<string>();
    for (const language of LANGUAGES) {
      const [subject, validity] = expected[language]!;
      const mail = passwordResetMail(data, language);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(validity);
      expect(mail.text).toContain(`: ${data.url}\n`);
      expect(mail.text).toContain('Energia Demo');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`href="${data.url}"`);
      expect(mail.html).toContain('<meta name="referrer" content="no-referrer">');
      intros.add(mail.text.split('\n')[2]!);
    }
    expect(intros.size).toBe(6);
  });

  it('says minutes and hours as each language does', () => {
    expect(passwordResetMail({ ...data, validMinutes: 30 }, 'ca-ES').text).toContain("d'aquí a 30 minuts");
    expect(passwordResetMail({ ...data, validMinutes: 120 }, 'de-DE').text).toContain('in 2 Stunden ab');
    expect(passwordResetMail({ ...data, validMinutes: 1 }, 'en-US').text).toContain('in 1 minute.');
  });

  it('escapes the name and the organisation, and refuses a link that is not http(s)', () => {
    const mail = passwordResetMail({ ...data, name: '<b>Marta</b>', organisation: 'A & B "SL"' }, 'en-US');
    expect(mail.html).toContain('Hello &lt;b&gt;Marta&lt;/b&gt;,');
    expect(mail.html).toContain('A &amp; B &quot;SL&quot;');
    expect(mail.html).not.toContain('<b>Marta</b>');
    expect(() => passwordResetMail({ ...data, url: 'javascript:alert(1)' }, 'en-US')).toThrow();
  });
});
