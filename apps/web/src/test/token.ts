/** An unsigned token with our claims; the web never verifies signatures. */
export function testToken(
  claims: Partial<{ user_id: number; locale: string; readonly: boolean; exp: number; sid: string; gen: number; staff_id: number }> = {},
): string {
  const payload = {
    user_id: 1,
    locale: 'en-US',
    readonly: false,
    exp: Math.floor(Date.now() / 1000) + 3600,
    sid: 'test-session-012345678',
    gen: 1,
    ...claims,
  };
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
