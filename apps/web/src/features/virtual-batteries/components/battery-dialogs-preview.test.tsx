import '../../../test/dom.ts';
import { formatShortDate, madridDayOf } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { batteryLinksFixture, batteryPercentageFixture, customerBatteriesFixture } from '../../../test/contract-fixture.ts';
import { useEnglish } from '../../../test/render.tsx';
import { serveBatteries, showBatteries } from '../test/battery-harness.tsx';

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

const card = (battery: string) => screen.findByRole('article', { name: battery });

describe('the percentage dialog previews only a value it would send', () => {
  it('shows the error and no preview for 150, 2.5 or nothing, and the preview again once valid', async () => {
    serveBatteries();
    showBatteries(batteryLinksFixture());
    fireEvent.click(within(await card('Sol Comunitari')).getByRole('button', { name: 'Change percentage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the percentage of Sol Comunitari' });
    const field = (await within(dialog).findByLabelText(/Percentage for this contract/)) as HTMLInputElement;
    await within(dialog).findByRole('table');
    for (const invalid of ['150', '2.5', '']) {
      fireEvent.change(field, { target: { value: invalid } });
      await waitFor(() => expect(within(dialog).queryByRole('table')).toBeNull());
      expect(within(dialog).getByTestId('battery-preview-waiting').textContent).toBe(
        'Type a whole number from 0 to 100 to see the percentages after the change.',
      );
      // Not the 100 % / 0 % an invalid 150 used to preview.
      expect(dialog.textContent).not.toContain('0%');
    }
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '80' } });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('12%')).toBeTruthy();
    expect(within(dialog).queryByTestId('battery-preview-waiting')).toBeNull();
  });
});

describe('the move stepper', () => {
  async function moveTo(battery: RegExp, batteries = customerBatteriesFixture()) {
    serveBatteries({ batteries });
    showBatteries(batteryLinksFixture());
    fireEvent.click(await within(await card('Sol Comunitari')).findByRole('button', { name: 'Move to another battery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this contract out of Sol Comunitari' });
    fireEvent.click(within(dialog).getByRole('radio', { name: battery }));
    return { dialog, next: () => fireEvent.click(within(dialog).getByRole('button', { name: /^(Next|Move)$/ })) };
  }

  it("shows in its summary the day the link starts in the new battery, not the old link's start", async () => {
    const { dialog, next } = await moveTo(/Veïnat/);
    next();
    const field = (await within(dialog).findByLabelText(/Percentage of Veïnat/)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '30' } });
    next();
    const start = await within(dialog).findByTestId('battery-move-start');
    expect(start.textContent).toBe(
      `Its link to Veïnat starts today, ${formatShortDate(madridDayOf(new Date()), 'en-US')}; its invoices draw from Veïnat from then on.`,
    );
    expect(within(dialog).getByTestId('battery-move-confirm').textContent).not.toContain('01/01/2024');
    expect(within(dialog).queryByTestId('battery-move-closed-warning')).toBeNull();
  });

  it('warns when the battery chosen belongs only to a closed contract', async () => {
    const batteries = customerBatteriesFixture().map((battery) =>
      battery.id === 2
        ? { ...battery, name: 'Bateria Sabadell', links: [batteryPercentageFixture(21, '0000871', 100, 2, { active: false })] }
        : battery,
    );
    const { dialog, next } = await moveTo(/Bateria Sabadell/, batteries);
    const warning = await within(dialog).findByTestId('battery-move-closed-warning');
    expect(warning.textContent).toBe(
      'Bateria Sabadell belongs only to a closed contract (0000871): no contract in force draws from it. Your contract will hold all of it (100%).',
    );
    next();
    await within(dialog).findByLabelText(/Percentage of Bateria Sabadell/);
    next();
    await within(dialog).findByTestId('battery-move-confirm');
    expect(within(dialog).getByTestId('battery-move-closed-warning')).toBeTruthy();
  });
});
