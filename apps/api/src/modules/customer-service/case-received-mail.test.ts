import { LANGUAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { caseReceivedMail } from './case-received-mail.ts';

const signed = { caseNumber: 'CON-2026-000042', caseSubject: 'Canvi de titular', name: 'Marta', organisation: 'Energia Demo' };
const visitor = { caseNumber: 'WEB-2026-000042', organisation: 'Energia Demo' };

describe('the case_received template', () => {
  it('gives a signed-in customer the case number and their own subject in each of the six languages, each its own words', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = caseReceivedMail(signed, language);
      expect(mail.subject).toContain('CON-2026-000042');
      expect(mail.text).toContain('CON-2026-000042');
      expect(mail.html).toContain('CON-2026-000042');
      expect(mail.text).toContain('Canvi de titular');
      expect(mail.html).toContain(`<html lang="${language}">`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('gives a visitor the case number only, greeted without a name, and says what to do if they never wrote', () => {
    const notes = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = caseReceivedMail(visitor, language);
      const signedMail = caseReceivedMail({ ...signed, caseNumber: visitor.caseNumber, name: undefined }, language);
      expect(mail.subject).toBe(signedMail.subject);
      expect(mail.text).toContain('WEB-2026-000042');
      // No "Subject:" line, and one paragraph the signed mail has not: the note for whoever did not write.
      const lines = (text: string) => text.split('\n').filter((line) => line !== '');
      const extra = lines(mail.text).filter((line) => !lines(signedMail.text).includes(line));
      expect(extra).toHaveLength(1);
      expect(lines(signedMail.text).filter((line) => !lines(mail.text).includes(line))).toEqual([
        expect.stringContaining('Canvi de titular'),
      ]);
      notes.add(extra[0]!);
    }
    expect(notes.size).toBe(LANGUAGES.length);
    expect(caseReceivedMail(visitor, 'en-US').text.startsWith('Hello,\n')).toBe(true);
  });

  it('calls an ATC claim a claim, never an enquiry, in each of the six languages, with its reason', () => {
    const enquiry = /consulta|enquiry|demande|anfrage/i;
    const claimWord: Record<string, RegExp> = {
      'ca-ES': /reclamació/,
      'es-ES': /reclamación/,
      'gl-ES': /reclamación/,
      'en-US': /claim/,
      'fr-FR': /réclamation/,
      'de-DE': /Reklamation/,
    };
    for (const language of LANGUAGES) {
      const mail = caseReceivedMail({ ...signed, caseNumber: 'ATC-2026-000042', caseSubject: 'Lectura errònia', claim: true }, language);
      expect(mail.subject).toMatch(claimWord[language]!);
      expect(mail.subject).not.toMatch(enquiry);
      expect(mail.text).toMatch(claimWord[language]!);
      expect(mail.text).not.toMatch(enquiry);
      expect(mail.text).toContain('ATC-2026-000042');
      expect(mail.text).toContain('Lectura errònia');
    }
  });

  it('escapes the customer’s subject in the HTML, keeps it literal in the text, and keeps the subject header on one line', () => {
    const mail = caseReceivedMail({ ...signed, caseSubject: '<script>alert(1)</script> & "x"', name: '<b>M</b>' }, 'ca-ES');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(mail.html).toContain('&lt;b&gt;M&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert(1)</script> & "x"');
    const broken = caseReceivedMail({ ...signed, caseNumber: 'CON-1\r\nBcc: x@example.com' }, 'ca-ES');
    expect(broken.subject).not.toMatch(/[\r\n]/);
  });
});
