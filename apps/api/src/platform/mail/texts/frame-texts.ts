/** The words of the frame every mail shares (mail-frame.ts), in the six languages of the portal. */
export interface FrameTexts {
  greeting: (name: string | undefined) => string;
  closing: string;
  linkFallback: string;
  automatic: string;
}
