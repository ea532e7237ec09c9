import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { simplePdf } from '../seed/demo/pdf-bytes.ts';
import type { FilePart } from './contracts-test-support.ts';

/** Test helpers of bounded uploads (not a test file: imported by them). */

/**
 * A PDF of exactly `size` bytes: a real one-page PDF followed by random bytes (readers stop at
 * %%EOF; file-type knows it from its first bytes), so content mix-ups in chunks show.
 */
export function pdfOfSize(size: number, title = 'Certificat'): Buffer {
  const head = simplePdf(title, ['ES84 0049 0001 5800 0123 4567']);
  if (size < head.length) throw new Error(`a PDF needs at least ${head.length} bytes`);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

export const pdfPart = (bytes: Buffer, filename = 'certificat.pdf'): FilePart => ({ filename, contentType: 'application/pdf', bytes });

/** Where a test app's uploads wait (app.ts: DATA_DIR/upload-tmp). */
export const uploadTmpDir = (dataDir: string): string => path.join(dataDir, 'upload-tmp');

/** What is left under the upload folder: nothing once every request has ended. */
export async function uploadLeftovers(dataDir: string): Promise<string[]> {
  const folder = uploadTmpDir(dataDir);
  const entries = await readdir(folder).catch(() => [] as string[]);
  const inside = await Promise.all(entries.map(async (entry) => [entry, ...(await readdir(path.join(folder, entry)).catch(() => []))]));
  return inside.flat();
}

/**
 * A multipart body sent as a stream held open: the first `held` bytes go at once, the rest when
 * `release()` is called, as a slow connection would send them.
 */
export function heldBody(body: Buffer, held: number): { stream: PassThrough; release(): void } {
  const stream = new PassThrough();
  stream.write(body.subarray(0, held));
  return {
    stream,
    release() {
      stream.end(body.subarray(held));
    },
  };
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
