import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { CouponsSection } from './coupons-section.tsx';

const SHOWN = mergeSettings(DEFAULT_SETTINGS, { features: { showCoupons: true } });
const CAMPAIGN = {
  code_url: 'https://www.energiademo.example/amic?codi=AMIC-7Q4K2M',
  campaign: {
    name: 'Friend discount',
    description: 'Share your code: you both get €25 off.',
    url: 'https://www.energiademo.example/en/friend-discount',
  },
};
const TEXT = { title: 'Winter: 10% off energy', description: '<img src=x onerror="alert(1)">10% off in January.' };

function serve(flag: boolean, coupons: unknown = [CAMPAIGN, TEXT]) {
  return stubFetch((call: TFetchCall) => {
    if (call.url.startsWith('/api/v1/feature_flags')) return jsonResponse(200, { feature_flags: { 'coupons.coupon': flag } });
    if (call.url.startsWith('/api/v1/user/coupons')) return jsonResponse(200, coupons);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

const couponCalls = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.url.startsWith('/api/v1/user/coupons'));

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('the coupons on the profile', () => {
  it('shows both shapes as cards once the gate is open, asking in the interface language', async () => {
    const { calls } = serve(true);
    renderWithApp(<CouponsSection />, { settings: SHOWN });
    const section = await screen.findByRole('region', { name: 'Your coupons' });

    const campaign = within(section).getByRole('article', { name: 'Friend discount' });
    expect(campaign.textContent).toContain('Share your code: you both get €25 off.');
    const code = within(campaign).getByTestId('coupon-code-link');
    expect(code.getAttribute('href')).toBe(CAMPAIGN.code_url);
    expect(code.getAttribute('rel')).toBe('noopener noreferrer');
    expect(code.textContent).toBe('Open your coupon code (opens in a new window)');
    expect(within(campaign).getByTestId('coupon-campaign-link').getAttribute('href')).toBe(CAMPAIGN.campaign.url);
    expect(within(campaign).getByTestId('coupon-campaign-link').textContent).toContain('More about Friend discount');

    const text = within(section).getByRole('article', { name: TEXT.title });
    // Server words are text: the markup shows as written and no element is made of it.
    expect(text.textContent).toContain(TEXT.description);
    expect(text.querySelector('img')).toBeNull();
    expect(within(text).queryByRole('link')).toBeNull();

    expect(couponCalls(calls).map((c) => c.url)).toEqual(['/api/v1/user/coupons?lang=en-US']);
  });

  it('says so when there are none', async () => {
    serve(true, []);
    renderWithApp(<CouponsSection />, { settings: SHOWN });
    expect((await screen.findByTestId('profile-coupons-none')).textContent).toBe('You have no coupons at the moment.');
  });

  it('says so when they cannot be loaded, an answer of another shape included', async () => {
    serve(true, [{ code_url: 'javascript:alert(1)', campaign: CAMPAIGN.campaign }]);
    renderWithApp(<CouponsSection />, { settings: SHOWN });
    expect(await screen.findByTestId('profile-coupons-error')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not shown, and not asked for, when showCoupons is off', async () => {
    const { calls } = serve(true);
    const { container } = renderWithApp(<CouponsSection />, { settings: DEFAULT_SETTINGS });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.querySelector('[data-testid^="profile-coupons"]')).toBeNull();
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('disappears once the flag coupons.coupon answers false', async () => {
    serve(false);
    renderWithApp(<CouponsSection />, { settings: SHOWN });
    await waitFor(() => {
      expect(screen.queryByTestId('profile-coupons')).toBeNull();
      expect(screen.queryByTestId('profile-coupons-loading')).toBeNull();
    });
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('accessibility (axe, any impact)', { timeout: 60000 }, () => {
  it('the section with both shapes has no violation (contrast aside: it needs a layout)', async () => {
    serve(true);
    renderWithApp(<CouponsSection />, { settings: SHOWN });
    await screen.findByRole('region', { name: 'Your coupons' });
    const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
