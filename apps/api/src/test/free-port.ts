import { createServer } from 'node:net';

/** A loopback port nothing listens on at the moment it is asked (the system picks it; the test then starts its server there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
