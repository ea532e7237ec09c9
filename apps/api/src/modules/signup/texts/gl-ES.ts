import type { SignupTexts } from './signup-texts.ts';

/** Galician words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_GL_ES: SignupTexts = {
  dataMismatch:
    'Os datos non coinciden cos nosos. Revisa o NIF, o número de contrato, o correo electrónico (debe ser o que xa temos teu, onde recibes as facturas ou os avisos) e, se se che pide, o número de factura.',
  alreadyRegistered: 'Este cliente xa ten unha conta. Inicia sesión ou, se non lembras o contrasinal, solicita un novo.',
  mailed: (email, hours) =>
    `Enviámosche un correo a ${email} cunha ligazón para activar a conta e escoller o contrasinal. A ligazón funciona durante ${hours} ${hours === 1 ? 'hora' : 'horas'}. Se non o recibes, mira o cartafol de correo lixo.`,
  activationMail: {
    subject: (o) => `Activa a túa conta de ${o}`,
    intro:
      'Recibimos unha solicitude de alta na área de clientes cos teus datos. Para activar a conta, escolle un contrasinal coa ligazón seguinte.',
    validity: (h) => `A ligazón funciona unha soa vez durante ${h} ${h === 1 ? 'hora' : 'horas'}.`,
    action: 'Activar a conta',
    ignore: 'Se non solicitaches a alta, podes ignorar esta mensaxe: a conta non se activará.',
  },
  attemptMail: {
    subject: 'Intento de alta na área de clientes cos teus datos',
    attempt: (d) =>
      `O día ${d} alguén intentou dar de alta unha conta na área de clientes co teu NIF e un dos teus números de contrato, pero indicando un enderezo de correo electrónico que non temos rexistrado para ti.`,
    nothingOpened:
      'Non se abriu ningunha conta nin cambiou nada: só enviamos a ligazón de activación a un enderezo que xa temos teu, como este.',
    whatToDo:
      'Se fuches ti, volve darte de alta indicando este enderezo de correo. Se non, non tes que facer nada; se tes dúbidas, ponte en contacto co noso servizo de atención ao cliente.',
  },
};
