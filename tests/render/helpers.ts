// Seeded random Zapotec games for the renderer's pure tests (no Pixi anywhere in this folder).
import { makeRng } from '../../src/engine/rng.ts';
import { zapotecGame, type ZapotecChoice, type ZapotecState } from '../../src/games/zapotec/index.ts';

export interface Visit { state: ZapotecState; seat: number; choices: ZapotecChoice[]; prev: ZapotecState | null; move: ZapotecChoice | null }

/** Walks a random game, calling `visit` before every move with the acting seat's choices. */
export function walkGame(players: 1 | 2 | 3 | 4, seed: string, visit: (v: Visit) => void, maxSteps = 4000): ZapotecState {
  const rng = makeRng(`render-tests:${seed}`);
  let state = zapotecGame.setup({ players }, seed);
  let prev: ZapotecState | null = null, move: ZapotecChoice | null = null;
  for (let i = 0; i < maxSteps; i++) {
    const pending = zapotecGame.pending(state);
    if (pending.length === 0) break;
    const who = pending[rng.int(pending.length)]!;
    const choices = zapotecGame.choices(state, who.seat);
    visit({ state, seat: who.seat, choices, prev, move });
    const c = choices[rng.int(choices.length)]!;
    const res = zapotecGame.apply(state, who.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    prev = state;
    move = c;
    state = res.state;
  }
  return state;
}

export const viewOf = (s: ZapotecState, seat: number) => zapotecGame.view(s, seat);
