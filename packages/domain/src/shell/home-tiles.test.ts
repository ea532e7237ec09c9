import { describe, expect, it } from 'vitest';
import type { TRouteName } from '../routes/route-table.ts';
import { mergeSettings, type TSettingsPatch } from '../settings/merge-settings.ts';
import { DEFAULT_SETTINGS } from '../settings/settings-defaults.ts';
import { homeTilePath, homeTiles, type THomeTileGroup } from './home-tiles.ts';
import { routeGate } from './shell-gates.ts';

// The pages built today: not the contracting wizards.
const TODAY: readonly TRouteName[] = ['contracts', 'invoices'];
const WITH_WIZARDS: readonly TRouteName[] = [...TODAY, 'electricityContracting', 'gasContracting', 'dualContracting'];

function tiles(patch: TSettingsPatch = {}, { readonly = false, mounted = TODAY } = {}): THomeTileGroup[] {
  const settings = mergeSettings(DEFAULT_SETTINGS, patch);
  // The web's isRouteOpen: mounted, and the route's gate (if any) open.
  const routeOpen = (route: TRouteName) => mounted.includes(route) && (routeGate(route)?.open(settings) ?? true);
  return homeTiles({ settings, routeOpen, readonly });
}
const ids = (groups: THomeTileGroup[]) => groups.map((group) => [group.id, group.tiles.map((tile) => tile.id)]);
const tile = (groups: THomeTileGroup[], id: string) => groups.flatMap((group) => group.tiles).find((t) => t.id === id);

describe('home tiles (visitor-and-shell §2.2)', () => {
  it('three groups: contracts, invoices, consumption, each with its tiles under the default settings', () => {
    expect(ids(tiles())).toEqual([
      ['contracts', ['contractList', 'contractDownload', 'powerChange', 'ibanChange', 'notificationAddressChange', 'noCesionSips']],
      ['invoices', ['invoiceList', 'invoiceDownload', 'payOnline']],
      ['consumption', ['consumption']],
    ]);
  });

  it('contract tiles go to the contract list with their action; invoice tiles to the invoices with theirs', () => {
    const groups = tiles();
    const paths = Object.fromEntries(groups.flatMap((g) => g.tiles).map((t) => [t.id, homeTilePath(t, 'ca-ES')]));
    expect(paths).toEqual({
      contractList: '/contractes/electricitat',
      contractDownload: '/contractes/electricitat?action=download',
      powerChange: '/contractes/electricitat?action=powChange',
      ibanChange: '/contractes/electricitat?action=ibanChange',
      notificationAddressChange: '/contractes/electricitat?action=notifAddrChange',
      noCesionSips: '/contractes/electricitat?action=noCesionSips',
      invoiceList: '/factures',
      invoiceDownload: '/factures?action=download',
      payOnline: '/factures?action=payOnline',
      consumption: '/contractes/electricitat?action=consumption',
    });
    expect(homeTilePath(tile(groups, 'powerChange')!, 'es-ES')).toBe('/contratos/electricidad?action=powChange');
  });

  it('each change tile follows its gate: powerChange, ibanChange, notificationAddressChange, noCesionSips, onlinePayment', () => {
    const cases: Array<[string, TSettingsPatch]> = [
      ['powerChange', { features: { powerChange: false } }],
      ['ibanChange', { contract: { ibanChange: { enabled: false } } }],
      ['notificationAddressChange', { features: { notificacionAddressChange: false } }],
      ['noCesionSips', { features: { noCesionSips: false } }],
      ['payOnline', { invoices: { enablePayment: false } }],
      ['contractDownload', { features: { disableDownloadContractReport: true } }],
    ];
    for (const [id, off] of cases) {
      expect(tile(tiles(), id), `${id} on`).toBeDefined();
      expect(tile(tiles(off), id), `${id} off`).toBeUndefined();
    }
  });

  it('with a read-only token, power, bank, contact and SIPS tiles are disabled with the reason; the others are not', () => {
    const all = tiles({}, { readonly: true }).flatMap((g) => g.tiles);
    const disabled = all.filter((t) => t.reason).map((t) => t.id);
    expect(disabled).toEqual(['powerChange', 'ibanChange', 'notificationAddressChange', 'noCesionSips']);
    for (const t of all.filter((x) => x.reason)) expect(t.reason).toBe('read_only_token');
    expect(
      tiles()
        .flatMap((g) => g.tiles)
        .filter((t) => t.reason),
    ).toEqual([]);
  });

  it('no new-contract tile while no contracting page is mounted; once one is, the default type (dual) first', () => {
    expect(tile(tiles(), 'newContract')).toBeUndefined();
    expect(tile(tiles({}, { mounted: WITH_WIZARDS }), 'newContract')).toEqual({ id: 'newContract', route: 'dualContracting' });
    expect(tiles({}, { mounted: WITH_WIZARDS })[0]?.tiles[0]?.id).toBe('newContract');
  });

  it('the new-contract tile takes another open wizard when the default type is off, and goes when every type is', () => {
    const dualOff = { contractation: { dual: { enabled: false } } };
    expect(tile(tiles(dualOff, { mounted: WITH_WIZARDS }), 'newContract')?.route).toBe('electricityContracting');
    const gasDefault = { contractation: { defaultType: 'gas' } };
    expect(tile(tiles(gasDefault, { mounted: WITH_WIZARDS }), 'newContract')?.route).toBe('gasContracting');
    const allOff = { contractation: { electricity: { enabled: false }, gas: { enabled: false }, dual: { enabled: false } } };
    expect(tile(tiles(allOff, { mounted: WITH_WIZARDS }), 'newContract')).toBeUndefined();
  });

  it('contract tiles open the first list shown; power change only for electricity, which a gas supply has no power for', () => {
    const gasOnly = tiles({ features: { displayTypes: ['gas'] } });
    expect(homeTilePath(tile(gasOnly, 'contractList')!, 'en-US')).toBe('/contracts/gas');
    expect(homeTilePath(tile(gasOnly, 'consumption')!, 'en-US')).toBe('/contracts/gas?action=consumption');
    expect(tile(gasOnly, 'powerChange')).toBeUndefined();
    const gasFirst = tiles({ features: { displayTypes: ['gas', 'electricity'] } });
    expect(homeTilePath(tile(gasFirst, 'ibanChange')!, 'en-US')).toBe('/contracts/gas?action=ibanChange');
    expect(homeTilePath(tile(gasFirst, 'powerChange')!, 'en-US')).toBe('/contracts/electricity?action=powChange');
  });

  it('a tile to a page that is not open is left out, and so is a group left empty', () => {
    expect(ids(tiles({}, { mounted: ['invoices'] }))).toEqual([['invoices', ['invoiceList', 'invoiceDownload', 'payOnline']]]);
    expect(tiles({}, { mounted: [] })).toEqual([]);
  });
});
