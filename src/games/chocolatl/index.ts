// Chocolatl (Günter Burkhardt, Quined Games 2010) as a pure game module for 3-5 seats, plus the
// unofficial 2-seat variant. Rules: /work/shared/rules/chocolatl.md and the rulebook text.
import type { GameModule } from '../../engine/types.ts';
import { apply, stepsOf } from './apply.ts';
import { barrierWhy } from './barrier.ts';
import { choices, pending } from './choices.ts';
import { result } from './end-scoring.ts';
import { checkOptions, setup } from './setup.ts';
import type { ChocolatlChoice, ChocolatlOptions, ChocolatlState, ChocolatlView } from './types.ts';
import { sampleConsistent, view } from './view.ts';

export const chocolatlGame: GameModule<ChocolatlState, ChocolatlOptions, ChocolatlChoice, ChocolatlView> = {
  id: 'chocolatl',
  formatVersion: 1,
  rulesVersion: 1,
  migrations: [],
  checkOptions,
  setup,
  pending,
  choices,
  apply,
  stepsOf,
  view,
  result,
  seatCount: (s) => s.n,
  // Each seat's offering is made location by location: every step is its own commit-reveal round,
  // so all seats commit to a location before anyone's cards for it are applied.
  secretKinds: ['sacrifice', 'commitAll', 'commitFirst', 'commitSecond', 'commitLoc', 'dice', 'discard'],
  sampleConsistent,
  // The seat's own roll or a round's deal is chance; cards or declarations turned over are a reveal.
  barrierWhy,
};

export type * from './types.ts';
export { NONE } from './types.ts';
export { chocolatlChecks } from './checks.ts';
export * as chocolatlData from './data.ts';
