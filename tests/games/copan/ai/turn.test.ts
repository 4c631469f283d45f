// Where the search's simulations stop: the end of the turn in progress, or with 3-4 players the
// end of the next seat's turn or of the whole round too.
import { describe, expect, it } from 'vitest';
import type { CopanState } from '../../../../src/games/copan/index.ts';
import { nextTurnOver, turnOver } from '../../../../src/games/copan/ai/turn.ts';
import { positionsOf } from './helpers.ts';

/** The states of one seeded 4-player game from the position at `from` on, in order. */
function statesFrom(seed: string, from: (s: CopanState) => boolean): CopanState[] {
  const all = positionsOf({ players: 4, event: 'ev11' }, seed).map((p) => p.state);
  return all.slice(all.findIndex(from));
}

describe('Copan AI: simulation horizons', () => {
  it("turnOver stops when the active seat's turn ends; nextTurnOver only when the next seat's turn ends too", () => {
    // The start of seat 0's third turn.
    const states = statesFrom('horizon', (s) => s.active === 0 && s.players[0]!.turns === 2);
    const root = states[0]!;
    const own = turnOver(root), next = nextTurnOver(root);
    const ownEnd = states.findIndex(own);
    const nextEnd = states.findIndex(next);
    expect(ownEnd).toBeGreaterThan(0);
    expect(states[ownEnd]!.active).toBe(1);
    expect(states[ownEnd]!.players[0]!.turns).toBe(3);
    // Every state of seat 1's turn goes on under nextTurnOver.
    expect(nextEnd).toBeGreaterThan(ownEnd);
    for (const s of states.slice(ownEnd, nextEnd)) expect(s.active).toBe(1);
    expect(states[nextEnd]!.active).toBe(2);
    expect(states[nextEnd]!.players[1]!.turns).toBe(root.players[1]!.turns + 1);
  });

  it('all stop at the end of the game', () => {
    const states = statesFrom('horizon-end', (s) => s.active === 3);
    const over = { ...states[0]!, over: true };
    expect(turnOver(states[0]!)(over)).toBe(true);
    expect(nextTurnOver(states[0]!)(over)).toBe(true);
  });
});
