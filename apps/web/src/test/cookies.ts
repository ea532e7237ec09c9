/** Removes every cookie jsdom holds for the test page. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup resets the jar directly.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup writes the jar directly.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
