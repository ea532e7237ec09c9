import { catalanDe } from '@portal/domain/i18n/catalan-de';
import type { SignupTexts } from './signup-texts.ts';

/** Catalan words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_CA_ES: SignupTexts = {
  dataMismatch:
    "Les dades no coincideixen amb les nostres. Revisa el NIF, el número de contracte, el correu electrònic (ha de ser el que ja tenim teu, on reps les factures o els avisos) i, si te'l demanem, el número de factura.",
  alreadyRegistered: "Aquest client ja té un compte. Inicia la sessió o, si no recordes la contrasenya, demana'n una de nova.",
  mailed: (email, hours) =>
    `T'hem enviat un correu a ${email} amb un enllaç per activar el compte i triar la contrasenya. L'enllaç funciona durant ${hours} ${hours === 1 ? 'hora' : 'hores'}. Si no el reps, mira la carpeta de correu brossa.`,
  activationMail: {
    subject: (o) => `Activa el teu compte ${catalanDe(o)}`,
    intro:
      "Hem rebut una sol·licitud d'alta a l'àrea de clients amb les teves dades. Per activar el compte, tria una contrasenya amb l'enllaç següent.",
    validity: (h) => `L'enllaç funciona una sola vegada durant ${h} ${h === 1 ? 'hora' : 'hores'}.`,
    action: 'Activa el compte',
    ignore: "Si no has demanat l'alta, pots ignorar aquest missatge: el compte no s'activarà.",
  },
  attemptMail: {
    subject: "Intent d'alta a l'àrea de clients amb les teves dades",
    attempt: (d) =>
      `El dia ${d} algú va intentar donar d'alta un compte a l'àrea de clients amb el teu NIF i un dels teus números de contracte, però indicant una adreça electrònica que no tenim registrada per a tu.`,
    nothingOpened:
      "No s'ha obert cap compte ni s'ha canviat res: només enviem l'enllaç d'activació a una adreça que ja tenim teva, com aquesta.",
    whatToDo:
      "Si eres tu, torna a donar-te d'alta indicant aquesta adreça electrònica. Si no, no cal que facis res; si tens dubtes, posa't en contacte amb el nostre servei d'atenció al client.",
  },
};
