import { open } from 'node:fs/promises';

/**
 * A file received with a form (platform/uploads parses it), waiting in a temporary file until the
 * repo that keeps it copies its bytes into the chunk tables. Declared here because db/ stores it and
 * imports nothing of platform/.
 */
export interface UploadedFile {
  field: string;
  /**
   * The name the browser sent, cleaned by the domain's uploadFileName (controls and bidirectional
   * overrides replaced, bounded, never empty); kept only as a label, never used to decide anything.
   */
  filename: string;
  /** Detected from the bytes. */
  mime: string;
  /** The temporary file holding the bytes until the request ends (removed with the form). */
  path: string;
  size: number;
}

/**
 * Hands the file's bytes to `write` one chunk of `chunkBytes` at a time, in order (seq 0, 1…),
 * never the whole file at once; an empty file is one empty chunk, so every stored file has its
 * chunk 0. How uploads reach the database's chunk tables (attachment_chunks, case_attachment_chunks).
 */
export async function forEachChunk(
  file: UploadedFile,
  chunkBytes: number,
  write: (seq: number, bytes: Buffer) => Promise<void>,
): Promise<void> {
  const handle = await open(file.path, 'r');
  try {
    let seq = 0;
    let copied = 0;
    for (;;) {
      const bytes = await readChunk(handle, copied, chunkBytes);
      if (bytes.length === 0 && seq > 0) break;
      await write(seq, bytes);
      copied += bytes.length;
      seq += 1;
      if (bytes.length < chunkBytes) break;
    }
    if (copied !== file.size) throw new Error(`upload ${file.filename}: copied ${copied} of ${file.size} bytes`);
  } finally {
    await handle.close();
  }
}

/** One chunk from `position`: full unless the file ends first (a read may answer less than asked). */
async function readChunk(handle: Awaited<ReturnType<typeof open>>, position: number, chunkBytes: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(chunkBytes);
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
