import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture, listResponse } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import ClaimsPage from '../pages/claims-page.tsx';
import { AtcClaimForm } from './atc-claim-form.tsx';

const CONTRACTS = [
  { name: 'C1001', address: 'Carrer Major 1, Girona' },
  { name: 'C1002', address: 'Carrer Nou 2, Sabadell' },
];
const TYPES = [
  { id: 1, label: 'Billing' },
  { id: 4, label: 'Supply quality' },
];
const SUBTYPES: Record<string, Array<{ name: string; desc: string }>> = {
  '1': [{ name: '001', desc: 'Wrong amount billed' }],
  '4': [
    { name: '301', desc: 'Supply interruption' },
    { name: '302', desc: 'Voltage fluctuations' },
  ],
};

const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');
const api = (
  claim: (call: TFetchCall) => Response | Promise<Response> = () => jsonResponse(200, { result: { case_number: 'ATC-2026-000042' } }),
) =>
  stubFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/v1/atc/tipus') return jsonResponse(200, TYPES);
    const sub = /^\/api\/v1\/atc\/tipus\/(\d+)\/subtipus$/.exec(path);
    if (sub) return jsonResponse(200, SUBTYPES[sub[1]!] ?? []);
    if (call.method === 'POST') return claim(call);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
const formOf = (call: TFetchCall | undefined) =>
  Object.fromEntries(
    [...((call?.body ?? new FormData()) as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );
const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement & HTMLSelectElement;
const change = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('atc-claim-submit'));
const chooseSubtype = async (tipus: string, subtipus: string) => {
  await waitFor(() => expect(field('tipus').disabled).toBe(false));
  change('tipus', tipus);
  await waitFor(() => expect([...field('subtipus').options].map((o) => o.value)).toContain(subtipus));
  change('subtipus', subtipus);
};
const fill = async () => {
  change('contract', 'C1002');
  await chooseSubtype('4', '302');
  change('comments', 'The lights flicker every evening.');
};
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('ATC claim form (customer-area §2, §4, §5)', () => {
  it('loads the subtypes of the chosen type, and another type’s when it changes', async () => {
    const { calls } = api();
    renderWithApp(<AtcClaimForm contracts={CONTRACTS} />);
    expect(field('subtipus').disabled).toBe(true);
    await chooseSubtype('4', '301');
    expect([...field('subtipus').options].map((o) => o.textContent)).toEqual(['Choose…', 'Supply interruption', 'Voltage fluctuations']);
    change('tipus', '1');
    await waitFor(() => expect([...field('subtipus').options].map((o) => o.textContent)).toEqual(['Choose…', 'Wrong amount billed']));
    expect(field('subtipus').value).toBe('');
    expect(apiCalls(calls).map((c) => pathOf(c))).toEqual([
      '/api/v1/atc/tipus',
      '/api/v1/atc/tipus/4/subtipus',
      '/api/v1/atc/tipus/1/subtipus',
    ]);
  });

  it('shows every rule’s message and sends nothing while a field is missing', async () => {
    const { calls } = api();
    renderWithApp(<AtcClaimForm contracts={CONTRACTS} />);
    await waitFor(() => expect(field('tipus').disabled).toBe(false));
    submit();
    expect(await screen.findByText('Choose a type of claim.')).toBeTruthy();
    expect(screen.getByText('Choose a subtype.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the claim as multipart with its attachment, shows SENDING, then SENT with the case number', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<AtcClaimForm contracts={CONTRACTS} />);
    await fill();
    const input = screen.getByTestId('field-attachment') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(100)], 'photo.png', { type: 'image/png' })] } });
    submit();
    expect(await screen.findByTestId('atc-claim-sending')).toBeTruthy();
    expect((screen.getByTestId('atc-claim-submit') as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(200, { result: { case_number: 'ATC-2026-000042' } }));
    expect((await screen.findByTestId('atc-claim-sent')).textContent).toContain('ATC-2026-000042');
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/v1/contracts/C1002/atc/');
    expect(formOf(post)).toEqual({
      contract: 'C1002',
      tipus: '4',
      subtipus: '302',
      comments: 'The lights flicker every evening.',
      attachment: 'photo.png',
    });
  });

  it('on a failure returns to the form with everything typed and a translated error', async () => {
    api(() => jsonResponse(500, { code: 'internal', message: 'internal' }));
    renderWithApp(<AtcClaimForm contracts={CONTRACTS} />);
    await fill();
    submit();
    expect((await screen.findByTestId('atc-claim-error')).textContent).toBe('The operation could not be done. Please try again later.');
    expect(field('contract').value).toBe('C1002');
    expect(field('tipus').value).toBe('4');
    expect(field('subtipus').value).toBe('302');
    expect(field('comments').value).toBe('The lights flicker every evening.');
    expect((screen.getByTestId('atc-claim-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the server’s field errors on their fields', async () => {
    api(() => jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { subtipus: ['atc_subtype_invalid'] } }));
    renderWithApp(<AtcClaimForm contracts={CONTRACTS} />);
    await fill();
    submit();
    expect(await screen.findByText('This subtype is not one of the chosen type.')).toBeTruthy();
    expect(field('comments').value).toBe('The lights flicker every evening.');
  });

  it('shows a description as text, never as HTML', async () => {
    api(() => jsonResponse(500, {}));
    renderWithApp(<AtcClaimForm contracts={[{ name: 'C1', address: '<img src=x onerror=alert(1)>' }]} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('C1 · <img src=x onerror=alert(1)>')).toBeTruthy();
  });
});

describe('claims page', () => {
  const withContracts = (claim?: (call: TFetchCall) => Response) =>
    stubFetch((call) => {
      const path = pathOf(call);
      if (path === '/api/v2/contracts') {
        const items = CONTRACTS.map((c) => {
          const contract = contractFixture({ name: c.name });
          return { ...contract, cups: { ...contract.cups, full_address: c.address } };
        });
        return jsonResponse(200, listResponse(items));
      }
      if (path === '/api/v1/atc/tipus') return jsonResponse(200, TYPES);
      return claim ? claim(call) : jsonResponse(404, {});
    });

  it('preselects the contract the claim button named in the address', async () => {
    withContracts();
    renderWithApp(<ClaimsPage />, { route: '/claims?contract=C1002' });
    await waitFor(() => expect(field('contract').value).toBe('C1002'));
  });

  it('ignores a contract in the address that is not the customer’s', async () => {
    withContracts();
    renderWithApp(<ClaimsPage />, { route: '/claims?contract=X999' });
    await waitFor(() => expect(screen.getByTestId('field-contract')).toBeTruthy());
    expect(field('contract').value).toBe('');
  });
});
