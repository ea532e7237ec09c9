import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { signupAttemptMail } from './attempt-mail.ts';

// 31 March 2025, 10:00 UTC: 12:00 on the Madrid wall clock.
const DATA = { name: 'Laia Ferrer Costa', attemptedAt: new Date('2025-03-31T10:00:00Z'), organisation: 'Energia Demo' };

describe('the sign-up attempt warning', () => {
  it.each([
    ['ca-ES', "Intent d'alta a l'àrea de clients amb les teves dades", 'El dia 31 de març de 2025 a les 12:00 algú'],
    ['es-ES', 'Intento de alta en el área de clientes con tus datos', 'El día 31 de marzo de 2025 a las 12:00 alguien'],
    ['en-US', 'Someone tried to open an account with your details', 'On March 31, 2025 at 12:00\u00a0PM, someone'],
    ['gl-ES', 'Intento de alta na área de clientes cos teus datos', 'O día 31 de marzo de 2025 ás 12:00 alguén'],
    ['fr-FR', "Tentative d'inscription à l'espace client avec vos données", "Le 31 mars 2025 à 12:00, quelqu'un"],
    ['de-DE', 'Versuch, mit Ihren Daten ein Konto zu eröffnen', 'Am 31. März 2025 um 12:00 hat jemand'],
  ] as const)('says in %s when someone tried and that no account was opened, on the shared frame', (language, subject, when) => {
    const mail = signupAttemptMail(DATA, language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(when);
    expect(mail.text).toContain('Laia Ferrer Costa');
    expect(mail.text).toContain('Energia Demo');
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('has six different texts, and no link at all', () => {
    const bodies = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = signupAttemptMail(DATA, language);
      bodies.add(mail.text);
      expect(mail.html).not.toContain('<a ');
      expect(mail.text).not.toMatch(/https?:/);
    }
    expect(bodies.size).toBe(LANGUAGES.length);
  });

  it('escapes the name and the organisation in the HTML', () => {
    const mail = signupAttemptMail({ ...DATA, name: '<b>Laia</b>', organisation: 'A & B' }, 'ca-ES');
    expect(mail.html).toContain('&lt;b&gt;Laia&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).not.toContain('<b>Laia</b>');
  });
});
