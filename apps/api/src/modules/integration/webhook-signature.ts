import { createHmac } from 'node:crypto';
import { webhookSignedContent } from '@portal/domain';

/**
 * The Webhook-Signature header of a delivery: `v1=` and the hex HMAC-SHA256, under the endpoint's
 * secret, of `<id>.<timestamp>.<body>` (the domain's webhookSignedContent; docs/integration.md
 * shows a receiver's check).
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret)
    .update(webhookSignedContent(id, timestamp, body), 'utf8')
    .digest('hex')}`;
}
