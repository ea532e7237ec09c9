import '../../../test/dom.ts';
import type { TStaffBlock, TStaffPage } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const render = (route = '/staff/content') => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route, path: '/staff/*' });
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');

const page: TStaffPage = {
  id: 1,
  texts: {
    'en-US': { route_path: 'tariffs', btn_title: 'Our tariffs', btn_description: '' },
    'ca-ES': { route_path: 'tarifes', btn_title: 'Les nostres tarifes', btn_description: '' },
  },
  blocks: 2,
};
const block: TStaffBlock = {
  id: 7,
  priority: 10,
  page_id: 1,
  group_name: null,
  block_width: '100%',
  block_height: null,
  texts: { 'en-US': { name: 'Electricity', html_block: '<p>2.0TD</p>' } },
};
const banner = { code: 'login', language: 'en-US', kind: 'html', mime_type: null, link: null };

/** The staff API as the Content section sees it; the preview answers the HTML as the API's sanitiser would (scripts and handlers gone). */
function api(answers: { saveBlock?: () => Response } = {}) {
  return stubFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/v1/staff/content/pages' && call.method === 'GET') return jsonResponse(200, { items: [page] });
    if (path === '/api/v1/staff/content/pages/1' && call.method === 'DELETE') return new Response(null, { status: 204 });
    if (path === '/api/v1/staff/content/blocks' && call.method === 'GET') return jsonResponse(200, { items: [block] });
    if (path === '/api/v1/staff/content/blocks' && call.method === 'POST')
      return answers.saveBlock?.() ?? jsonResponse(201, { ...block, id: 8 });
    if (path === '/api/v1/staff/content/blocks/7') return jsonResponse(200, block);
    if (path === '/api/v1/staff/content/banners') return jsonResponse(200, { items: [banner] });
    if (path === '/api/v1/staff/html/preview') {
      const html = (call.body as { html: string }).html;
      return jsonResponse(200, { html: html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/\s+on\w+="[^"]*"/g, '') });
    }
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  keepStaffSession({ token: 'staff.token', label: 'Atenció al client', role: 'supervisor', expires_in: 36_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('content lists', () => {
  it('lists the pages, blocks and banners, each with its place and languages', async () => {
    api();
    render();
    const row = await screen.findByTestId('staff-content-page-1');
    expect(row.textContent).toContain('Our tariffs');
    expect(row.textContent).toContain('/d/tariffs/1');
    expect(row.textContent).toContain('en-US, ca-ES');
    expect((await screen.findByTestId('staff-content-block-7')).textContent).toContain('Page: Our tariffs');
    expect((await screen.findByTestId('staff-content-banner-login-en-US')).textContent).toContain('English');
  });

  it('deletes a page only once confirmed, saying its blocks go with it', async () => {
    const { calls } = api();
    render();
    fireEvent.click(await screen.findByTestId('staff-content-page-1-delete'));
    const dialog = await screen.findByTestId('staff-content-page-delete');
    expect(dialog.textContent).toContain('2 blocks on it are deleted too');
    expect(apiCalls(calls).filter((call) => call.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('staff-content-page-delete-confirm'));
    await waitFor(() => expect(apiCalls(calls).find((call) => call.method === 'DELETE')?.url).toBe('/api/v1/staff/content/pages/1'));
    await waitFor(() => expect(screen.queryByTestId('staff-content-page-delete')).toBeNull());
  });

  it('is not reachable by an agent', async () => {
    keepStaffSession({ token: 'staff.token', label: 'Atenció al client', role: 'agent', expires_in: 36_000 });
    api();
    render();
    await waitFor(() => expect(screen.queryByTestId('staff-content')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Content' })).toBeNull();
  });
});

describe('block editor', () => {
  it('checks the form with the domain’s schema before anything is sent', async () => {
    const { calls } = api();
    render('/staff/content/blocks/new');
    fireEvent.click(await screen.findByTestId('staff-content-block-save'));
    expect(await screen.findByText('Write the texts in one language at least.')).toBeTruthy();
    expect(await screen.findByText('Choose a page or write a group.')).toBeTruthy();
    expect(apiCalls(calls).filter((call) => call.method === 'POST' && call.url.includes('/content/'))).toHaveLength(0);
  });

  it('previews the HTML as the API cleans it, then sends only the languages written', async () => {
    const { calls } = api();
    render('/staff/content/blocks/new?page=1');
    const form = await screen.findByTestId('staff-content-block-form');
    fireEvent.change(within(form).getByTestId('staff-content-block-name'), { target: { value: 'Welcome' } });
    fireEvent.change(within(form).getByTestId('staff-content-block-html'), {
      target: { value: '<p onclick="steal()">Hello</p><script>alert(1)</script>' },
    });
    const preview = await screen.findByTestId('staff-content-block-preview-body', {}, { timeout: 3000 });
    await waitFor(() => expect(preview.textContent).toContain('Hello'));
    expect(preview.innerHTML).not.toMatch(/script|onclick/);
    expect(screen.getByTestId('staff-content-block-preview-cleaned')).toBeTruthy();

    fireEvent.click(screen.getByTestId('staff-content-block-save'));
    await waitFor(() =>
      expect(apiCalls(calls).some((call) => call.method === 'POST' && call.url === '/api/v1/staff/content/blocks')).toBe(true),
    );
    const sent = apiCalls(calls).find((call) => call.method === 'POST' && call.url === '/api/v1/staff/content/blocks')?.body;
    expect(sent).toEqual({
      priority: 0,
      page_id: 1,
      group_name: null,
      block_width: null,
      block_height: null,
      texts: { 'en-US': { name: 'Welcome', html_block: '<p onclick="steal()">Hello</p><script>alert(1)</script>' } },
    });
    expect(await screen.findByTestId('staff-content')).toBeTruthy();
  });

  it('says a server refusal under its field, keeping what was typed', async () => {
    api({
      saveBlock: () =>
        jsonResponse(400, {
          code: 'staff_content_block_page_unknown',
          message: 'staff_content_block_page_unknown',
          errors: { page_id: ['staff_content_block_page_unknown'] },
        }),
    });
    render('/staff/content/blocks/new?page=1');
    const form = await screen.findByTestId('staff-content-block-form');
    fireEvent.change(within(form).getByTestId('staff-content-block-name'), { target: { value: 'Welcome' } });
    fireEvent.change(within(form).getByTestId('staff-content-block-html'), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(screen.getByTestId('staff-content-block-save'));
    expect(await screen.findByText('This page no longer exists.')).toBeTruthy();
    expect((within(form).getByTestId('staff-content-block-html') as HTMLTextAreaElement).value).toBe('<p>Hi</p>');
  });
});

describe('banner editor', () => {
  it('refuses a file that is not an image of ours at once, sending nothing', async () => {
    const { calls } = api();
    render('/staff/content/banners/new');
    fireEvent.change(await screen.findByTestId('staff-content-banner-kind'), { target: { value: 'image' } });
    const file = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(await screen.findByTestId('staff-content-banner-file'), { target: { files: [file] } });
    expect((await screen.findByTestId('staff-content-banner-file-hint')).textContent).toBe(
      'The file is not a PNG, JPEG, GIF or WebP image.',
    );
    expect(apiCalls(calls).filter((call) => call.method === 'POST' && call.url.includes('/content/'))).toHaveLength(0);
  });
});
