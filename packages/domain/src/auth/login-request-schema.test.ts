import { describe, expect, it } from 'vitest';
import { ZLoginRequestSchema } from './login-request-schema.ts';

describe('ZLoginRequestSchema', () => {
  it('trims the user and needs both fields', () => {
    expect(ZLoginRequestSchema.parse({ user: ' 12345678Z ', password: 'x' })).toEqual({ user: '12345678Z', password: 'x' });
    const bad = ZLoginRequestSchema.safeParse({ user: '   ', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['user', 'required_field'],
      ['password', 'required_field'],
    ]);
  });
  it('refuses overlong input', () => {
    const bad = ZLoginRequestSchema.safeParse({ user: 'X'.repeat(33), password: 'p' });
    expect(bad.error?.issues[0]?.message).toBe('login_user_too_long');
  });
});
