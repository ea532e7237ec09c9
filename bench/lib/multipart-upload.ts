import { randomBytes } from 'node:crypto';
import { simplePdf } from '../../apps/api/src/seed/demo/pdf-bytes.ts';

/**
 * A maximal valid PDF: a real one-page PDF padded after %%EOF to `bytes` with random bytes, as
 * incompressible as a scan's image streams (padding of spaces would let PostgreSQL's TOAST
 * compression hide the bytes stored).
 */
export function maximalPdf(bytes: number): Buffer {
  const head = simplePdf('Certificat de titularitat', ['ES84 0049 0001 5800 0123 4567']);
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

/**
 * A multipart body as a stream of shared buffers (the benchmark holds one copy of the file):
 * the text fields, then `copies` parts of `file` under the field `fileField`.
 */
export async function* multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: Buffer,
  copies: number,
  fileField: string,
): AsyncGenerator<Uint8Array> {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (let i = 0; i < copies; i += 1) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="document-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    for (let at = 0; at < file.length; at += 1 << 20) yield file.subarray(at, at + (1 << 20));
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** POSTs the form streamed; answers the status and the body. */
export async function postMultipart(
  url: string,
  headers: Record<string, string>,
  form: { fields: Record<string, string>; file: Buffer; copies: number; fileField: string },
): Promise<{ status: number; body: string }> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(boundary, form.fields, form.file, form.copies, form.fileField) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.text() };
}
