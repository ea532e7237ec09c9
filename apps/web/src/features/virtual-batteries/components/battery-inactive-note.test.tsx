import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { batteryLinkFixture } from '../../../test/contract-fixture.ts';
import { useEnglish } from '../../../test/render.tsx';
import { serveBatteries, showBatteries } from '../test/battery-harness.tsx';

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

// The company's second workshop: its link ended, set to apply, of a battery the other workshop and
// the showroom still draw.
const ended = batteryLinkFixture({
  id: 61,
  bateria: { id: 6, name: 'Bateria Empresa', balance: 71.46, shared: true },
  data_inici: '2025-01-01',
  data_final: '2025-06-30',
  pes_percentatge: 20,
  gestio_descomptes: 'aplicar',
  total_descompte: 12.3,
  available_discount: 0,
});

describe('the card of an inactive link explains the money', () => {
  it('says why nothing is available and that the balance stays in the battery for the contracts still linked', async () => {
    serveBatteries();
    showBatteries([ended]);
    const card = await screen.findByRole('article', { name: 'Bateria Empresa' });
    const note = within(card).getByTestId('battery-inactive-note-61');
    expect(note.textContent).toContain("This contract's link to the battery ended on 06/30/2025");
    expect(note.textContent).toContain('nothing is available to it');
    expect(note.textContent).toContain("The battery's balance (€71.46) stays in Bateria Empresa");
    expect(note.textContent).toContain('the other contracts linked to it keep drawing it');
    expect(within(note).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    // The discounts field and the switch do not claim the "apply" an inactive link cannot do.
    expect(card.textContent).toContain('None while the link is inactive');
    expect(card.textContent).not.toContain("Applied to this contract's invoices");
    const toggle = within(card).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('says the balance is kept until an active contract is linked when none holds the battery', async () => {
    serveBatteries();
    showBatteries([{ ...ended, bateria: { ...ended.bateria, name: 'Bateria Sabadell', shared: false } }]);
    const note = await screen.findByTestId('battery-inactive-note-61');
    expect(note.textContent).toContain('No invoice draws from it until an active contract is linked to it');
  });

  it('says nothing of the kind on an active link, whose switch shows its setting', async () => {
    serveBatteries();
    showBatteries([batteryLinkFixture()]);
    const card = await screen.findByRole('article', { name: 'Sol Comunitari' });
    expect(within(card).queryByTestId(/battery-inactive-note/)).toBeNull();
    expect((within(card).getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });
});
