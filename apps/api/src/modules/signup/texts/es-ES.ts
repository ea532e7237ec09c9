import type { SignupTexts } from './signup-texts.ts';

/** Spanish words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_ES_ES: SignupTexts = {
  dataMismatch:
    'Los datos no coinciden con los nuestros. Revisa el NIF, el número de contrato, el correo electrónico (debe ser el que ya tenemos tuyo, donde recibes las facturas o los avisos) y, si se te pide, el número de factura.',
  alreadyRegistered: 'Este cliente ya tiene una cuenta. Inicia sesión o, si no recuerdas la contraseña, solicita una nueva.',
  mailed: (email, hours) =>
    `Te hemos enviado un correo a ${email} con un enlace para activar la cuenta y elegir la contraseña. El enlace funciona durante ${hours} ${hours === 1 ? 'hora' : 'horas'}. Si no lo recibes, mira la carpeta de correo no deseado.`,
  activationMail: {
    subject: (o) => `Activa tu cuenta de ${o}`,
    intro:
      'Hemos recibido una solicitud de alta en el área de clientes con tus datos. Para activar la cuenta, elige una contraseña con el enlace siguiente.',
    validity: (h) => `El enlace funciona una sola vez durante ${h} ${h === 1 ? 'hora' : 'horas'}.`,
    action: 'Activar la cuenta',
    ignore: 'Si no has solicitado el alta, puedes ignorar este mensaje: la cuenta no se activará.',
  },
  attemptMail: {
    subject: 'Intento de alta en el área de clientes con tus datos',
    attempt: (d) =>
      `El día ${d} alguien intentó dar de alta una cuenta en el área de clientes con tu NIF y uno de tus números de contrato, pero indicando una dirección de correo electrónico que no tenemos registrada para ti.`,
    nothingOpened:
      'No se ha abierto ninguna cuenta ni ha cambiado nada: solo enviamos el enlace de activación a una dirección que ya tenemos tuya, como esta.',
    whatToDo:
      'Si fuiste tú, vuelve a darte de alta indicando esta dirección de correo. Si no, no tienes que hacer nada; si tienes dudas, ponte en contacto con nuestro servicio de atención al cliente.',
  },
};
