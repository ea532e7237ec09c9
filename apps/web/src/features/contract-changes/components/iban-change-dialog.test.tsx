import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture, gasContractFixture, pathOf } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { IbanChangeDialog } from './iban-change-dialog.tsx';

const ACCOUNTS = [
  { id: 11, printable_iban: 'ES91 2100 0418 4502 0005 1332' },
  { id: 12, printable_iban: 'ES79 2100 0813 6101 2345 6789' },
];

const api = (answer: (call: TFetchCall) => Response = () => jsonResponse(200, { waiting_for_signature: true }), accounts = ACCOUNTS) =>
  stubFetch((call) => (pathOf(call) === '/api/v1/ibans/' ? jsonResponse(200, { items: accounts }) : answer(call)));

const setup = (contract = contractFixture(), settings = DEFAULT_SETTINGS) => {
  const onSucceeded = vi.fn();
  renderWithApp(<IbanChangeDialog contract={contract} onClose={vi.fn()} onSucceeded={onSucceeded} />, { settings });
  return { onSucceeded };
};
const submit = () => fireEvent.click(screen.getByTestId('dialog-submit'));
const formOf = (call: TFetchCall | undefined) =>
  Object.fromEntries(
    [...((call?.body ?? new FormData()) as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );
/** Chooses a new account, pastes its IBAN and leaves the field (where it is shown tidied); answers the field. */
const pasteNewIban = async (iban: string) => {
  await screen.findByTestId('field-bank_id');
  fireEvent.click(screen.getByTestId('field-iban-type-new'));
  const input = screen.getByTestId('field-iban') as HTMLInputElement;
  fireEvent.change(input, { target: { value: iban } });
  fireEvent.blur(input);
  return input;
};
const pdf = (name = 'proof.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('IBAN change dialog (customer-area §5)', () => {
  it('fetches the accounts, listing all but the current one, masked', async () => {
    api();
    setup();
    const select = (await screen.findByTestId('field-bank_id')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose…', 'ES79 **** **** **** **** 6789']);
  });

  it('with no other account says so and cannot submit an existing one', async () => {
    api(undefined, [ACCOUNTS[0]!]);
    setup();
    expect(await screen.findByTestId('iban-no-other-accounts')).toBeTruthy();
    expect((screen.getByTestId('dialog-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('field-iban-type-new'));
    expect((screen.getByTestId('dialog-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('requires an account to be chosen', async () => {
    const { calls } = api();
    setup();
    await screen.findByTestId('field-bank_id');
    submit();
    expect(await screen.findByText('Choose an account.')).toBeTruthy();
    expect(apiCalls(calls).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends an existing account as multipart, v1 for electricity, and reports the pending signature', async () => {
    const { calls } = api();
    const { onSucceeded } = setup();
    fireEvent.change(await screen.findByTestId('field-bank_id'), { target: { value: '12' } });
    submit();
    expect((await screen.findByTestId('dialog-success')).textContent).toMatch(/waiting for your signature/);
    const post = apiCalls(calls).find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/contracts/C1001/iban/');
    expect(post?.body).toBeInstanceOf(FormData);
    expect(formOf(post)).toEqual({ already_registered: 'true', bank_id: '12' });
    expect(onSucceeded).toHaveBeenCalledWith(true);
  });

  it('a new IBAN must be valid and its ownership confirmed', async () => {
    const { calls } = api();
    setup();
    await screen.findByTestId('field-bank_id');
    fireEvent.click(screen.getByTestId('field-iban-type-new'));
    fireEvent.change(screen.getByTestId('field-iban'), { target: { value: 'ES00 1234' } });
    submit();
    expect(await screen.findByText('The IBAN is not valid.')).toBeTruthy();
    expect(screen.getByText('You must confirm that you are the holder of the account.')).toBeTruthy();
    expect(apiCalls(calls).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a new IBAN with its attachments; gas uses v2', async () => {
    const { calls } = api();
    setup(gasContractFixture());
    await screen.findByTestId('field-bank_id');
    fireEvent.click(screen.getByTestId('field-iban-type-new'));
    fireEvent.change(screen.getByTestId('field-iban'), { target: { value: 'es79 2100 0813 6101 2345 6789' } });
    fireEvent.click(screen.getByTestId('field-owner_is_bank_owner'));
    fireEvent.change(screen.getByTestId('field-files'), { target: { files: [pdf()] } });
    submit();
    await screen.findByTestId('dialog-success');
    const post = apiCalls(calls).find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v2/contracts/G2001/iban/');
    expect(formOf(post)).toEqual({
      already_registered: 'false',
      iban: 'ES7921000813610123456789',
      owner_is_bank_owner: 'true',
      files: 'proof.pdf',
    });
  });

  it('shows a valid IBAN pasted with dots or dashes in groups of four, sends it compact', async () => {
    const { calls } = api();
    setup();
    expect((await pasteNewIban('be 43.4679.1170.4101')).value).toBe('BE43 4679 1170 4101');
    fireEvent.click(screen.getByTestId('field-owner_is_bank_owner'));
    submit();
    await screen.findByTestId('dialog-success');
    expect(formOf(apiCalls(calls).find((c) => c.method === 'POST'))).toMatchObject({ iban: 'BE43467911704101' });
  });

  it('keeps an invalid IBAN as typed when the field is left', async () => {
    const { calls } = api();
    setup();
    expect((await pasteNewIban('BE 43.4679.1170.4102')).value).toBe('BE 43.4679.1170.4102');
    fireEvent.click(screen.getByTestId('field-owner_is_bank_owner'));
    submit();
    expect(await screen.findByText('The IBAN is not valid.')).toBeTruthy();
    expect(apiCalls(calls).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('requires an attachment when attachmentOnIbanChange is on', async () => {
    const { calls } = api();
    setup(contractFixture(), mergeSettings(DEFAULT_SETTINGS, { features: { attachmentOnIbanChange: true } }));
    fireEvent.change(await screen.findByTestId('field-bank_id'), { target: { value: '12' } });
    submit();
    expect((await screen.findByTestId('files-error')).textContent).toBe('Attach at least one document.');
    expect(apiCalls(calls).filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('field-files'), { target: { files: [pdf()] } });
    submit();
    await screen.findByTestId('dialog-success');
  });

  it('refuses files too large (limit in MB from the settings) or of another format', async () => {
    api();
    setup(contractFixture(), mergeSettings(DEFAULT_SETTINGS, { fileUploadSizeLimit: 2_000_000 }));
    const input = await screen.findByTestId('field-files');
    fireEvent.change(input, { target: { files: [pdf('big.pdf', 2_000_001), new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    const problems = screen.getAllByTestId('file-problem').map((p) => p.textContent);
    expect(problems).toEqual(['big.pdf: The file is too large: the limit is 2 MB.', 'notes.txt: Invalid attachment format']);
    expect(screen.queryAllByTestId('file-chosen')).toHaveLength(0);
  });

  it('keeps at most six attachments', async () => {
    api();
    setup();
    const input = await screen.findByTestId('field-files');
    fireEvent.change(input, { target: { files: Array.from({ length: 7 }, (_, i) => pdf(`p${i}.pdf`)) } });
    expect(screen.getAllByTestId('file-chosen')).toHaveLength(6);
    expect(screen.getByTestId('file-problem').textContent).toBe('p6.pdf: At most 6 files can be attached.');
  });

  it('shows the server’s field errors, attachments included', async () => {
    api(() =>
      jsonResponse(400, {
        code: 'validation_error',
        message: 'validation_error',
        errors: { bank_id: ['iban_select_empty'], files: ['invalid_attachment_format'] },
      }),
    );
    setup();
    fireEvent.change(await screen.findByTestId('field-bank_id'), { target: { value: '12' } });
    submit();
    expect(await screen.findByText('Choose an account.')).toBeTruthy();
    expect(screen.getByTestId('files-error').textContent).toBe('Invalid attachment format');
  });

  it('says the attachments quota in MB when the server finds the files over it', async () => {
    api(() =>
      jsonResponse(413, {
        code: 'attachments_quota_exceeded',
        message: 'attachments_quota_exceeded',
        errors: { files: ['attachments_quota_exceeded'] },
        limit_mb: 50,
      }),
    );
    setup(contractFixture(), mergeSettings(DEFAULT_SETTINGS, { attachmentQuotaBytes: 50_000_000 }));
    fireEvent.change(await screen.findByTestId('field-bank_id'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('field-files'), { target: { files: [pdf()] } });
    submit();
    expect((await screen.findByTestId('files-error')).textContent).toBe(
      'These files do not fit: the documents you have sent may take up to 50 MB in all.',
    );
  });

  it('says another upload is still being sent (429 upload_in_progress)', async () => {
    api(() => jsonResponse(429, { code: 'upload_in_progress', message: 'upload_in_progress' }));
    setup();
    fireEvent.change(await screen.findByTestId('field-bank_id'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('field-files'), { target: { files: [pdf()] } });
    submit();
    expect((await screen.findByTestId('dialog-error')).textContent).toBe(
      'Another of your uploads is still being sent. Wait until it ends and try again.',
    );
  });

  it('a failed account list is the error state with the generic message', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }));
    setup();
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('The operation could not be done. Please try again later.');
  });
});
