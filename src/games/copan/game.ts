// The Copan game module.
import { sameRng } from '../../engine/rng.ts';
import type { GameModule } from '../../engine/index.ts';
import { cloneState } from './clone-state.ts';
import { COPAN_MIGRATIONS } from './migrations.ts';
import { apply, applyInPlace, choices, pending, stepsOf } from './play.ts';
import { result } from './result.ts';
import { sampleConsistent } from './sample.ts';
import { checkOptions, setup } from './setup.ts';
import type { CopanChoice, CopanOptions, CopanState } from './types.ts';
import { view, type CopanView } from './view.ts';

export const copanGame: GameModule<CopanState, CopanOptions, CopanChoice, CopanView> = {
  id: 'copan',
  formatVersion: 1,
  // 2: an ejected totem's owner performs its new Site's action (eject.ts, migrations.ts).
  rulesVersion: 2,
  migrations: COPAN_MIGRATIONS,
  checkOptions,
  setup,
  pending,
  choices,
  apply,
  copy: cloneState,
  applyInPlace,
  stepsOf,
  view,
  result,
  seatCount: (s) => s.players.length,
  sampleConsistent,
  // A Fate roll or a draw from the bag or the deck is chance; every other stop shows a hidden tile.
  barrierWhy: (before, after) => (sameRng(before.rng, after.rng) ? 'reveal' : 'chance'),
};
