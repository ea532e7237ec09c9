/** The first word of a name, for a bar with no room for the whole of it ("Marta Puig Serra" → "Marta"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for an avatar: first and last word ("Marta Puig Serra" → "MS", "Comercial" → "C"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}
