import type { SignupTexts } from './signup-texts.ts';

/** Catalan words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_CA_ES: SignupTexts = {
  dataMismatch:
    'Les dades no coincideixen amb les nostres. Reviseu el NIF, el número de contracte, el correu electrònic (ha de ser el que ja tenim vostre, on rebeu les factures o els avisos) i, si us el demanem, el número de factura.',
  alreadyRegistered: 'Aquest client ja té un compte. Inicieu la sessió o, si no recordeu la contrasenya, demaneu-ne una de nova.',
  mailed: (email, hours) =>
    `Us hem enviat un correu a ${email} amb un enllaç per activar el compte i triar la contrasenya. L'enllaç funciona durant ${hours} hores. Si no el rebeu, mireu la carpeta de correu brossa.`,
  activationMail: {
    subject: (o) => `Activeu el vostre compte de ${o}`,
    intro:
      "Hem rebut una sol·licitud d'alta a l'àrea de clients amb les vostres dades. Per activar el compte, trieu una contrasenya amb l'enllaç següent.",
    validity: (h) => `L'enllaç funciona una sola vegada durant ${h} hores.`,
    action: 'Activa el compte',
    ignore: "Si no heu demanat l'alta, podeu ignorar aquest missatge: el compte no s'activarà.",
  },
  attemptMail: {
    subject: "Intent d'alta a l'àrea de clients amb les vostres dades",
    attempt: (d) =>
      `El dia ${d} algú va intentar donar d'alta un compte a l'àrea de clients amb el vostre NIF i un dels vostres números de contracte, però indicant una adreça electrònica que no tenim registrada per a vós.`,
    nothingOpened:
      "No s'ha obert cap compte ni s'ha canviat res: només enviem l'enllaç d'activació a una adreça que ja tenim vostra, com aquesta.",
    whatToDo:
      "Si éreu vós, torneu a donar-vos d'alta indicant aquesta adreça electrònica. Si no, no cal que feu res; si teniu dubtes, poseu-vos en contacte amb el nostre servei d'atenció al client.",
  },
};
