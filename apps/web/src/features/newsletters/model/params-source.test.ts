import { describe, expect, it } from 'vitest';
import { paramsOf, searchWithoutParams } from './params-source.ts';

describe('the newsletter page’s signed params (visitor-and-shell §2.8)', () => {
  it('come from the link first, else from the profile’s newsletter_url', () => {
    expect(paramsOf('?params=a.b.c', 'https://portal.example/butlleti?params=x.y.z')).toBe('a.b.c');
    expect(paramsOf('', 'https://portal.example/butlleti?params=x.y.z')).toBe('x.y.z');
    expect(paramsOf('?other=1', null)).toBeUndefined();
    expect(paramsOf('', 'not a url at all ::')).toBeUndefined();
  });

  it('are taken out of the address, the rest kept', () => {
    expect(searchWithoutParams('?params=a.b.c&x=1')).toBe('?x=1');
    expect(searchWithoutParams('?params=a.b.c')).toBe('');
  });
});
