import '../../test/dom.ts';
import { DEFAULT_SETTINGS, INVALID_FEATURE_FLAGS, mergeSettings } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import { Gate } from './gate.tsx';
import { useFlagsQuery } from './use-flags.ts';

// The customer-service gate: the contact feature (on by default) and the server flag crm.case.
const gated = (
  <Gate name="customerService" fallback={<span data-testid="fallback" />}>
    <span data-testid="guarded" />
  </Gate>
);

/** What the flags call holds, as the gates read it. */
function FlagsProbe() {
  const flags = useFlagsQuery(false);
  return (
    <>
      <output data-testid="flags">{flags.data ? JSON.stringify(flags.data) : ''}</output>
      <output data-testid="flags-error">{flags.error instanceof Error ? flags.error.message : ''}</output>
    </>
  );
}

/** A response the test releases when it wants the flags to arrive. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('a gate on a server flag (visitor-and-shell §4.6)', () => {
  it('shows the content while the flags have not loaded, and hides it once loaded false', async () => {
    const pending = deferred();
    stubFetch(() => pending.promise);
    renderWithApp(gated);
    expect(screen.getByTestId('guarded')).toBeTruthy();
    pending.release(jsonResponse(200, { feature_flags: { 'crm.case': false } }));
    await waitFor(() => expect(screen.queryByTestId('guarded')).toBeNull());
    expect(screen.getByTestId('fallback')).toBeTruthy();
  });

  it('shows the content when the flag is true', async () => {
    stubFetch(() => jsonResponse(200, { feature_flags: { 'crm.case': true } }));
    renderWithApp(
      <>
        {gated}
        <FlagsProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('flags').textContent).toBe('{"crm.case":true}'));
    expect(screen.getByTestId('guarded')).toBeTruthy();
  });

  it('a missing flag counts as false once loaded', async () => {
    stubFetch(() => jsonResponse(200, { feature_flags: { 'coupons.coupon': true } }));
    renderWithApp(gated);
    expect(await screen.findByTestId('fallback')).toBeTruthy();
  });

  it('fetches the flags once for every gate', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { feature_flags: { 'crm.case': true } }));
    renderWithApp(
      <>
        {gated}
        {gated}
      </>,
    );
    await waitFor(() => expect(apiCalls(calls)).toHaveLength(1));
    expect(apiCalls(calls)[0]?.url).toBe('/api/v1/feature_flags/');
  });

  it("an answer of another shape fails with 'Invalid feature flags response format', and the gate stays open", async () => {
    stubFetch(() => jsonResponse(200, { flags: ['crm.case'] }));
    renderWithApp(
      <>
        {gated}
        <FlagsProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('flags-error').textContent).toBe(INVALID_FEATURE_FLAGS));
    expect(screen.getByTestId('guarded')).toBeTruthy();
  });

  it('the setting closes it without asking for the flags', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { feature_flags: { 'crm.case': true } }));
    renderWithApp(gated, { settings: mergeSettings(DEFAULT_SETTINGS, { features: { contact: false } }) });
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls(calls)).toHaveLength(0);
  });
});

describe('a gate on settings only', () => {
  it('follows the setting and never fetches the flags', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { feature_flags: {} }));
    const report = <Gate name="contractReport">{<span data-testid="report" />}</Gate>;
    const { unmount } = renderWithApp(report);
    expect(screen.getByTestId('report')).toBeTruthy();
    unmount();
    renderWithApp(report, { settings: mergeSettings(DEFAULT_SETTINGS, { features: { disableDownloadContractReport: true } }) });
    expect(screen.queryByTestId('report')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls(calls)).toHaveLength(0);
  });
});
