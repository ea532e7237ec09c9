import type { FrameTexts } from './frame-texts.ts';

/** French words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_FR_FR: FrameTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  closing: 'Cordialement,',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
};
