import type { SignupTexts } from './signup-texts.ts';

/** German words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_DE_DE: SignupTexts = {
  dataMismatch:
    'Die Angaben stimmen nicht mit unseren Daten überein. Prüfen Sie die Steuernummer, die Vertragsnummer, die E-Mail-Adresse (es muss die sein, die wir bereits von Ihnen haben und an die wir Rechnungen oder Mitteilungen senden) und, falls verlangt, die Rechnungsnummer.',
  alreadyRegistered:
    'Dieser Kunde hat bereits ein Konto. Melden Sie sich an oder fordern Sie ein neues Passwort an, falls Sie es vergessen haben.',
  mailed: (email, hours) =>
    `Wir haben eine E-Mail an ${email} gesendet, mit einem Link, um das Konto zu aktivieren und das Passwort zu wählen. Der Link funktioniert ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang. Falls sie nicht ankommt, sehen Sie im Spam-Ordner nach.`,
  activationMail: {
    subject: (o) => `Aktivieren Sie Ihr Konto bei ${o}`,
    intro:
      'Wir haben mit Ihren Daten eine Registrierung für den Kundenbereich erhalten. Um das Konto zu aktivieren, wählen Sie über den folgenden Link ein Passwort.',
    validity: (h) => `Der Link funktioniert ein einziges Mal und ${h} ${h === 1 ? 'Stunde' : 'Stunden'} lang.`,
    action: 'Konto aktivieren',
    ignore: 'Falls Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren: Das Konto wird nicht aktiviert.',
  },
  attemptMail: {
    subject: 'Versuch, mit Ihren Daten ein Konto zu eröffnen',
    attempt: (d) =>
      `Am ${d} hat jemand versucht, mit Ihrer Steuernummer und einer Ihrer Vertragsnummern ein Konto für den Kundenbereich zu eröffnen, jedoch mit einer E-Mail-Adresse, die wir für Sie nicht gespeichert haben.`,
    nothingOpened:
      'Es wurde kein Konto eröffnet und nichts geändert: Den Aktivierungslink senden wir nur an eine Adresse, die wir bereits von Ihnen haben, wie diese.',
    whatToDo:
      'Falls Sie es waren, registrieren Sie sich erneut mit dieser E-Mail-Adresse. Andernfalls müssen Sie nichts tun; wenden Sie sich bei Fragen an unseren Kundenservice.',
  },
};
