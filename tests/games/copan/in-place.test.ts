// The playout fast path: copy + applyInPlace gives exactly the states and events of the pure
// apply, and the pure apply never changes the state it is given.
import { describe, expect, it } from 'vitest';
import { hashState, makeRng } from '../../../src/engine/index.ts';
import { copanGame } from '../../../src/games/copan/index.ts';
import { optionsFor } from './options-for.ts';

function compare(players: 2 | 3 | 4, i: number, solo: boolean): number {
  const rng = makeRng(`in-place-${players}-${i}`);
  let pure = copanGame.setup(optionsFor(players, i, solo), `in-place-${players}-${i}`);
  const fast = copanGame.copy!(pure);
  let moves = 0;
  for (;;) {
    const owed = copanGame.pending(pure);
    if (owed.length === 0) break;
    const list = copanGame.choices(pure, owed[0]!.seat);
    expect(copanGame.choices(fast, owed[0]!.seat)).toEqual(list);
    const choice = list[rng.int(list.length)]!;
    const before = hashState(pure);
    const a = copanGame.apply(pure, owed[0]!.seat, choice);
    expect(hashState(pure)).toBe(before);
    const b = copanGame.applyInPlace!(fast, owed[0]!.seat, choice);
    if (!a.ok || !b.ok) throw new Error(`refused ${choice.id}`);
    expect(b.state).toBe(fast);
    expect(b.events).toEqual(a.events);
    expect(b.barrier).toBe(a.barrier);
    expect(hashState(fast)).toBe(hashState(a.state));
    pure = a.state;
    moves++;
  }
  return moves;
}

describe('applyInPlace', () => {
  it('matches apply move for move in 2-4 player and solo games', () => {
    let moves = 0;
    for (let i = 0; i < 3; i++) for (const p of [2, 3, 4] as const) moves += compare(p, i, false);
    for (let i = 0; i < 3; i++) moves += compare(2, i, true);
    expect(moves).toBeGreaterThan(500);
  });

  it('refuses an illegal choice without playing it', () => {
    const s = copanGame.setup(optionsFor(3, 0), 'in-place-refuse');
    const before = hashState(s);
    const res = copanGame.applyInPlace!(s, (copanGame.pending(s)[0]!.seat + 1) % 3, { kind: 'stay' });
    expect(res.ok).toBe(false);
    expect(hashState(s)).toBe(before);
  });
});
