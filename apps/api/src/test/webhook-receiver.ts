import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: its path, headers and body as sent. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  received: ReceivedWebhook[];
  /** The statuses to answer on a path, in order; once used up (or none given), 200. */
  answer(path: string, statuses: number[]): void;
  /** The first request on `path` matching `match`, waited for up to `ms`. */
  waitFor(path: string, match?: (r: ReceivedWebhook) => boolean, ms?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** A real HTTP server on a free port of this machine, receiving webhooks as a retailer's system would (the tests of modules/integration). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const plans = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = plans.get(path)?.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (path, statuses) => void plans.set(path, [...statuses]),
    async waitFor(path, match = () => true, ms = 10_000) {
      for (let waited = 0; waited <= ms; waited += 25) {
        const found = received.find((r) => r.path === path && match(r));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no webhook on ${path} within ${ms} ms (${received.length} received in all)`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
