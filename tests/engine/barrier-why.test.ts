// Why a move cannot be undone (GameModule.barrierWhy through barrierOf), asked before the move so the
// player can confirm it: null exactly when the move keeps undo, 'chance' when it draws from the PRNG;
// in Chocolatl, from what the mover knows only (the same answer in any state their view allows).
import { describe, expect, it } from 'vitest';
import { barrierOf } from '../../src/engine/match.ts';
import { sameRng, type RngState } from '../../src/engine/rng.ts';
import type { GameModule } from '../../src/engine/types.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../src/games/chocolatl/index.ts';
import { copanGame } from '../../src/games/copan/game.ts';

function walk<S>(module: GameModule<S, any>, options: unknown, steps: number): Record<string, number> {
  const checked = module.checkOptions(options);
  if (!checked.ok) throw new Error(checked.error.reason);
  let state = module.setup(checked.options, `why-${module.id}`);
  const seen: Record<string, number> = {};
  for (let i = 0; i < steps; i++) {
    const p = module.pending(state)[0];
    if (!p) break;
    const cs = module.choices(state, p.seat);
    const c = cs[(i * 7) % cs.length]!;
    const why = barrierOf(module, state, p.seat, c);
    const res = module.apply(state, p.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    expect(why === null).toBe(!res.barrier);
    const rng = (s: S) => (s as unknown as { rng: RngState }).rng;
    if (res.barrier && module.id === 'copan' && !sameRng(rng(state), rng(res.state))) expect(why).toBe('chance');
    // Chocolatl's cascade after a move goes on or stops on secrets (others' dice declarations and
    // face-down cards): the reason asked before the move must not depend on them.
    if (res.barrier && module.id === 'chocolatl') {
      for (const k of [1, 2, 3]) {
        const other = module.sampleConsistent!(module.view(state, p.seat), p.seat, `why-${i}-${k}`);
        expect(barrierOf(module, other, p.seat, c), `step ${i} (${p.kind}) in a state the mover cannot tell apart`).toBe(why);
      }
    }
    seen[why ?? 'none'] = (seen[why ?? 'none'] ?? 0) + 1;
    state = res.state;
  }
  return seen;
}

describe('why a move cannot be undone', () => {
  it('Zapotec: a card picked against Cocijobot is a reveal', () => {
    const state = zapotecGame.setup({ players: 1, difficulty: 'normal' }, 'why');
    const c = zapotecGame.choices(state, 0)[0]!;
    expect(barrierOf(zapotecGame, state, 0, c)).toBe('reveal');
    expect(walk(zapotecGame, { players: 1, difficulty: 'normal' }, 120).turn).toBeGreaterThan(0);
  });
  it('Chocolatl: rolls and deals are chance, and undoable moves answer null', () => {
    const seen = walk(chocolatlGame, { players: 3 }, 150);
    expect(seen.chance).toBeGreaterThan(0);
    expect(seen.none).toBeGreaterThan(0);
  });
  it('Chocolatl: the last dice declaration does not tell whether the others roll', () => {
    let state = chocolatlGame.setup({ players: 3 }, 'why-dice');
    for (let i = 0; state.phase !== 'dice' && i < 400; i++) {
      const p = chocolatlGame.pending(state)[0]!;
      const cs = chocolatlGame.choices(state, p.seat);
      const res = chocolatlGame.apply(state, p.seat, cs[(i * 7) % cs.length]!);
      if (!res.ok) throw new Error(res.error.reason);
      state = res.state;
    }
    expect(state.phase).toBe('dice');
    // Seat 0 has declared (secretly) and seat 1 declares last, with none of its dice.
    const declared = (n: number) => ({ ...state, dice: [1, 1, 0], diceDecl: [n, -1, 0] });
    const none = { id: 'dice:0', kind: 'dice', count: 0 };
    expect(barrierOf(chocolatlGame, declared(1), 1, none)).toBe('reveal');
    expect(barrierOf(chocolatlGame, declared(0), 1, none)).toBe('reveal');
    expect(barrierOf(chocolatlGame, declared(0), 1, { id: 'dice:1', kind: 'dice', count: 1 })).toBe('chance');
  });
  it('Copan: draws are chance, and undoable moves answer null', () => {
    const seen = walk(copanGame, { players: 2 }, 300);
    expect(seen.none).toBeGreaterThan(0);
    expect((seen.chance ?? 0) + (seen.reveal ?? 0)).toBeGreaterThan(0);
  });
});
