import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a signing code by text message. The portal ships no provider: a retailer plugs theirs in
 * behind this interface (signaturesModule's `sms`); the default only logs that a code was sent,
 * never the code itself.
 */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

/** The default: writes to the log that a text would have gone out, and to which masked number. */
export class LoggingSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: { to: string; text: string }): Promise<void> {
    this.log.info({ to: `***${message.to.replace(/\D/g, '').slice(-3)}` }, 'signing code by text message: no SMS provider configured');
  }
}
