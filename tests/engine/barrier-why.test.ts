// Why a move cannot be undone (GameModule.barrierWhy through barrierOf), asked before the move so the
// player can confirm it: null exactly when the move keeps undo, 'chance' when it draws from the PRNG.
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
    if (res.barrier && module.id !== 'zapotec' && !sameRng(rng(state), rng(res.state))) expect(why).toBe('chance');
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
  it('Copan: draws are chance, and undoable moves answer null', () => {
    const seen = walk(copanGame, { players: 2 }, 300);
    expect(seen.none).toBeGreaterThan(0);
    expect((seen.chance ?? 0) + (seen.reveal ?? 0)).toBeGreaterThan(0);
  });
});
