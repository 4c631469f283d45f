// Seeded random Copan games for the renderer's pure tests (no Pixi anywhere in this folder).
import { makeRng } from '../../../src/engine/rng.ts';
import { copanGame, type CopanChoice, type CopanOptions, type CopanState, type CopanView } from '../../../src/games/copan/index.ts';

export interface Visit { state: CopanState; seat: number; choices: CopanChoice[] }

export const OPTIONS: Record<string, CopanOptions> = {
  '2p': { players: 2, event: 'ev11' },
  '3p': { players: 3, event: 'ev22' },
  '4p': { players: 4, event: 'ev33' },
  solo: { players: 2, event: 'ev21', solo: { mode: 'advanced', levels: ['hard', 'easy', 'hard', 'easy'] } },
};

/** Walks a random game, calling `visit` before every move with the acting seat's choices. */
export function walkGame(opts: CopanOptions, seed: string, visit: (v: Visit) => void, maxSteps = 1500): CopanState {
  const rng = makeRng(`render-tests:${seed}`);
  let state = copanGame.setup(opts, seed);
  for (let i = 0; i < maxSteps; i++) {
    const p = copanGame.pending(state)[0];
    if (!p) break;
    const choices = copanGame.choices(state, p.seat);
    visit({ state, seat: p.seat, choices });
    const res = copanGame.apply(state, p.seat, choices[rng.int(choices.length)]!);
    if (!res.ok) throw new Error(res.error.reason);
    state = res.state;
  }
  return state;
}

export const viewOf = (s: CopanState, seat: number): CopanView => copanGame.view(s, seat);
