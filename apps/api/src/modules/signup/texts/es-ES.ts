import type { SignupTexts } from './signup-texts.ts';

/** Spanish words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_ES_ES: SignupTexts = {
  dataMismatch:
    'Los datos no coinciden con los nuestros. Revise el NIF, el número de contrato, el correo electrónico (debe ser el que ya tenemos suyo, donde recibe las facturas o los avisos) y, si se le pide, el número de factura.',
  alreadyRegistered: 'Este cliente ya tiene una cuenta. Inicie sesión o, si no recuerda la contraseña, solicite una nueva.',
  mailed: (email, hours) =>
    `Le hemos enviado un correo a ${email} con un enlace para activar la cuenta y elegir la contraseña. El enlace funciona durante ${hours} horas. Si no lo recibe, mire la carpeta de correo no deseado.`,
  activationMail: {
    subject: (o) => `Active su cuenta de ${o}`,
    intro:
      'Hemos recibido una solicitud de alta en el área de clientes con sus datos. Para activar la cuenta, elija una contraseña con el enlace siguiente.',
    validity: (h) => `El enlace funciona una sola vez durante ${h} horas.`,
    action: 'Activar la cuenta',
    ignore: 'Si no ha solicitado el alta, puede ignorar este mensaje: la cuenta no se activará.',
  },
  attemptMail: {
    subject: 'Intento de alta en el área de clientes con sus datos',
    attempt: (d) =>
      `El día ${d} alguien intentó dar de alta una cuenta en el área de clientes con su NIF y uno de sus números de contrato, pero indicando una dirección de correo electrónico que no tenemos registrada para usted.`,
    nothingOpened:
      'No se ha abierto ninguna cuenta ni ha cambiado nada: solo enviamos el enlace de activación a una dirección que ya tenemos suya, como esta.',
    whatToDo:
      'Si fue usted, vuelva a darse de alta indicando esta dirección de correo. Si no, no tiene que hacer nada; si tiene dudas, póngase en contacto con nuestro servicio de atención al cliente.',
  },
};
