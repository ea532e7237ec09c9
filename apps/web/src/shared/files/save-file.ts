/**
 * Hands a downloaded file to the browser: a temporary object URL on a clicked anchor with the
 * download attribute, released right after. Shared by every feature that downloads (contracts,
 * invoices, payment receipts).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start the download after the click handler returns: release on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
