// Zapotec as a game module: the one object the app, bots, network and saves talk to.
import type { ApplyErr, GameModule } from '../../engine/types.ts';
import { apply, applyInPlace, stepsOf } from './apply.ts';
import { cloneState } from './clone-state.ts';
import { choices } from './choices.ts';
import { pending } from './legality.ts';
import { refusal } from './refusals.ts';
import { result } from './scoring.ts';
import { setup } from './setup.ts';
import { sampleConsistent, view } from './view.ts';
import type { Difficulty, ZapotecChoice, ZapotecOptions, ZapotecState, ZapotecView } from './types.ts';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

function checkOptions(input: unknown): { ok: true; options: ZapotecOptions } | ApplyErr {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (![1, 2, 3, 4].includes(o.players as number))
    return { ok: false, error: refusal('bad-options', 'Zapotec is played by 1 to 4 players.') };
  const players = o.players as 1 | 2 | 3 | 4;
  if (players === 1) {
    const difficulty = (o.difficulty ?? 'normal') as Difficulty;
    if (!DIFFICULTIES.includes(difficulty)) return { ok: false, error: refusal('bad-options', 'Unknown Cocijobot difficulty.') };
    return { ok: true, options: { players, difficulty } };
  }
  return { ok: true, options: { players } };
}

export const zapotecGame: GameModule<ZapotecState, ZapotecOptions, ZapotecChoice, ZapotecView> = {
  id: 'zapotec',
  formatVersion: 1,
  rulesVersion: 1,
  migrations: [],
  checkOptions,
  setup,
  pending,
  choices,
  apply,
  view,
  result,
  seatCount: (s) => s.seats,
  // The card pick of the select phase.
  secretKinds: ['pick'],
  sampleConsistent,
  copy: cloneState,
  // Picking a card against Cocijobot (or the last pick of a round) shows everyone's card.
  barrierWhy: (before) => (before.phase === 'select' ? 'reveal' : 'turn'),
  applyInPlace,
  stepsOf,
};

export type { ZapotecChoice, ZapotecOptions, ZapotecState, ZapotecView } from './types.ts';
export { zapotecChecks } from './checks.ts';
