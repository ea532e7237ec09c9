import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides credentials carried in the address', () => {
    expect(redactUrl('/?token=eyJ.abc.def')).toBe('/?token=[redacted]');
    expect(redactUrl('/acces?id_client=demo-partner&secret=s3cret&lang=ca')).toBe('/acces?id_client=[redacted]&secret=[redacted]&lang=ca');
    expect(redactUrl('/connect?code=xyz&state=abc.def#top')).toBe('/connect?code=[redacted]&state=[redacted]#top');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/v2/contracts?offset=10&limit=5')).toBe('/api/v2/contracts?offset=10&limit=5');
    expect(redactUrl('/api/v1/tokens/list')).toBe('/api/v1/tokens/list');
  });
});
