import type { SignupTexts } from './signup-texts.ts';

/** Galician words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_GL_ES: SignupTexts = {
  dataMismatch:
    'Os datos non coinciden cos nosos. Revise o NIF, o número de contrato, o correo electrónico (debe ser o que xa temos seu, onde recibe as facturas ou os avisos) e, se se lle pide, o número de factura.',
  alreadyRegistered: 'Este cliente xa ten unha conta. Inicie sesión ou, se non lembra o contrasinal, solicite un novo.',
  mailed: (email, hours) =>
    `Enviámoslle un correo a ${email} cunha ligazón para activar a conta e escoller o contrasinal. A ligazón funciona durante ${hours} horas. Se non o recibe, mire o cartafol de correo lixo.`,
  activationMail: {
    subject: (o) => `Active a súa conta de ${o}`,
    intro:
      'Recibimos unha solicitude de alta na área de clientes cos seus datos. Para activar a conta, escolla un contrasinal coa ligazón seguinte.',
    validity: (h) => `A ligazón funciona unha soa vez durante ${h} horas.`,
    action: 'Activar a conta',
    ignore: 'Se non solicitou a alta, pode ignorar esta mensaxe: a conta non se activará.',
  },
  attemptMail: {
    subject: 'Intento de alta na área de clientes cos seus datos',
    attempt: (d) =>
      `O día ${d} alguén intentou dar de alta unha conta na área de clientes co seu NIF e un dos seus números de contrato, pero indicando un enderezo de correo electrónico que non temos rexistrado para vostede.`,
    nothingOpened:
      'Non se abriu ningunha conta nin cambiou nada: só enviamos a ligazón de activación a un enderezo que xa temos seu, como este.',
    whatToDo:
      'Se foi vostede, volva darse de alta indicando este enderezo de correo. Se non, non ten que facer nada; se ten dúbidas, póñase en contacto co noso servizo de atención ao cliente.',
  },
};
