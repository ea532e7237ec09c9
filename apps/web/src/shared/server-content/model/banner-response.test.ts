import { ZBannerResponseSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { bannerFromResponse } from './banner-response.ts';

const CASES: unknown[] = [
  {
    banner: { code: 'home', kind: 'image', mime_type: 'image/png', content: 'iVBORw0KGgo=', link: 'https://x.example', language: 'ca-ES' },
  },
  { banner: { code: 'login', kind: 'html', content: '<p>Hola</p>', link: null, language: 'es-ES' } },
  { banner: { code: 'login', kind: 'html', content: '<p>Hola</p>', link: null } },
  { banner: { code: 'login', kind: 'html', content: '<p>Hola</p>', link: null, language: 'pt-PT' } },
  { banner: { code: 'bad', kind: 'image', mime_type: 'image/svg+xml', content: 'PHN2Zz4=', link: null, language: 'ca-ES' } },
  { banner: { code: 'bad', kind: 'video', content: 'x', link: null, language: 'ca-ES' } },
  { banner: { code: 7, kind: 'html', content: 'x', link: null, language: 'ca-ES' } },
  { banner: { code: 'x', kind: 'html', content: 'x', link: 3, language: 'ca-ES' } },
  { nope: true },
  null,
];

describe('bannerFromResponse', () => {
  it.each(CASES)('agrees with ZBannerResponseSchema on %j', (body) => {
    const parsed = ZBannerResponseSchema.safeParse(body);
    if (parsed.success) expect(bannerFromResponse(body)).toEqual(parsed.data.banner);
    else expect(() => bannerFromResponse(body)).toThrow('Invalid banner response');
  });
});
