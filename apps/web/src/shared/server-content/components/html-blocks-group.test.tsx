import { DEFAULT_SETTINGS } from '@portal/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { useLightStyles } from '../../../test/light-styles.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { changeLanguage } from '../../i18n/i18n.ts';
import { helpDialogStore } from '../../ui/help-dialog-store.ts';
import { HtmlBlocksGroup } from './html-blocks-group.tsx';

const block = (html: string, language = 'en-US') => ({
  items: [
    {
      id: 1,
      name: 'Help',
      priority: 1,
      group_name: 'Login',
      html_block: html,
      block_height: null,
      block_width: null,
      page_id: null,
      language,
    },
  ],
});

const HOSTILE_HELP = `<p><strong>Need help signing in?</strong> <a href="#help" data-portal-action="help" onclick="steal()">Contact us</a></p>
<script>steal()</script><img src="x" onerror="steal()"><p><a href="/d/tariffs/1">See our tariffs</a></p>`;

// The help link is hidden by the stylesheet (light.css), as in the browser.
beforeAll(useLightStyles);
beforeEach(async () => {
  await useEnglish();
  helpDialogStore.setState({ open: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('server HTML blocks', () => {
  it('open the help dialog from a help link, with scripts and handlers still removed', async () => {
    stubFetch(() => jsonResponse(200, block(HOSTILE_HELP)));
    const { container } = renderWithApp(<HtmlBlocksGroup group="Login" />);
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(container.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(link.getAttribute('data-portal-action')).toBe('help');
    fireEvent.click(link);
    expect(helpDialogStore.getState().open).toBe(true);
    // The click was the portal's: the address did not change to #help.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('follow a link to a page of the portal inside the app', async () => {
    stubFetch(() => jsonResponse(200, block(HOSTILE_HELP)));
    renderWithApp(<HtmlBlocksGroup group="Login" />);
    fireEvent.click(await screen.findByRole('link', { name: 'See our tariffs' }));
    expect(screen.getByTestId('location').textContent).toBe('/d/tariffs/1');
    expect(helpDialogStore.getState().open).toBe(false);
  });

  it('hide the help link and open nothing where the deployment has no help dialog', async () => {
    stubFetch(() => jsonResponse(200, block(HOSTILE_HELP)));
    const settings = { ...DEFAULT_SETTINGS, helpDialog: { enabled: false } };
    const { container } = renderWithApp(<HtmlBlocksGroup group="Login" />, { settings });
    await screen.findByText('See our tariffs');
    const link = container.querySelector('[data-portal-action="help"]') as HTMLElement;
    expect(getComputedStyle(link).display).toBe('none');
    fireEvent.click(link);
    expect(helpDialogStore.getState().open).toBe(false);
  });

  it('ask again in the new language when the interface language changes, and mark a block in another language', async () => {
    const { calls } = stubFetch(({ headers }) =>
      jsonResponse(200, headers['accept-language'] === 'de-DE' ? block('<p>Hilfe</p>', 'de-DE') : block('<p>Ajuda</p>', 'ca-ES')),
    );
    renderWithApp(<HtmlBlocksGroup group="Login" />);
    // English has no block of its own here: the Catalan one comes, marked as Catalan.
    expect((await screen.findByText('Ajuda')).closest('[lang]')?.getAttribute('lang')).toBe('ca-ES');
    await act(() => changeLanguage('de-DE', { persist: false }));
    await waitFor(() => expect(screen.getByText('Hilfe')).toBeTruthy());
    expect(apiCalls(calls).map((c) => c.headers['accept-language'])).toEqual(['en-US', 'de-DE']);
  });
});
