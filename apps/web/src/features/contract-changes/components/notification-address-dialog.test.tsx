import '../../../test/dom.ts';
import type { TAddress } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture, pathOf } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { NotificationAddressDialog } from './notification-address-dialog.tsx';

const ADDRESS: TAddress = {
  id: 31,
  name: 'Maria Puig',
  dp: '17001',
  ine: '17079',
  state: '17',
  poblacio: 'Girona',
  tv: 'CL',
  nv: 'Nou',
  pnp: '3',
  bq: null,
  es: null,
  pt: null,
  pu: null,
  ref_catastral: null,
  aclarador: null,
  mobile: '+34600123456',
  email: 'maria@example.com',
  full_address: 'Carrer Nou 3, 17001 Girona',
};

const LOCALITY = (locality: string, ine = '08019') => ({
  ine,
  municipality: 'Barcelona',
  locality,
  state: '08',
  province_name: 'Barcelona',
});

interface TGeo {
  zipcodes?: Record<string, ReturnType<typeof LOCALITY>[]>;
  addresses?: TAddress[];
  answer?: (call: TFetchCall) => Response;
}

const api = ({ zipcodes = {}, addresses = [ADDRESS], answer }: TGeo = {}) =>
  stubFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/v1/addresses/') return jsonResponse(200, { items: addresses });
    if (path === '/api/v1/geo/tipovias/')
      return jsonResponse(200, {
        items: [
          { code: 'CL', name: 'Carrer' },
          { code: 'AV', name: 'Avinguda' },
        ],
      });
    const zip = /^\/api\/v1\/geo\/zipcode\/(\d+)\/$/.exec(path);
    if (zip) return jsonResponse(200, { items: zipcodes[zip[1]!] ?? [] });
    if (path.startsWith('/api/v1/geo/provincies/')) return jsonResponse(200, { province: { code: '08', name: 'Barcelona' } });
    if (answer) return answer(call);
    // As the API answers each (customer-area §7): PUT the chosen id, POST the new address.
    return call.method === 'PUT' ? jsonResponse(200, { address_id: ADDRESS.id }) : jsonResponse(200, { address: ADDRESS });
  });

const setup = () => renderWithApp(<NotificationAddressDialog contract={contractFixture()} onClose={vi.fn()} />);
const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`field-${field}`), { target: { value } });
const helperOf = (field: string) => {
  const id = screen.getByTestId(`field-${field}`).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const submit = () => fireEvent.click(screen.getByTestId('dialog-submit'));
const changes = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method !== 'GET');

beforeAll(useEnglish);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fillNewAddress = () => {
  type('tv', 'CL');
  type('nv', 'Major');
  type('pnp', '12');
  type('pt', '2');
  type('mobile', '+34611222333');
  type('email', 'nova@example.com');
};

describe('notification address dialog (customer-area §5)', () => {
  it('chooses one of the customer’s addresses: PUT with its id', async () => {
    const { calls } = api();
    setup();
    fireEvent.change(await screen.findByTestId('field-addressId'), { target: { value: '31' } });
    submit();
    expect((await screen.findByTestId('dialog-success')).textContent).toBe('The notification address has been changed.');
    expect(changes(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/contracts/C1001/notification/?type=electricity',
      body: { addressId: 31 },
    });
  });

  it('requires an address to be chosen', async () => {
    const { calls } = api();
    setup();
    await screen.findByTestId('field-addressId');
    submit();
    await waitFor(() => expect(helperOf('addressId')).toBe('This field is required.'));
    expect(changes(calls)).toHaveLength(0);
  });

  it('looks the postal code up 700 ms after typing, picks a single locality and derives the province', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api({ zipcodes: { '08001': [LOCALITY('Barcelona')] } });
    setup();
    fireEvent.click(await screen.findByTestId('field-address-type-new'));
    type('dp', '0800');
    type('dp', '08001');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(apiCalls(calls).some((c) => c.url.includes('/geo/zipcode/'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect((screen.getByTestId('field-poblacio') as HTMLSelectElement).value).toBe('0'));
    expect(
      apiCalls(calls)
        .filter((c) => c.url.includes('/geo/zipcode/'))
        .map((c) => c.url),
    ).toEqual(['/api/v1/geo/zipcode/08001/']);
    await waitFor(() => expect((screen.getByTestId('field-province') as HTMLInputElement).value).toBe('Barcelona'));
    expect((screen.getByTestId('field-province') as HTMLInputElement).readOnly).toBe(true);
    expect(apiCalls(calls).some((c) => c.url === '/api/v1/geo/provincies/08019/')).toBe(true);
  });

  it('with several localities the customer chooses; then the new address is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api({
      zipcodes: { '08800': [LOCALITY('Vilanova i la Geltrú', '08307'), LOCALITY('Racó de Santa Llúcia', '08307')] },
    });
    setup();
    fireEvent.click(await screen.findByTestId('field-address-type-new'));
    type('dp', '08800');
    await act(() => vi.advanceTimersByTimeAsync(800));
    const localities = screen.getByTestId('field-poblacio') as HTMLSelectElement;
    await waitFor(() => expect(localities.options).toHaveLength(3));
    expect(localities.value).toBe('');
    await waitFor(() => expect((screen.getByTestId('field-tv') as HTMLSelectElement).options.length).toBe(3));
    fillNewAddress();
    submit();
    await waitFor(() => expect(helperOf('poblacio')).toBe('This field is required.'));
    expect(changes(calls)).toHaveLength(0);

    fireEvent.change(localities, { target: { value: '1' } });
    submit();
    await screen.findByTestId('dialog-success');
    expect(changes(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/contracts/C1001/notification/?type=electricity',
      body: {
        address: {
          name: 'Maria Puig',
          dp: '08800',
          ine: '08307',
          state: '08',
          poblacio: 'Racó de Santa Llúcia',
          tv: 'CL',
          nv: 'Major',
          pnp: '12',
          pt: '2',
          mobile: '+34611222333',
          email: 'nova@example.com',
        },
      },
    });
  });

  it('checks every field of a new address', async () => {
    const { calls } = api({ addresses: [] });
    setup();
    // With no address to choose, the dialog starts on a new one.
    await screen.findByTestId('field-dp');
    type('name', '');
    type('dp', '99');
    type('pnp', '1234567890');
    type('bq', '12345');
    type('ref_catastral', '9872023VH5797S0001WA');
    type('mobile', '12');
    type('email', 'not-an-email');
    submit();
    await waitFor(() => expect(helperOf('name')).toBe('This field is required.'));
    expect(helperOf('dp')).toBe('The postal code must be five digits.');
    expect(helperOf('tv')).toBe('This field is required.');
    expect(helperOf('nv')).toBe('This field is required.');
    expect(helperOf('pnp')).toBe('This value is too long.');
    expect(helperOf('bq')).toBe('This value is too long.');
    expect(helperOf('ref_catastral')).toBe('The cadastral reference is not valid.');
    expect(helperOf('mobile')).toBe('Enter a valid phone number.');
    expect(helperOf('email')).toBe('Enter a valid email address.');
    expect(helperOf('poblacio')).toBe('This field is required.');
    expect(changes(calls)).toHaveLength(0);
  });

  it('puts the server’s errors on the fields, the address. prefix removed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api({
      zipcodes: { '08001': [LOCALITY('Barcelona')] },
      answer: () =>
        jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { 'address.nv': ['field_too_long'] } }),
    });
    setup();
    fireEvent.click(await screen.findByTestId('field-address-type-new'));
    type('dp', '08001');
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect((screen.getByTestId('field-poblacio') as HTMLSelectElement).value).toBe('0'));
    await waitFor(() => expect((screen.getByTestId('field-tv') as HTMLSelectElement).options.length).toBe(3));
    fillNewAddress();
    submit();
    await waitFor(() => expect(helperOf('nv')).toBe('This value is too long.'));
    expect((screen.getByTestId('field-email') as HTMLInputElement).value).toBe('nova@example.com');
  });
});
