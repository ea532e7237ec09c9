import type { SignupTexts } from './signup-texts.ts';

/** English words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_EN_US: SignupTexts = {
  dataMismatch:
    'The details do not match our records. Check the tax ID, the contract number, the e-mail (it must be the one we already have for you, where you receive invoices or notices) and, if asked, the invoice number.',
  alreadyRegistered: 'This customer already has an account. Sign in or, if you forgot the password, ask for a new one.',
  mailed: (email, hours) =>
    `We have sent an e-mail to ${email} with a link to activate the account and choose the password. The link works for ${hours} ${hours === 1 ? 'hour' : 'hours'}. If it does not arrive, check the spam folder.`,
  activationMail: {
    subject: (o) => `Activate your ${o} account`,
    intro:
      'We received a request to sign up to the customer area with your details. To activate the account, choose a password with the link below.',
    validity: (h) => `The link works once, for ${h} ${h === 1 ? 'hour' : 'hours'}.`,
    action: 'Activate the account',
    ignore: 'If you did not sign up, you can ignore this message: the account will not be activated.',
  },
  attemptMail: {
    subject: 'Someone tried to open an account with your details',
    attempt: (d) =>
      `On ${d}, someone tried to open a customer area account with your tax ID and one of your contract numbers, but gave an e-mail address we do not have for you.`,
    nothingOpened:
      'No account was opened and nothing has changed: we only send the activation link to an address we already have for you, such as this one.',
    whatToDo:
      'If it was you, sign up again giving this e-mail address. If it was not, you do not need to do anything; if in doubt, contact our customer service.',
  },
};
