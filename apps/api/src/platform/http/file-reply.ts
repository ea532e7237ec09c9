import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A download as a route's handler answers it: endpointRoute sends it (sendFile) for every
 * endpoint whose contract answers FILE_RESPONSE, so the headers of a file are written once.
 */
export interface FileReply {
  /** The whole file, or a stream of it (an attachment read from its chunks). */
  bytes: Buffer | Uint8Array | string | Readable;
  /** The name the browser saves it under; any characters (see attachmentDisposition). */
  filename: string;
  /** Its media type, e.g. application/pdf. */
  type: string;
  /** The length of a stream, so the browser shows progress; whole bytes are measured by Fastify. */
  size?: number;
  /** Cache-Control; a customer's document is `private, no-store` unless the route says otherwise. */
  cacheControl?: string;
}

/** Sends `file` as an attachment: its type, name, caching and, for a stream, its length. */
export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  reply
    .type(file.type)
    .header('content-disposition', attachmentDisposition(file.filename))
    // The type is ours, never a guess from the bytes: a customer's upload cannot turn into a page.
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  const { bytes } = file;
  const body =
    typeof bytes === 'string' || Buffer.isBuffer(bytes) || bytes instanceof Readable
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return reply.send(body);
}

/**
 * A Content-Disposition header for a download: an ASCII fallback name plus the UTF-8 name
 * (RFC 6266 / RFC 5987), so names with accents survive and quotes cannot break the header.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
