// Stairways, Zenith tokens, end of game and final scoring: examples 12, 22, 26, 27 and
// decisions D12, D19, D23, D24, D25, D38.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { majorityPrizes, scoreLines } from '../../../src/games/copan/result.ts';
import { climb } from '../../../src/games/copan/stairs.ts';
import { finishTurn, giveChar, play, quiet } from './helpers.ts';
import type { CopanState } from '../../../src/games/copan/index.ts';

const ctx = () => ({ events: [], barrier: false });

describe('stairways and Zenith tokens', () => {
  it('ex.22 / D19: 14, 8 and 3 VP to the first three priests on top; a player may take two', () => {
    const s = quiet();
    for (const seat of [0, 1, 2, 3]) s.players[seat]!.priests[0] = 6;
    s.players[0]!.priests[1] = 6;
    climb(s, 0, 0, 3, ctx());
    climb(s, 1, 0, 2, ctx());
    climb(s, 0, 1, 2, ctx());
    climb(s, 3, 0, 2, ctx());
    expect(s.players.map((p) => p.vp)).toEqual([14 + 3, 8, 0, 0]);
    expect(s.zenithTaken).toBe(3);
    expect(s.players[0]!.priests[0]).toBe(8); // the third step is lost
  });

  it('D19: a priest claims one token only, even after going down and up again', () => {
    const s = quiet();
    s.players[0]!.priests[2] = 7;
    climb(s, 0, 2, 1, ctx());
    s.players[0]!.priests[2] = 7;
    climb(s, 0, 2, 1, ctx());
    expect(s.players[0]!.vp).toBe(14);
    expect(s.zenithTaken).toBe(1);
  });

  it('D38: Camazotz pays for 2+ steps actually climbed, not for steps lost at the top', () => {
    const s = quiet();
    giveChar(s, 0, 1); // Camazotz
    s.players[0]!.priests[0] = 7;
    s.tasks = [{ k: 'site' }];
    climb(s, 0, 0, 3, ctx());
    expect(s.tasks[0]).toEqual({ k: 'site' });
    climb(s, 0, 1, 2, ctx());
    expect(s.tasks[0]).toEqual({ k: 'gain', seat: 0, n: 1 });
  });
});

function scored(s: CopanState, seat: number): Record<string, number> {
  return scoreLines(s)[seat]!.breakdown;
}

describe('final scoring', () => {
  it('ex.12 / D25: tied players share the prizes of the places they occupy, rounded down', () => {
    expect(majorityPrizes([7, 7, 3, 0], [10, 5, 3])).toEqual([7, 7, 3, 0]); // the next one is third
    expect(majorityPrizes([7, 7, 6, 0], [10, 5, 3])).toEqual([7, 7, 3, 0]);
    expect(majorityPrizes([5, 2, 2, 0], [6, 3])).toEqual([6, 1, 1, 0]);
    expect(majorityPrizes([0, 0, 0, 0], [10, 5, 3])).toEqual([0, 0, 0, 0]);
    expect(majorityPrizes([4, 4, 4, 4], [10, 5, 3])).toEqual([4, 4, 4, 4]);
  });

  it('scores Embassies by Cities reached, closed ones included (D13)', () => {
    const s = quiet();
    s.players[0]!.emb = [2, 1, 0, 0, 1, 0];
    s.cities[0] = -1;
    expect(scored(s, 0).embassies).toBe(10);
    expect(scored(s, 1).embassies).toBe(-10);
  });

  it('scores the Ball Court halves and total', () => {
    const s = quiet();
    s.players[0]!.court = [3, 0];
    s.players[1]!.court = [1, 4];
    s.players[2]!.court = [1, 1];
    expect([0, 1, 2, 3].map((i) => scored(s, i).ballcourtHalves)).toEqual([6, 1 + 6, 1 + 3, 0]);
    expect([0, 1, 2, 3].map((i) => scored(s, i).ballcourtTotal)).toEqual([5, 10, 3, 0]);
  });

  it('D12 / D23: stairways multiply their items by the priest band, negative at the foot', () => {
    const s = quiet();
    const p = s.players[0]!;
    p.ext = 2;
    p.priests = [0, 8, 4, 5];
    p.court = [2, 1];
    p.reserve = 2;
    s.altarSpaces[0] = 0;
    p.jade = 0b111;
    const b = scored(s, 0);
    expect([b.stairFood, b.stairFame, b.stairZeal, b.stairPower]).toEqual([-4, 9, 3, 6]);
    s.players[1]!.vp = -3;
    expect(scoreLines(s)[1]!.total).toBeLessThan(0);
  });

  it('scores a complete mask and face-up end-game Characters only', () => {
    const s = quiet();
    s.players[0]!.jade = 0xffff;
    s.players[0]!.res = [3, 1, 0, 0];
    giveChar(s, 0, 50); // Chamahez: 2 VP per food
    giveChar(s, 0, 51, true); // Ixtli face down: nothing
    const b = scored(s, 0);
    expect(b.mask).toBe(10);
    expect(b.characters).toBe(6);
  });

  it('ex.27: a tie on VP goes to more jade tiles, then is shared', () => {
    const s = quiet(3);
    s.over = true;
    for (const p of s.players) p.emb = [1, 1, 0, 0, 0, 0]; // +4 each
    const set = (seat: number, vp: number, jade: number): void => {
      const p = s.players[seat]!;
      p.vp = vp;
      p.jade = jade;
      p.priests[3] = 2; // +1 per jade tile
    };
    set(0, 10, 0b1);
    set(1, 9, 0b11);
    set(2, 11, 0);
    const r = copanGame.result(s)!;
    expect(r.scores.map((x) => x.total)).toEqual([15, 15, 15]);
    expect(r.ranking).toEqual([[1], [0], [2]]);
    expect(r.tieBreaks).toEqual(['jade:1>0', 'jade:0>2']);
    set(0, 9, 0b11);
    const shared = copanGame.result(s)!;
    expect(shared.ranking).toEqual([[0, 1], [2]]);
    expect(shared.tieBreaks).toEqual(['shared:0=1', 'jade:0>2']);
  });

  it('result is null until the game is over', () => {
    expect(copanGame.result(quiet())).toBeNull();
  });
});

describe('end of the game (D24)', () => {
  it("ex.26: triggered on the first player's turn, the others play, then scoring", () => {
    const s = quiet(3);
    s.cubes = [13, 14, 0, 0];
    s.fired = [3, 7, 0, 0];
    s.players[0]!.hand[0] = 1;
    s.bag[0]!--;
    let st = play(s, 0, { kind: 'place', tile: 'food', space: 'north.a3' }).state;
    expect(st.endTriggered).toBe(true);
    st = finishTurn(st);
    expect(st.active).toBe(1);
    st = finishTurn(st);
    expect(st.over).toBe(false);
    st = finishTurn(st);
    expect(st.over).toBe(true);
    expect(st.players.map((p) => p.turns)).toEqual([1, 1, 1]);
    expect(copanGame.pending(st)).toEqual([]);
    expect(copanGame.result(st)).not.toBeNull();
  });

  it("ex.26: triggered on the last player's turn, scoring comes at once", () => {
    const s = quiet(3);
    s.active = 2;
    s.cubes = [13, 14, 0, 0];
    s.fired = [3, 7, 0, 0];
    s.players[2]!.hand[0] = 1;
    s.bag[0]!--;
    for (const p of s.players) p.turns = 4;
    s.players[2]!.turns = 3;
    const st = finishTurn(s);
    expect(st.over).toBe(true);
  });

  it('the whole Pyramid covered also triggers the end', () => {
    const s = quiet(2);
    const open = s.pyramid.map((c, i) => (c === -1 ? i : -1)).filter((i) => i >= 0);
    for (const i of open.slice(1)) {
      s.pyramid[i] = 4;
      s.bag[0]!--;
    }
    s.players[0]!.hand[1] = 1;
    s.bag[1]!--;
    let st = finishTurn(s);
    expect(st.endTriggered).toBe(true);
    expect(st.over).toBe(false);
    st = finishTurn(st);
    expect(st.over).toBe(true);
  });
});
