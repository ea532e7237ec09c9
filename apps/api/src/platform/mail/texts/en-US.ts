import type { FrameTexts } from './frame-texts.ts';

/** English words of the frame every mail shares (greeting, signature, the automatic note). */
export const FRAME_EN_US: FrameTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  closing: 'Kind regards,',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  automatic: 'This message was sent automatically; please do not reply to it.',
};
