// Hidden information (spec 8, D22): views, the leak check and sampleConsistent.
import { describe, expect, it } from 'vitest';
import { copanChecks, copanGame, FACE_DOWN_HIDDEN } from '../../../src/games/copan/index.ts';
import { invariants, leaksOf } from '../../../src/games/copan/checks.ts';
import { view } from '../../../src/games/copan/view.ts';
import { playRandomGame } from '../../../src/engine/index.ts';
import { giveChar, giveGlyphs, giveTiles, quiet, sp } from './helpers.ts';

function midGame(seed: string) {
  // A position a few turns in, with hands, glyphs and discards spread around.
  const r = playRandomGame(copanGame, { players: 4, event: 'ev12' }, seed, { maxSteps: 120 });
  return r.match.state;
}

describe('views', () => {
  it('D22: another seat shows counts only for Court tiles, Glyph cards and face-down Characters', () => {
    const s = quiet();
    giveTiles(s, 1, 2, 3);
    giveGlyphs(s, 1, 4, 2);
    giveChar(s, 1, 30, true);
    const v = copanGame.view(s, 0);
    expect(v.players[1]).toMatchObject({ hand: null, handSize: 3, glyphs: null, glyphCount: 2, down: null, downCount: 1 });
    const own = copanGame.view(s, 1);
    expect(own.players[1]).toMatchObject({ hand: [0, 0, 3, 0], glyphs: [0, 0, 0, 0, 2, 0], down: [30] });
    const spectator = copanGame.view(s, 'spectator');
    expect(spectator.players.every((p) => p.hand === null && p.glyphs === null && p.down === null)).toBe(true);
  });

  it('keeps the bag, deck contents, face-down tile types and the PRNG out of every view', () => {
    const s = quiet();
    s.pyramid[sp('north.a3')] = 4 + 2;
    s.bag[2]!--;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const text = JSON.stringify(copanGame.view(s, viewer));
      for (const key of ['rng', 'bag', 'charDeck', 'altarDeck', 'glyphDeck', 'embPile']) expect(text).not.toContain(`"${key}":`);
    }
    const v = copanGame.view(s, 0);
    expect(v.pyramid[sp('north.a3')]).toBe(FACE_DOWN_HIDDEN);
    expect(v.bagCount).toBe(s.bag.reduce((a, b) => a + b, 0));
    expect(v.charDeckCount).toBe(s.charDeck.length);
  });

  it('shows cards put back on top of a deck by a closure (public knowledge)', () => {
    const s = quiet();
    s.charTop.push(s.charDisplay[0]!);
    s.charDisplay[0] = -2;
    expect(copanGame.view(s, 2).charTop).toEqual(s.charTop);
  });

  it('is a copy: changing a view never changes the state', () => {
    const s = quiet();
    const before = JSON.stringify(s);
    const v = copanGame.view(s, 0);
    v.players[0]!.res[0] = 99;
    v.cubes[0] = 9;
    v.players[0]!.hand![0] = 7;
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the leak check passes on real positions and catches a leaked hand', () => {
    const s = midGame('leak');
    for (const seat of [0, 1, 2, 3]) expect(copanChecks.leaks!(s, seat)).toEqual([]);
    const seat = copanGame.pending(s)[0]!.seat;
    const withBag = (st: typeof s, viewer: number | 'spectator') => ({ ...view(st, viewer), bag: st.bag });
    expect(leaksOf(withBag, s, seat)).toContain('view shows "bag"');
    const withHand = (st: typeof s, viewer: number | 'spectator') => {
      const v = view(st, viewer);
      v.players.forEach((p, i) => (p.hand = st.players[i]!.hand.slice()));
      return v;
    };
    expect(leaksOf(withHand, s, seat)).toContain("view shows another seat's hand");
    const renamed = (st: typeof s, viewer: number | 'spectator') => ({ ...view(st, viewer), secret: st.players.map((p) => p.hand) });
    expect(leaksOf(renamed, s, seat)).toContain('view changes when hidden items are redealt');
  });
});

describe('sampleConsistent', () => {
  it('gives a full legal state that the viewer cannot tell apart from the real one', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = midGame(seed);
      for (const seat of [0, 1, 2, 3]) {
        const v = copanGame.view(s, seat);
        const sample = copanGame.sampleConsistent(v, seat, 'redeal');
        expect(JSON.stringify(copanGame.view(sample, seat))).toBe(JSON.stringify(v));
        expect(invariants(sample)).toEqual([]);
        const pending = copanGame.pending(sample);
        if (pending.length) expect(copanGame.choices(sample, pending[0]!.seat).length).toBeGreaterThan(0);
      }
    }
  });

  it('redeals what the viewer cannot see and keeps what it can', () => {
    const s = midGame('e');
    const v = copanGame.view(s, 0);
    const hands = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const sample = copanGame.sampleConsistent(v, 0, `r${i}`);
      expect(sample.players[0]!.hand).toEqual(s.players[0]!.hand);
      expect(sample.players.map((p) => p.hand.reduce((a, b) => a + b, 0))).toEqual(s.players.map((p) => p.hand.reduce((a, b) => a + b, 0)));
      hands.add(JSON.stringify([sample.players[1]!.hand, sample.bag, sample.charDeck.slice().sort()]));
    }
    expect(hands.size).toBeGreaterThan(1);
  });

  it('a sampled state plays on to the end', () => {
    const s = midGame('f');
    let st = copanGame.sampleConsistent(copanGame.view(s, 1), 1, 'go');
    for (let i = 0; i < 3000 && copanGame.pending(st).length; i++) {
      const seat = copanGame.pending(st)[0]!.seat;
      const res = copanGame.apply(st, seat, copanGame.choices(st, seat)[0]);
      if (!res.ok) throw new Error(res.error.code);
      st = res.state;
    }
    expect(copanGame.result(st)).not.toBeNull();
  });
});
