import { describe, expect, it } from 'vitest';
import { NONE } from '../../../src/games/chocolatl/types.ts';
import { dieAtCity, improvementFlags, offerColumns, owes, rankedLoc, seatOrder, stacks } from '../../../src/render/chocolatl/derive.ts';
import { pendingSeats, viewOf, walkGame } from './helpers.ts';

describe('what the scene reads off a view', () => {
  for (const players of [3, 5]) {
    it(`rings exactly the seats that owe a decision, from every seat's view (${players} players)`, () => {
      let checked = 0;
      walkGame(players, `owes-${players}`, ({ state }) => {
        const pending = new Set(pendingSeats(state));
        for (const viewer of [0, players - 1]) {
          const v = viewOf(state, viewer);
          for (let seat = 0; seat < players; seat++) expect(owes(v, seat)).toBe(pending.has(seat));
        }
        checked++;
      }, 1500);
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('stacks markers by arrival, the latest on top, and keeps every seat once', () => {
    walkGame(5, 'stacks', ({ state }) => {
      const v = viewOf(state, 0);
      const all = [...stacks(v).values()].flat();
      expect(all.sort()).toEqual([0, 1, 2, 3, 4]);
      for (const seats of stacks(v).values()) for (let i = 1; i < seats.length; i++) expect(v.seq[seats[i]!]!).toBeGreaterThan(v.seq[seats[i - 1]!]!);
    }, 800);
  });

  it('shows a ranking only for the location it belongs to, in rank order', () => {
    let ranked = 0;
    walkGame(4, 'ranked', ({ state }) => {
      const v = viewOf(state, 0);
      const loc = rankedLoc(v);
      if (loc === 0) return;
      ranked++;
      expect(loc).toBeGreaterThanOrEqual(1);
      const cols = offerColumns(v, loc);
      expect(cols.map((c) => c.seat)).toEqual(v.order);
      expect(cols.map((c) => c.rank)).toEqual([1, 2, 3, 4]);
      for (const c of cols) {
        expect(c.effective).toBe(v.offers[c.seat]);
        // A ranked location is face up: the raw sum is known.
        expect(c.raw).not.toBeNull();
      }
      for (let other = 1; other <= 6; other++) if (other !== loc) expect(offerColumns(v, other).every((c) => c.rank === null)).toBe(true);
    }, 2000);
    expect(ranked).toBeGreaterThan(20);
  });

  it('hides other players\' unrevealed cards in the columns and shows the viewer\'s own', () => {
    let seen = false;
    walkGame(3, 'columns', ({ state }) => {
      if (state.phase !== 'commitAll') return;
      const v = viewOf(state, 1);
      for (let loc = 1; loc <= 6; loc++)
        for (const c of offerColumns(v, loc)) {
          const own = state.boards[c.seat]!.slice(2 * loc - 2, 2 * loc);
          if (c.seat === 1) expect(c.cards).toEqual(own);
          else c.cards.forEach((x, k) => expect(x).toBe(own[k] === NONE ? NONE : null));
          if (c.cards.some((x) => x === null)) seen = true;
        }
    }, 800);
    expect(seen).toBe(true);
  });

  it('keeps the black die in the city until L3 is resolved', () => {
    walkGame(3, 'city', ({ state }) => {
      const v = viewOf(state, 0);
      if (v.round >= 1 && v.phase !== 'over' && v.phase !== 'discard') expect(dieAtCity(v)).toBe(v.loc <= 3);
    }, 600);
  });

  it('puts the viewer first and marks extra copies of a value as improvement cards', () => {
    expect(seatOrder(4, 2)).toEqual([2, 3, 0, 1]);
    expect(seatOrder(3, -1)).toEqual([0, 1, 2]);
    expect(improvementFlags([1, 8, 8, 12, 14])).toEqual([false, false, true, false, true]);
  });
});
