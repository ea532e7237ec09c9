import { describe, expect, it } from 'vitest';
import { ZIntegrationTokenCreateSchema } from './integration-tokens.ts';
import { isWebhookUrlAllowed, webhookSignedContent } from './webhooks.ts';

describe('isWebhookUrlAllowed (docs/integration.md)', () => {
  it.each([
    ['https://erp.example/hooks/portal', false, true],
    ['https://erp.example:8443/h?x=1', false, true],
    ['http://erp.example/hooks', false, false],
    ['http://erp.example/hooks', true, false],
    ['http://localhost:3000/h', false, false],
    ['http://localhost:3000/h', true, true],
    ['http://127.0.0.1:3000/h', true, true],
    ['http://[::1]:3000/h', true, true],
    ['http://127.0.0.2/h', true, false],
    ['https://user:secret@erp.example/h', false, false],
    ['ftp://erp.example/h', true, false],
    ['javascript:alert(1)', true, false],
    ['not a url', true, false],
  ])('%s (http to this machine allowed: %s) → %s', (url, allow, expected) => {
    expect(isWebhookUrlAllowed(url, allow)).toBe(expected);
  });
});

describe('webhookSignedContent', () => {
  it('joins the id, the timestamp and the body as sent, by dots', () => {
    expect(webhookSignedContent('evt_1', 1764500000, '{"a":1}')).toBe('evt_1.1764500000.{"a":1}');
  });
});

describe('ZIntegrationTokenCreateSchema', () => {
  it('takes a name and one or more known scopes, each once', () => {
    expect(ZIntegrationTokenCreateSchema.safeParse({ name: ' ERP ', scopes: ['import'] })).toMatchObject({
      success: true,
      data: { name: 'ERP' },
    });
    for (const bad of [
      { name: 'ERP', scopes: [] },
      { name: 'ERP', scopes: ['admin'] },
      { name: 'ERP', scopes: ['import', 'import'] },
      { name: '  ', scopes: ['import'] },
    ])
      expect(ZIntegrationTokenCreateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
