// Site actions and their effects: examples 10, 11, 24, 25 and decisions D9-D11, D13-D15, D18, D20, D21, D34.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { CITY_SPACES } from '../../../src/games/copan/data.ts';
import { atSite, begin, find, giveChar, has, pendingKind, play, quiet, refusal, setAltarSlot, setCharSlot, setTotem } from './helpers.ts';
import type { CopanState } from '../../../src/games/copan/index.ts';

const RIVER = 1;
const XOCHITL = 47, CHACHIUITL = 21, MULAC = 36, CHICHUATON = 23;
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const rich = (s: CopanState, seat = 0): void => void (s.players[seat]!.res = [5, 5, 5, 5]);

/** Known City tiles: city06 (1 food: 5 VP) on city1, city05 (1 fame: 5 VP) on city2, … */
function knownCities(s: CopanState): void {
  s.cities = [5, 4, 6, 7, 8, 9];
}

describe('Embassies', () => {
  it('ex.10 / D9: an Embassy on a level-3 City space draws level-3 tokens', () => {
    const s = atSite(quiet());
    knownCities(s);
    rich(s);
    let st = play(s, 0, { kind: 'move', site: 'embassies', side: 'side_vp' }).state;
    const pay = find(st, 0, { kind: 'embassy', city: 'city5' });
    const before = sum(st.embDiscard[2]!);
    const res = copanGame.apply(st, 0, pay);
    if (!res.ok) throw new Error(res.error.code);
    st = res.state;
    expect(CITY_SPACES[4]!.level).toBe(3);
    expect(sum(st.embDiscard[2]!)).toBe(before + 1);
    expect(res.events.find((e) => e.type === 'embassyTokens')).toMatchObject({ level: 3, kinds: [expect.any(Number)] });
  });

  it('ex.24: a second visit to a City draws 2 tokens and still counts as one City', () => {
    const s = atSite(quiet());
    knownCities(s);
    rich(s);
    s.players[0]!.emb[0] = 1;
    s.players[0]!.supply--;
    let st = play(s, 0, { kind: 'move', site: 'embassies', side: 'side_vp' }).state;
    const res = copanGame.apply(st, 0, find(st, 0, { kind: 'embassy', city: 'city1' }));
    if (!res.ok) throw new Error(res.error.code);
    st = res.state;
    expect(res.events.find((e) => e.type === 'embassyTokens')).toMatchObject({ level: 1, kinds: [expect.any(Number), expect.any(Number)] });
    expect(st.players[0]!.emb.filter((n) => n > 0)).toHaveLength(1);
    expect(st.players[0]!.emb[0]).toBe(2);
  });

  it('pays the path cost and the City cost together; a forced single payment settles itself', () => {
    const s = atSite(quiet());
    knownCities(s);
    s.players[0]!.res = [3, 1, 0, 0];
    const st = play(s, 0, { kind: 'move', site: 'embassies', side: 'side_vp' }).state;
    expect(st.players[0]!.res).toEqual([2, 1, 0, 0]); // entry: 1 food
    expect(copanGame.choices(st, 0).map((c) => c.id)).toEqual(['embassy:city1:2.0.0.0', 'embassy:city2:1.1.0.0']);
    expect(refusal(st, 0, { kind: 'embassy', city: 'city1', pay: [1, 1, 0, 0] })).toBe('bad-payment');
    expect(refusal(st, 0, { kind: 'embassy', city: 'city5', pay: [2, 0, 1, 0] })).toBe('cannot-afford');
    const forced = atSite(quiet());
    knownCities(forced);
    forced.players[0]!.res = [3, 0, 0, 0];
    const done = play(forced, 0, { kind: 'move', site: 'embassies', side: 'side_vp' }).state;
    expect(done.players[0]!.emb[0]).toBe(1);
    expect(done.players[0]!.res).toEqual([0, 0, 0, 0]);
  });

  it('D13: tokens on a closed City stay; the Embassies action cannot go there but a free Embassy can', () => {
    const s = atSite(quiet());
    knownCities(s);
    rich(s);
    s.players[0]!.emb[0] = 1;
    s.players[0]!.supply--;
    s.cities[0] = -1;
    const st = play(s, 0, { kind: 'move', site: 'embassies', side: 'side_vp' }).state;
    expect(has(st, 0, { kind: 'embassy', city: 'city1' })).toBe(false);
    expect(refusal(st, 0, { kind: 'embassy', city: 'city1', pay: [2, 0, 0, 0] })).toBe('city-closed');
    const free = quiet();
    free.cities[0] = -1;
    free.tasks.unshift({ k: 'freeEmbassy', seat: 0 });
    const after = play(free, 0, { kind: 'free_embassy', city: 'city1' }).state;
    expect(after.players[0]!.emb[0]).toBe(1);
    expect(after.embDiscard[0]!.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('D11: an empty Embassy pile is refilled from its discard', () => {
    const s = atSite(quiet());
    s.embDiscard[0] = s.embPile[0]!.slice();
    s.embPile[0] = [0, 0, 0, 0];
    s.tasks.unshift({ k: 'freeEmbassy', seat: 0 });
    const st = play(s, 0, { kind: 'free_embassy', city: 'city2' }).state;
    expect(sum(st.embPile[0]!)).toBe(9);
    expect(sum(st.embDiscard[0]!)).toBe(1);
  });
});

describe('decks', () => {
  it('D11: an empty Altar deck is refilled from its discard when an omen needs new cards', () => {
    const s = quiet();
    s.altarDiscard.push(...s.altarDeck);
    s.altarDeck = [];
    const shown = s.altarDisplay.slice();
    s.players[0]!.hand[1] = 1;
    s.bag[1]!--;
    s.fate = 5;
    const st = play(s, 0, { kind: 'place', tile: 'fame', space: 'north.a5' }).state;
    expect(st.altarDisplay.every((c) => c >= 0 && !shown.includes(c))).toBe(true);
    expect(st.altarDeck.length + st.altarDiscard.length).toBe(12);
    expect(invariants(st)).toEqual([]);
  });
});

describe('River', () => {
  it('ex.11: with 2 extensions the third costs 3 resources of any kind', () => {
    const s = atSite(quiet());
    s.players[0]!.ext = 2;
    s.storagePile -= 2;
    s.players[0]!.res = [1, 1, 1, 0];
    const st = play(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state;
    const storage = copanGame.choices(st, 0).filter((c) => c.kind === 'river_buy' && c.option === 'storage');
    expect(storage.map((c) => c.id)).toEqual(['river_buy:storage:1.1.1.0']);
    const after = play(st, 0, { kind: 'river_buy', option: 'storage' }).state;
    expect(after.players[0]!.ext).toBe(3);
    expect(after.players[0]!.res).toEqual([0, 0, 0, 0]);
  });

  it('D20: the action takes the two leftmost tiles; the end of turn slides the rest left and refills', () => {
    const s = atSite(quiet());
    s.bag[0]! += sum(s.river.map(() => 0));
    const [a, b, c, d] = s.river as [number, number, number, number];
    s.river = [-1, a, b, c];
    s.bag[d]!++;
    // With nothing to pay, the purchase is forced to "none" and the turn ends by itself.
    const ended = play(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state;
    const hand = [0, 0, 0, 0];
    hand[a]!++;
    hand[b]!++;
    expect(ended.players[0]!.hand).toEqual(hand);
    expect(ended.active).toBe(1);
    expect(ended.river[0]).toBe(c);
    expect(ended.river.every((t) => t >= 0)).toBe(true);
    expect(invariants(ended)).toEqual([]);
  });

  it('D14: no limit on extensions but the pile', () => {
    const s = atSite(quiet());
    s.players[0]!.ext = 7;
    s.storagePile = 5;
    s.players[0]!.res = [8, 0, 0, 0];
    const st = play(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state;
    const after = play(st, 0, { kind: 'river_buy', option: 'storage', pay: [8, 0, 0, 0] }).state;
    expect(after.players[0]!.ext).toBe(8);
    expect(after.storagePile).toBe(4);
  });

  it('buying the two remaining tiles needs tiles left; storage needs the pile (D14: no other limit)', () => {
    const s = atSite(quiet());
    s.river = [0, 1, -1, -1];
    s.bag[2]!++;
    s.bag[3]!++;
    s.players[0]!.res = [5, 0, 0, 0];
    s.players[0]!.ext = 0;
    let st = play(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state;
    expect(refusal(st, 0, { kind: 'river_buy', option: 'tiles', pay: [1, 0, 0, 0] })).toBe('river-empty');
    st.storagePile = 0;
    expect(refusal(st, 0, { kind: 'river_buy', option: 'storage', pay: [1, 0, 0, 0] })).toBe('pile-empty');
  });
});

describe('Ball Court', () => {
  it('ex.25: with a full Character row, discard an own Character or use the new instant at once', () => {
    const s = atSite(quiet());
    for (const c of [0, 1, 2]) giveChar(s, 0, c);
    setCharSlot(s, 3, XOCHITL);
    s.players[0]!.res = [0, 2, 0, 0];
    let st = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_vp' }).state;
    st = play(st, 0, { kind: 'recruit', slot: 'f4', pay: [0, 1, 0, 0] }).state;
    expect(st.players[0]!.court).toEqual([0, 1]);
    expect(pendingKind(st)).toBe('newChar');
    expect(refusal(st, 0, { kind: 'new_character', action: 'keep' })).toBe('no-room');
    const used = play(st, 0, { kind: 'new_character', action: 'use' }).state;
    expect(used.players[0]!.res[1]).toBe(3);
    expect(used.players[0]!.down).toEqual([XOCHITL]);
    const replaced = play(st, 0, { kind: 'replace_character', card: 'ch02' }).state;
    expect(replaced.players[0]!.chars).toEqual([0, 2, XOCHITL]);
    expect(replaced.players[0]!.down).toEqual([1]);
  });

  it('a recruited space is refilled at the end of the turn', () => {
    const s = atSite(quiet());
    setCharSlot(s, 0, XOCHITL);
    s.players[0]!.res = [0, 2, 0, 0];
    let st = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_vp' }).state;
    st = play(st, 0, { kind: 'recruit', slot: 'f1', pay: [0, 1, 0, 0] }).state;
    st = play(st, 0, { kind: 'new_character', action: 'keep' }).state;
    expect(st.charDisplay[0]).toBe(-1);
    st = play(st, 0, { kind: 'end_turn' }).state; // a face-up Character could still be discarded
    expect(st.active).toBe(1);
    expect(st.charDisplay[0]).toBeGreaterThanOrEqual(0);
    expect(invariants(st)).toEqual([]);
  });
});

describe('Altars and the Hieroglyphic Stairway', () => {
  it('an Altar space pays its card, gives its column and climbs its steps on one stairway', () => {
    const s = atSite(quiet());
    setAltarSlot(s, 0, 3); // alt04: 2 zeal; columns: bonus any Site / storage / climb only
    s.players[0]!.res = [0, 0, 3, 0];
    let st = play(s, 0, { kind: 'move', site: 'altars', side: 'side_vp' }).state;
    st = play(st, 0, { kind: 'altar', space: 'alt1.c2', pay: [0, 0, 2, 0] }).state;
    expect(st.players[0]!.ext).toBe(1);
    expect(pendingKind(st)).toBe('climb');
    st = play(st, 0, { kind: 'climb', stair: 'stair.fame' }).state;
    expect(st.players[0]!.priests).toEqual([0, 2, 0, 0]);
    expect(st.altarSpaces[1]).toBe(0);
  });

  it('D10 / D10b: a line takes all its cards and climbs its steps; an empty line cannot be chosen', () => {
    const s = atSite(quiet());
    s.players[0]!.res = [1, 0, 0, 3];
    s.glyphDeck[s.glyphDisplay[0]!]!++;
    s.glyphDisplay[0] = -1;
    let st = play(s, 0, { kind: 'move', site: 'glyphstair', side: 'side_vp' }).state;
    expect(has(st, 0, { kind: 'glyph_line', line: 'line1' })).toBe(false);
    expect(refusal(st, 0, { kind: 'glyph_line', line: 'line1', pay: [0, 0, 0, 1] })).toBe('line-empty');
    st = play(st, 0, { kind: 'glyph_line', line: 'line3', pay: [1, 0, 0, 2] }).state;
    expect(sum(st.players[0]!.glyphs)).toBe(3);
    st = play(st, 0, { kind: 'climb', stair: 'stair.power' }).state;
    expect(st.players[0]!.priests[3]).toBe(3);
  });
});

describe('bonus actions, instants, jade', () => {
  it('D18 / D34: an instant used between steps queues a −3 bonus action, done after the action or skipped', () => {
    const s = atSite(quiet());
    giveChar(s, 0, CHACHIUITL); // Altars action −3
    setAltarSlot(s, 0, 3); // 2 zeal
    s.players[0]!.res = [0, 0, 0, 0];
    let st = play(s, 0, { kind: 'use_character', card: 'ch22' }).state;
    expect(st.bonusQueue).toEqual([{ site: 3, disc: 3 }]);
    st = play(st, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state; // nothing to buy: forced
    expect(pendingKind(st)).toBe('bonus');
    expect(refusal(st, 0, { kind: 'end_turn' })).toBe('bonus-pending');
    expect(refusal(st, 0, { kind: 'bonus', site: 'river' })).toBe('wrong-site');
    const skipped = play(st, 0, { kind: 'bonus_skip' }).state;
    expect(skipped.active).toBe(1);
    st = play(st, 0, { kind: 'bonus', site: 'altars' }).state;
    expect(pendingKind(st)).toBe('altar');
    expect(has(st, 0, { kind: 'altar', space: 'alt1.c1', pay: [0, 0, 0, 0] })).toBe(true);
  });

  it('D18: a bonus action that cannot be paid is lost', () => {
    const s = atSite(quiet());
    s.players[0]!.res = [0, 0, 0, 0];
    s.bonusQueue.push({ site: 4, disc: 0 }); // Hieroglyphic Stairway with no power
    const res = copanGame.apply(s, 0, find(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }));
    if (!res.ok) throw new Error(res.error.code);
    expect(res.events.some((e) => e.type === 'bonusLost')).toBe(true);
    expect(res.state.active).toBe(1);
  });

  it('D34: free actions only at the free moments of the own turn', () => {
    const s = atSite(quiet());
    giveChar(s, 0, XOCHITL);
    s.tasks.unshift({ k: 'climb', seat: 0, n: 1 });
    expect(refusal(s, 0, { kind: 'use_character', card: 'ch48' })).toBe('no-free-action-now');
    expect(copanGame.choices(s, 0).every((c) => c.kind === 'climb')).toBe(true);
  });

  it('jade tiles from an action wait until the action is done, then are placed', () => {
    const s = atSite(quiet());
    setCharSlot(s, 0, MULAC); // 1 food + 1 fame: 1 jade tile of choice
    s.players[0]!.res = [1, 2, 0, 0];
    let st = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_vp' }).state;
    st = play(st, 0, { kind: 'recruit', slot: 'f1', pay: [1, 1, 0, 0] }).state;
    st = play(st, 0, { kind: 'new_character', action: 'use' }).state;
    expect(pendingKind(st)).toBe('jade');
    expect(refusal(st, 0, { kind: 'jade', tile: 6 })).toBe('jade-not-edge');
    st = play(st, 0, { kind: 'jade', tile: 7 - 6 }).state; // space 1: gain 2 zeal
    expect(st.players[0]!.jade).toBe(1);
    expect(st.players[0]!.res[2]).toBe(2);
  });

  it('D15: losing an extension returns it to the pile, drops excess resources and asks to trim Characters', () => {
    const s = quiet(4, 'ev33'); // f4: lose 1 storage extension
    s.fate = 3;
    const p = s.players[1]!;
    p.ext = 1;
    s.storagePile--;
    p.res = [7, 6, 2, 0];
    for (const c of [0, 1, 2, CHICHUATON]) giveChar(s, 1, c);
    s.players[0]!.hand[0] = 1;
    s.bag[0]!--;
    let st = play(s, 0, { kind: 'place', tile: 'food', space: 'north.a5' }).state;
    expect(st.players[1]!.ext).toBe(0);
    expect(st.players[1]!.res).toEqual([5, 5, 2, 0]);
    expect(copanGame.pending(st)).toEqual([{ seat: 1, kind: 'trimChars' }]);
    st = play(st, 1, { kind: 'discard_owned', card: 'ch24' }).state;
    expect(st.players[1]!.chars).toHaveLength(3);
    expect(st.players[1]!.down).toEqual([CHICHUATON]);
    expect(invariants(st)).toEqual([]);
  });

  it('D21: relocation is optional and a pure move to s1 of another Site', () => {
    const s = atSite(quiet());
    setTotem(s, 0, RIVER, 1);
    setTotem(s, 1, 2, 0);
    s.players[0]!.res = [2, 2, 2, 2]; // several Action-phase options, so nothing is forced after
    s.tasks.unshift({ k: 'relocate', seat: 0 });
    expect(refusal(s, 0, { kind: 'relocate', site: 'river' })).toBe('same-site');
    const st = play(s, 0, { kind: 'relocate', site: 'ballcourt' }).state;
    expect(st.players[0]).toMatchObject({ site: 2, space: 0, res: [2, 2, 2, 2], vp: 0 });
    expect(st.players[1]!.space).toBe(1);
    expect(pendingKind(st)).toBe('site');
    expect(play(s, 0, { kind: 'relocate_skip' }).state.players[0]).toMatchObject({ site: RIVER, space: 1 });
  });

  it('begin() keeps a legal position', () => {
    expect(invariants(begin(quiet()))).toEqual([]);
  });
});
