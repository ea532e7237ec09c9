import { isAllowedUploadMime, type TWizardFile } from '@portal/domain';

/**
 * A picked file as the lead sends it (§3.9 "name plus base64 content"): a data URL whose type is
 * the file's real one, read from its first bytes (magic numbers), as the API checks it; a file
 * whose bytes are none of the upload types keeps the type the browser named, which the step's
 * schema refuses (invalid_attachment_type).
 */
const SIGNATURES: readonly { mime: string; at: number; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46] },
  { mime: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { mime: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { mime: 'image/tiff', at: 0, bytes: [0x49, 0x49, 0x2a, 0x00] },
  { mime: 'image/tiff', at: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { mime: 'image/bmp', at: 0, bytes: [0x42, 0x4d] },
  { mime: 'image/heic', at: 4, bytes: [0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63] },
];

/** The upload type the first bytes say, if any. */
export function sniffedType(head: Uint8Array): string | undefined {
  return SIGNATURES.find(({ at, bytes }) => bytes.every((byte, index) => head[at + index] === byte))?.mime;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

export async function wizardFileOf(file: File): Promise<TWizardFile> {
  const [head, dataUrl] = await Promise.all([readHead(file), readAsDataUrl(file)]);
  const real = sniffedType(head);
  const declared = file.type && isAllowedUploadMime(file.type) ? file.type : 'application/octet-stream';
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return { name: file.name, content: `data:${real ?? declared};base64,${base64}` };
}
