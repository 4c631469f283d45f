// Seeded random Chocolatl games for the renderer's pure tests (no Pixi anywhere in this folder).
import { makeRng } from '../../../src/engine/rng.ts';
import { chocolatlGame, type ChocolatlChoice, type ChocolatlState, type ChocolatlView } from '../../../src/games/chocolatl/index.ts';

export interface Visit { state: ChocolatlState; seat: number; choices: ChocolatlChoice[]; prev: ChocolatlState | null; move: ChocolatlChoice | null; mover: number }

/** Walks a random game, calling `visit` before every move with the acting seat's choices. */
export function walkGame(players: number, seed: string, visit: (v: Visit) => void, maxSteps = 3000): ChocolatlState {
  const rng = makeRng(`render-tests:${seed}`);
  let state = chocolatlGame.setup({ players }, seed);
  let prev: ChocolatlState | null = null, move: ChocolatlChoice | null = null, mover = -1;
  for (let i = 0; i < maxSteps; i++) {
    const pending = chocolatlGame.pending(state);
    if (pending.length === 0) break;
    const who = pending[rng.int(pending.length)]!;
    const choices = chocolatlGame.choices(state, who.seat);
    visit({ state, seat: who.seat, choices, prev, move, mover });
    const c = choices[rng.int(choices.length)]!;
    const res = chocolatlGame.apply(state, who.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    prev = state;
    move = c;
    mover = who.seat;
    state = res.state;
  }
  return state;
}

export const viewOf = (s: ChocolatlState, seat: number): ChocolatlView => chocolatlGame.view(s, seat);
export const pendingSeats = (s: ChocolatlState): number[] => chocolatlGame.pending(s).map((p) => p.seat);
