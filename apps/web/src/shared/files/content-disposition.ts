/**
 * The file name a download announces (customer-area §7: "file name from content-disposition").
 * RFC 6266: `filename*=UTF-8''…` (percent-encoded) wins over `filename="…"`; without either the
 * fallback is used. Path separators are dropped so a name can never point elsewhere.
 */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]?.trim()) : undefined;
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe || fallback;
}
