// Solo mode against the Automa (spec 7): examples 28-30 and decisions D26-D33, D36, D37, D39, D40.
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { automaAction, cardActionAt } from '../../../src/games/copan/automa.ts';
import { advance } from '../../../src/games/copan/flow.ts';
import { applyFx } from '../../../src/games/copan/effects.ts';
import { scoreLines } from '../../../src/games/copan/result.ts';
import { begin, giveChar, pendingKind, play, setAltarSlot } from './helpers.ts';

const AUTOMA = 1;
const ctx = () => ({ events: [], barrier: false });

function solo(mode: 'basic' | 'advanced' = 'basic', levels: ('easy' | 'hard')[] = ['easy', 'easy', 'easy', 'easy']): CopanState {
  const s = copanGame.setup({ players: 2, event: 'ev11', solo: { mode, levels } }, 'solo-test');
  s.first = 0;
  s.active = 0;
  s.automa!.order = [0, 1, 2, 3];
  return begin(s);
}

/** Sets the Automa's tiles on its cards, returning the difference to the bag. */
function automaTiles(s: CopanState, tiles: number[]): void {
  const hand = s.players[AUTOMA]!.hand;
  for (let r = 0; r < 4; r++) {
    s.bag[r]! += hand[r]! - tiles[r]!;
    hand[r] = tiles[r]!;
  }
}

/** Runs queued automatic work (and Automa decisions) until someone has to choose. */
function settle(s: CopanState): CopanState {
  s.tasks.push({ k: 'site' });
  s.active = 0;
  advance(s, ctx());
  return s;
}

describe('setup and options', () => {
  it('gives the Automa 2 food, 1 fame and 1 zeal tiles on its cards and a random card order', () => {
    const s = copanGame.setup({ players: 2, event: 'ev11', solo: { mode: 'basic', levels: ['easy', 'hard', 'easy', 'hard'] } }, 'x');
    expect(s.players[AUTOMA]!.hand).toEqual([2, 1, 1, 0]);
    expect(s.players[0]!.hand.reduce((a, b) => a + b, 0)).toBe(4);
    expect([...s.automa!.order].sort()).toEqual([0, 1, 2, 3]);
    expect(s.automa!.hard).toEqual([false, true, false, true]);
    expect(invariants(s)).toEqual([]);
    expect(copanGame.pending(s).every((p) => p.seat === 0)).toBe(true);
  });

  it('checks the solo options', () => {
    const bad = (o: unknown) => {
      const r = copanGame.checkOptions(o);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(bad({ players: 3, solo: { mode: 'basic', levels: ['easy', 'easy', 'easy', 'easy'] } })).toBe('bad-player-count');
    expect(bad({ players: 2, solo: { mode: 'expert', levels: ['easy', 'easy', 'easy', 'easy'] } })).toBe('bad-automa-mode');
    expect(bad({ players: 2, solo: { mode: 'basic', levels: ['easy', 'easy'] } })).toBe('bad-automa-levels');
    expect(bad({ players: 2, solo: { mode: 'advanced', levels: ['hard', 'hard', 'hard', 'hard'] } })).toBe('ok');
  });

  it('hides nothing of the Automa from the human', () => {
    const v = copanGame.view(solo(), 0);
    expect(v.players[AUTOMA]!.hand).toEqual([2, 1, 1, 0]);
    expect(v.players[AUTOMA]!.glyphs).not.toBeNull();
    expect(v.automa!.order).toEqual([0, 1, 2, 3]);
  });
});

describe('the Automa turn', () => {
  it('ex.28: plays the leftmost card holding a tile; the human places that tile', () => {
    const s = solo();
    automaTiles(s, [0, 0, 3, 1]);
    s.active = AUTOMA;
    begin(s);
    expect(s.automa!.card).toBe(2);
    expect(copanGame.pending(s)).toEqual([{ seat: 0, kind: 'automaPlace' }]);
    const { state } = play(s, 0, { kind: 'place_automa', space: 'north.a3' });
    expect(state.pyramid[3 + 0]).toBe(2);
    expect(state.cubes[2]).toBe(1);
    expect(state.players[AUTOMA]!.res).toEqual([0, 0, 0, 0]); // nothing collected
    expect(state.players[AUTOMA]!.site).toBe(3); // zeal card: Altars
  });

  it('ex.28: with all its cards empty it first takes the four River tiles', () => {
    const s = solo();
    automaTiles(s, [0, 0, 0, 0]);
    const river = s.river.slice();
    s.active = AUTOMA;
    begin(s);
    const expected = [0, 0, 0, 0];
    for (const t of river) expected[t]!++;
    const card = s.automa!.card;
    expect(s.players[AUTOMA]!.hand).toEqual(expected);
    expect(card).toBe(expected.findIndex((n) => n > 0));
    expect(s.river.every((t) => t >= 0)).toBe(true);
  });

  it('D26: the totem advances on its card Site from s1/s2, and re-enters s1 from s3; gains become VP', () => {
    const s = solo();
    s.automa!.card = 2;
    const p = s.players[AUTOMA]!;
    p.site = 3;
    p.space = 0;
    automaAction(s, ctx());
    expect([p.site, p.space, p.vp]).toEqual([3, 1, 1]);
    const t = solo();
    t.automa!.card = 2;
    const q = t.players[AUTOMA]!;
    q.site = 3;
    q.space = 2;
    automaAction(t, ctx());
    expect([q.site, q.space, q.vp]).toEqual([3, 0, 0]); // pay symbol ignored
  });

  it('ex.30: left Altar space closed, right one held by the human: token to the reserve, column and climb still', () => {
    const s = solo('advanced');
    setAltarSlot(s, 2, 6); // alt07: column 1 = a jade tile (a Glyph card for the Automa)
    s.altarSpaces[0] = -2; // closed by an earlier zeal event
    s.fired[2] = 1;
    s.altarSpaces[6] = 0;
    s.players[0]!.supply--;
    s.glyphDeck[4]!--;
    s.glyphTop.push(4); // the top card is known
    cardActionAt(s, 2, 0, ctx());
    settle(s);
    const a = s.players[AUTOMA]!;
    expect(a.reserve).toBe(1);
    expect(a.glyphs[4]).toBe(1); // D31: jade → top Glyph card
    expect(a.priests).toEqual([1, 0, 0, 0]); // priority: the food card
    expect(invariants(s)).toEqual([]);
  });

  it('D27 / D28: a token even on a closed City (no City effect); tokens drawn count the new one', () => {
    const s = solo('advanced');
    s.cities[2] = -1;
    const before = s.embDiscard[1]!.reduce((a, b) => a + b, 0);
    cardActionAt(s, 0, 2, ctx());
    settle(s);
    expect(s.players[AUTOMA]!.emb[2]).toBe(1);
    expect(s.embDiscard[1]!.reduce((a, b) => a + b, 0)).toBe(before + 1);
    expect(s.players[AUTOMA]!.ext).toBe(1); // Advanced: a storage extension
    const t = solo();
    t.players[AUTOMA]!.emb[0] = 1;
    t.players[AUTOMA]!.supply--;
    cardActionAt(t, 0, 0, ctx());
    settle(t);
    expect(t.embDiscard[0]!.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('D29: a closed Ball Court or Glyph space still gives the token or the climb, no card', () => {
    const s = solo();
    s.charTop.push(s.charDisplay[4]!);
    s.charDisplay[4] = -2;
    cardActionAt(s, 1, 4, ctx());
    expect(s.players[AUTOMA]!.court).toEqual([0, 1]);
    expect(s.players[AUTOMA]!.chars).toEqual([]);
    s.glyphTop.push(s.glyphDisplay[0]!);
    s.glyphDisplay[0] = -2;
    cardActionAt(s, 3, 0, ctx());
    settle(s);
    expect(s.players[AUTOMA]!.glyphs.reduce((a, b) => a + b, 0)).toBe(0);
    expect(s.players[AUTOMA]!.priests[0]).toBe(1);
  });

  it('Advanced takes a whole Glyph line; Basic only the rolled card', () => {
    const basic = solo();
    cardActionAt(basic, 3, 4, ctx());
    expect(basic.players[AUTOMA]!.glyphs.reduce((a, b) => a + b, 0)).toBe(1);
    const adv = solo('advanced');
    cardActionAt(adv, 3, 4, ctx());
    expect(adv.players[AUTOMA]!.glyphs.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('Automa rewards and choices', () => {
  it('ex.29 / D30: resources gained score as VP, resources lost cost VP', () => {
    const s = solo();
    applyFx(s, AUTOMA, { t: 'gainAny', n: 2 }, ctx());
    settle(s);
    expect(s.players[AUTOMA]!.vp).toBe(2);
    applyFx(s, AUTOMA, { t: 'lose', r: [2, 0, 0, 0] }, ctx());
    applyFx(s, AUTOMA, { t: 'gain', r: [0, 3, 0, 0] }, ctx());
    expect(s.players[AUTOMA]!.vp).toBe(3);
    expect(s.players[AUTOMA]!.res).toEqual([0, 0, 0, 0]);
  });

  it('D32: Basic ignores bonus actions, Advanced resolves them with its card of that Site', () => {
    const b = solo();
    const tasks = b.tasks.slice();
    applyFx(b, AUTOMA, { t: 'bonus', site: 3, disc: 0 }, ctx());
    expect(b.tasks).toEqual(tasks);
    expect(b.bonusQueue).toEqual([]);
    const a = solo('advanced');
    applyFx(a, AUTOMA, { t: 'bonus', site: 3, disc: 0 }, ctx());
    settle(a);
    const p = a.players[AUTOMA]!;
    expect(p.reserve + a.altarSpaces.filter((w) => w === AUTOMA).length).toBe(1);
  });

  it('D37: event discards take its most recently gained Character and Glyph card', () => {
    const s = solo();
    giveChar(s, AUTOMA, 3);
    giveChar(s, AUTOMA, 9);
    s.players[AUTOMA]!.glyphs = [1, 0, 1, 0, 0, 0];
    s.glyphDeck[0]!--;
    s.glyphDeck[2]!--;
    s.automa!.glyphOrder = [2, 0];
    applyFx(s, AUTOMA, { t: 'discardChar' }, ctx());
    applyFx(s, AUTOMA, { t: 'loseGlyph' }, ctx());
    settle(s);
    expect(s.players[AUTOMA]!.chars).toEqual([3]);
    expect(s.players[AUTOMA]!.down).toEqual([9]);
    expect(s.players[AUTOMA]!.glyphs).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it('D39: climbs go to the leftmost-priority stairway whose priest is below the top', () => {
    const s = solo();
    s.automa!.order = [2, 0, 1, 3];
    s.players[AUTOMA]!.priests = [0, 0, 8, 0];
    s.players[AUTOMA]!.zenith = 4;
    s.zenithTaken = 1;
    applyFx(s, AUTOMA, { t: 'climb', n: 2 }, ctx());
    settle(s);
    expect(s.players[AUTOMA]!.priests).toEqual([2, 0, 8, 0]);
  });

  it('D40: Advanced tile-bonus Characters pay VP on placing; its end-game Characters score nothing extra', () => {
    const s = solo('advanced');
    giveChar(s, AUTOMA, 4); // Gucup Cakix: food tiles
    automaTiles(s, [1, 0, 0, 0]);
    s.active = AUTOMA;
    begin(s);
    const placed = play(s, 0, { kind: 'place_automa', space: 'north.a3' }).state;
    expect(placed.players[AUTOMA]!.vp).toBeGreaterThanOrEqual(1);
    const t = solo('advanced');
    giveChar(t, AUTOMA, 50); // Chamahez
    expect(scoreLines(t)[AUTOMA]!.breakdown.characters).toBe(3); // 3 VP per Character held, no more
  });

  it('D33: it scores in-game VP and its card lines; its Ball Court tokens still outrank the human', () => {
    const s = solo('basic', ['hard', 'easy', 'hard', 'easy']);
    const a = s.players[AUTOMA]!;
    a.vp = 5;
    a.emb = [1, 1, 0, 0, 0, 0];
    a.court = [3, 2];
    a.reserve = 2;
    a.supply -= 9;
    a.glyphs = [1, 1, 0, 0, 0, 0];
    s.automa!.glyphOrder = [0, 1];
    const h = s.players[0]!;
    h.court = [1, 1];
    h.supply -= 2;
    const lines = scoreLines(s);
    expect(lines[AUTOMA]!.breakdown).toEqual({ play: 5, embassies: 4, characters: 0, altars: 12, glyphs: 6 });
    expect(lines[0]!.breakdown.ballcourtHalves).toBe(3 + 3);
    expect(lines[0]!.breakdown.ballcourtTotal).toBe(5);
    expect(lines[AUTOMA]!.breakdown.stairFood).toBeUndefined();
  });

  it('D36: the Automa never owes a decision, so it never exchanges Glyph cards', () => {
    let s = solo();
    for (let i = 0; i < 400 && copanGame.pending(s).length; i++) {
      const [p] = copanGame.pending(s);
      expect(p!.seat).toBe(0);
      const c = copanGame.choices(s, 0);
      const res = copanGame.apply(s, 0, c.find((x) => x.kind !== 'exchange') ?? c[0]);
      if (!res.ok) throw new Error(res.error.code);
      s = res.state;
    }
    expect(pendingKind(s)).toBeUndefined();
    expect(copanGame.result(s)).not.toBeNull();
  });
});
