import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sendFile } from './file-reply.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('instal·lació "nova".pdf')).toBe(
      `attachment; filename="instal_lacio _nova_.pdf"; filename*=UTF-8''instal%C2%B7laci%C3%B3%20%22nova%22.pdf`,
    );
  });
});

describe('sendFile', () => {
  it('sends bytes, text or a stream with the type, the name, no-store and nosniff', async () => {
    const app = Fastify();
    app.get('/bytes', (_request, reply) =>
      sendFile(reply, { bytes: new Uint8Array([1, 2, 3]), filename: 'a.bin', type: 'application/octet-stream' }),
    );
    app.get('/text', (_request, reply) => sendFile(reply, { bytes: 'a;b\n', filename: 'consum.csv', type: 'text/csv; charset=utf-8' }));
    app.get('/stream', (_request, reply) =>
      sendFile(reply, { bytes: Readable.from([Buffer.from('ab'), Buffer.from('c')]), size: 3, filename: 'c.txt', type: 'text/plain' }),
    );
    for (const [url, type, body] of [
      ['/bytes', 'application/octet-stream', '\u0001\u0002\u0003'],
      ['/text', 'text/csv; charset=utf-8', 'a;b\n'],
      ['/stream', 'text/plain', 'abc'],
    ] as const) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-type'], url).toBe(type);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['content-disposition'], url).toMatch(/^attachment; filename="/);
      expect(answer.headers['content-length'], url).toBe(String(Buffer.byteLength(body)));
      expect(answer.body, url).toBe(body);
    }
    await app.close();
  });
});
