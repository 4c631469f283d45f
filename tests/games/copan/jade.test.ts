// Glyph exchanges and the jade mask: example 23, decisions D16 and D17.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { exchangeValue } from '../../../src/games/copan/free-actions.ts';
import { jadeLegalBits } from '../../../src/games/copan/board.ts';
import { atSite, giveGlyphs, has, pendingKind, play, quiet, refusal } from './helpers.ts';

const bits = (...tiles: number[]): number => tiles.reduce((m, t) => m | (1 << (t - 1)), 0);
const tilesOf = (mask: number): number[] => Array.from({ length: 16 }, (_, i) => i + 1).filter((t) => mask & (1 << (t - 1)));

describe('Glyph exchange (D16)', () => {
  it('follows the table: sets of one colour or of all-different colours', () => {
    expect(exchangeValue([1, 1, 0, 0, 0, 0])).toEqual([1, -1]);
    expect(exchangeValue([1, 1, 1, 0, 0, 0])).toEqual([2, 0]);
    expect(exchangeValue([1, 1, 1, 1, 1, 1])).toEqual([5, 3]);
    expect(exchangeValue([3, 0, 0, 0, 0, 0])).toEqual([1, -1]);
    expect(exchangeValue([0, 8, 0, 0, 0, 0])).toEqual([6, 2]);
    expect(exchangeValue([1, 0, 0, 0, 0, 0])).toBeNull(); // one card is not a set
    expect(exchangeValue([2, 0, 0, 0, 0, 0])).toBeNull();
    expect(exchangeValue([2, 1, 0, 0, 0, 0])).toBeNull(); // mixed
  });

  it('ex.23: places the jade tiles at once, queues the bonus, and a second exchange is refused', () => {
    const s = atSite(quiet());
    giveGlyphs(s, 0, 0, 2);
    giveGlyphs(s, 0, 1, 1);
    giveGlyphs(s, 0, 2, 1);
    expect(refusal(s, 0, { kind: 'exchange', colours: [2, 1, 0, 0, 0, 0] })).toBe('not-a-set');
    expect(refusal(s, 0, { kind: 'exchange', colours: [0, 0, 0, 1, 1, 0] })).toBe('glyphs-missing');
    let st = play(s, 0, { kind: 'exchange', colours: [1, 1, 1, 0, 0, 0] }).state;
    expect(st.bonusQueue).toEqual([{ site: -1, disc: 0 }]);
    expect(pendingKind(st)).toBe('jade');
    st = play(st, 0, { kind: 'jade', tile: 13 }).state; // 2 VP
    st = play(st, 0, { kind: 'jade', tile: 9 }).state; // storage extension
    expect(st.players[0]!.jade).toBe(bits(9, 13));
    expect(st.players[0]!.vp).toBe(2);
    expect(st.players[0]!.ext).toBe(1);
    expect(st.glyphDiscard.slice(0, 3)).toEqual([1, 1, 1]);
    expect(pendingKind(st)).toBe('site');
    expect(has(st, 0, { kind: 'exchange' })).toBe(false);
    expect(refusal(st, 0, { kind: 'exchange', colours: [1, 0, 0, 0, 0, 0] })).toBe('exchange-used');
  });
});

describe('jade mask (D17)', () => {
  it('starts on the outer edge and then grows as one group', () => {
    expect(tilesOf(jadeLegalBits(0))).toEqual([1, 2, 3, 4, 5, 8, 9, 12, 13, 14, 15, 16]);
    expect(tilesOf(jadeLegalBits(bits(1)))).toEqual([2, 5]);
    expect(tilesOf(jadeLegalBits(bits(1, 2, 6)))).toEqual([3, 5, 7, 10]);
  });

  it('refuses a tile already placed or not touching the mask', () => {
    const s = quiet();
    s.players[0]!.jade = bits(1);
    s.tasks.unshift({ k: 'jade', seat: 0 });
    expect(refusal(s, 0, { kind: 'jade', tile: 1 })).toBe('jade-placed');
    expect(refusal(s, 0, { kind: 'jade', tile: 16 })).toBe('jade-not-adjacent');
    expect(refusal(s, 0, { kind: 'jade', tile: 0 })).toBe('malformed-choice');
  });

  it('a removed tile goes back to the supply, with no connectivity check', () => {
    const s = quiet(4, 'ev13'); // f3: remove 1 own jade tile
    s.fate = 2;
    s.players[1]!.jade = bits(1, 2, 3);
    s.players[0]!.hand[0] = 1;
    s.bag[0]!--;
    let st = play(s, 0, { kind: 'place', tile: 'food', space: 'north.a5' }).state;
    expect(copanGame.pending(st)).toEqual([{ seat: 1, kind: 'removeJade' }]);
    expect(refusal(st, 1, { kind: 'remove_jade', tile: 4 })).toBe('jade-absent');
    st = play(st, 1, { kind: 'remove_jade', tile: 2 }).state;
    expect(st.players[1]!.jade).toBe(bits(1, 3));
    expect(tilesOf(jadeLegalBits(st.players[1]!.jade))).toEqual([2, 4, 5, 7]);
  });

  it('a full mask loses further jade tiles', () => {
    const s = quiet();
    s.players[1]!.jade = 0xffff;
    s.tasks.unshift({ k: 'jade', seat: 0 }, { k: 'jade', seat: 1 });
    const st = play(s, 0, { kind: 'jade', tile: 1 }).state;
    expect(st.players[1]!.jade).toBe(0xffff);
    expect(copanGame.pending(st)).toEqual([{ seat: 0, kind: 'place' }]);
  });
});
