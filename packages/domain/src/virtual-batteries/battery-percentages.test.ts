import { describe, expect, it } from 'vitest';
import { percentagesAfterChange, percentagesAfterMove, sharePercentages, type TPercentageLink } from './battery-percentages.ts';

const sum = (map: ReadonlyMap<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);
const asObject = (map: ReadonlyMap<number, number>) => Object.fromEntries(map);

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole percentages adding up to 100 over `count` links, some of them 0. */
function randomBattery(next: () => number, count: number): TPercentageLink[] {
  const weights = Array.from({ length: count }, () => (next() < 0.2 ? 0 : next()));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const links = weights.map((w, i) => ({ id: i + 1, percentage: Math.floor((w / total) * 100), active: next() < 0.8 }));
  links[0]!.percentage += 100 - links.reduce((a, l) => a + l.percentage, 0);
  return links;
}

describe('sharePercentages (largest remainder)', () => {
  it('shares in proportion, the points left over going to the largest remainders', () => {
    // 93 over 35 : 25 → 54.25 and 38.75: floors 54 + 38 = 92, the point goes to 38.75.
    const links = [
      { id: 1, percentage: 35, active: true },
      { id: 2, percentage: 25, active: true },
    ];
    expect(asObject(sharePercentages(links, 93))).toEqual({ 1: 54, 2: 39 });
    // 100 over three equal shares: 33.33 each, the one point left to the tie-break (lower id).
    const three = [1, 2, 3].map((id) => ({ id, percentage: 10, active: true }));
    expect(asObject(sharePercentages(three, 100))).toEqual({ 1: 34, 2: 33, 3: 33 });
  });

  it('breaks ties of remainders by the larger share before, then the lower id', () => {
    // 52 over 1 : 3 : 1 → 10.4, 31.2, 10.4: floors 51, the point goes to one of the two equal
    // remainders 0.4, which held the same before: the lower id.
    const links = [
      { id: 1, percentage: 10, active: true },
      { id: 2, percentage: 30, active: true },
      { id: 3, percentage: 10, active: true },
    ];
    expect(asObject(sharePercentages(links, 52))).toEqual({ 1: 11, 2: 31, 3: 10 });
    // 5 over 20 : 10 : 10 → 2.5, 1.25, 1.25: floors 2+1+1, the point to 2.5's remainder (0.5).
    const ties = [
      { id: 3, percentage: 10, active: true },
      { id: 1, percentage: 20, active: true },
      { id: 2, percentage: 10, active: true },
    ];
    expect(asObject(sharePercentages(ties, 5))).toEqual({ 3: 1, 1: 3, 2: 1 });
    // 2 over 10 : 10 : 10 → 0.67 each: the two points go to the lower ids.
    expect(
      asObject(
        sharePercentages(
          [3, 1, 2].map((id) => ({ id, percentage: 10, active: true })),
          2,
        ),
      ),
    ).toEqual({ 3: 0, 1: 1, 2: 1 });
  });

  it('shares equally among the active links when all hold 0, among all when none is active', () => {
    const links = [
      { id: 1, percentage: 0, active: true },
      { id: 2, percentage: 0, active: false },
      { id: 3, percentage: 0, active: true },
    ];
    expect(asObject(sharePercentages(links, 75))).toEqual({ 1: 38, 2: 0, 3: 37 });
    const none = links.map((l) => ({ ...l, active: false }));
    expect(asObject(sharePercentages(none, 100))).toEqual({ 1: 34, 2: 33, 3: 33 });
  });

  it('gives an inactive link 0 whatever it held, the active ones sharing the total', () => {
    // The company's battery: the second workshop's link ended and still held 20 %.
    const links = [
      { id: 1, percentage: 50, active: true },
      { id: 2, percentage: 30, active: true },
      { id: 3, percentage: 20, active: false },
    ];
    expect(asObject(sharePercentages(links, 60))).toEqual({ 1: 38, 2: 22, 3: 0 });
    expect(asObject(sharePercentages(links, 100))).toEqual({ 1: 63, 2: 37, 3: 0 });
  });

  it('has nothing to share among no links, and refuses a total that is not whole and positive', () => {
    expect(sharePercentages([], 100).size).toBe(0);
    expect(() => sharePercentages([{ id: 1, percentage: 1, active: true }], 1.5)).toThrow(RangeError);
    expect(() => sharePercentages([{ id: 1, percentage: 1, active: true }], -1)).toThrow(RangeError);
  });

  it('always sums exactly to the total, each link within one point of its exact share (2,000 random cases)', () => {
    const next = random(13);
    for (let n = 0; n < 2000; n += 1) {
      const links = randomBattery(next, 1 + Math.floor(next() * 8));
      const total = Math.floor(next() * 101);
      const shared = sharePercentages(links, total);
      expect(sum(shared), `case ${n}`).toBe(total);
      const takers = links.some((l) => l.active) ? links.filter((l) => l.active) : links;
      const held = takers.reduce((a, l) => a + l.percentage, 0);
      for (const link of links) {
        const value = shared.get(link.id)!;
        expect(Number.isInteger(value) && value >= 0).toBe(true);
        if (!takers.includes(link)) expect(value, `case ${n} inactive link ${link.id}`).toBe(0);
        else if (held > 0) expect(Math.abs(value - (total * link.percentage) / held), `case ${n} link ${link.id}`).toBeLessThan(1);
      }
    }
  });
});

describe('percentagesAfterChange', () => {
  it('sets the link and lets the others share the rest: the demo battery and a locked link', () => {
    const girona = [
      { id: 1, percentage: 60, active: true },
      { id: 2, percentage: 40, active: true },
      { id: 3, percentage: 0, active: false },
    ];
    expect(asObject(percentagesAfterChange(girona, 2, 25))).toEqual({ 1: 75, 2: 25, 3: 0 });
    expect(asObject(percentagesAfterChange(girona, 2, 100))).toEqual({ 1: 0, 2: 100, 3: 0 });
    // From 100 %, the others held nothing: the active ones share the rest, the locked one keeps 0.
    const all = [
      { id: 1, percentage: 0, active: true },
      { id: 2, percentage: 100, active: true },
      { id: 3, percentage: 0, active: false },
    ];
    expect(asObject(percentagesAfterChange(all, 2, 40))).toEqual({ 1: 60, 2: 40, 3: 0 });
  });

  it('sums 100 whatever the battery and the value (random cases)', () => {
    const next = random(7);
    for (let n = 0; n < 1000; n += 1) {
      const links = randomBattery(next, 2 + Math.floor(next() * 6));
      const link = links[Math.floor(next() * links.length)]!;
      const value = Math.floor(next() * 101);
      const after = percentagesAfterChange(links, link.id, value);
      expect(after.get(link.id)).toBe(value);
      expect(sum(after), `case ${n}`).toBe(100);
    }
  });
});

describe('percentagesAfterMove', () => {
  it('recalculates both sides: the origin shares 100 among those staying, the destination gives the link its percentage', () => {
    const origin = [
      { id: 1, percentage: 60, active: true },
      { id: 2, percentage: 40, active: true },
      { id: 3, percentage: 0, active: false },
    ];
    const destination = [
      { id: 4, percentage: 100, active: true },
      { id: 5, percentage: 0, active: false },
    ];
    const after = percentagesAfterMove(origin, destination, 2, 30);
    expect(asObject(after.origin)).toEqual({ 1: 100, 3: 0 });
    expect(asObject(after.destination)).toEqual({ 4: 70, 5: 0, 2: 30 });
  });

  it('never leaves a share on a terminated contract: joining a battery whose links are all inactive takes 100', () => {
    // The demo: the flat (2) moves into "Bateria Sabadell", held at 100 % by the closed flat (4).
    const origin = [
      { id: 1, percentage: 60, active: true },
      { id: 2, percentage: 40, active: true },
    ];
    const sabadell = [{ id: 4, percentage: 100, active: false }];
    const after = percentagesAfterMove(origin, sabadell, 2, 50);
    expect(asObject(after.destination)).toEqual({ 4: 0, 2: 100 });
    // Leaving a battery where only inactive links stay: they keep what they held (no one draws).
    const left = percentagesAfterMove([...sabadell, { id: 2, percentage: 0, active: true }], origin.slice(0, 1), 2, 50);
    expect(asObject(left.origin)).toEqual({ 4: 100 });
    expect(asObject(left.destination)).toEqual({ 1: 50, 2: 50 });
  });

  it('gives the link 100 in an empty battery, and leaves nothing in an origin it was alone in', () => {
    const after = percentagesAfterMove([{ id: 1, percentage: 100, active: true }], [], 1, 30);
    expect(asObject(after.origin)).toEqual({});
    expect(asObject(after.destination)).toEqual({ 1: 100 });
  });

  it('keeps both batteries at 100 (random cases)', () => {
    const next = random(21);
    for (let n = 0; n < 1000; n += 1) {
      const origin = randomBattery(next, 2 + Math.floor(next() * 5));
      const destination = randomBattery(next, 1 + Math.floor(next() * 5)).map((l) => ({ ...l, id: l.id + 100 }));
      const moving = origin[Math.floor(next() * origin.length)]!;
      const value = Math.floor(next() * 101);
      const after = percentagesAfterMove(origin, destination, moving.id, value);
      expect(after.origin.has(moving.id)).toBe(false);
      const alone = !destination.some((l) => l.active);
      expect(after.destination.get(moving.id)).toBe(alone ? 100 : value);
      // Where any link stays active, every inactive one ends at 0.
      for (const [side, shares] of [
        [origin, after.origin],
        [destination, after.destination],
      ] as const) {
        const others = side.filter((l) => l.id !== moving.id);
        if (!others.some((l) => l.active)) continue;
        for (const link of others.filter((l) => !l.active)) expect(shares.get(link.id), `case ${n} link ${link.id}`).toBe(0);
      }
      expect(sum(after.origin), `case ${n}`).toBe(100);
      expect(sum(after.destination), `case ${n}`).toBe(100);
    }
  });
});
