// The games the app offers, each with its rules module, its UI presenter, its new-game form and
// its rules reference. Adding a game is adding an entry here; no screen names a game.
import type { GameModule } from '../engine/types.ts';
import { zapotecGame } from '../games/zapotec/index.ts';
import type { ZapotecState } from '../games/zapotec/types.ts';
import type { GamePresenter } from '../ui/presenter.ts';
import type { SetupSpec } from '../ui/new-game.ts';
import { zapotecPresenter } from '../ui/zapotec/presenter.ts';
import { ZAPOTEC_RULES, zapotecSetup } from '../ui/zapotec/setup.ts';
import { chocolatlGame } from '../games/chocolatl/index.ts';
import type { ChocolatlState } from '../games/chocolatl/types.ts';
import { chocolatlPresenter } from '../ui/chocolatl/presenter.ts';
import { CHOCOLATL_RULES, chocolatlSetup } from '../ui/chocolatl/setup.ts';
import { copanGame } from '../games/copan/index.ts';
import { copanPresenter } from '../ui/copan/presenter.ts';
import { COPAN_RULES, copanSetup } from '../ui/copan/setup.ts';
import { roundOfView } from '../ui/copan/summary.ts';

export interface GameEntry {
  id: string;
  module: GameModule<any, any>;
  presenter: GamePresenter;
  roundOf(state: unknown): number;
  setup: SetupSpec;
  /** Rules reference: i18n keys `rules.<prefix>.<section>.title` and `.text`. */
  rules: { prefix: string; sections: readonly string[] };
}

export const GAMES: Record<string, GameEntry> = {
  zapotec: {
    id: 'zapotec',
    module: zapotecGame,
    presenter: zapotecPresenter,
    roundOf: (s) => (s as ZapotecState).round,
    setup: zapotecSetup,
    rules: { prefix: 'z', sections: ZAPOTEC_RULES },
  },
  chocolatl: {
    id: 'chocolatl',
    module: chocolatlGame,
    presenter: chocolatlPresenter,
    roundOf: (s) => (s as ChocolatlState).round,
    setup: chocolatlSetup,
    rules: { prefix: 'c', sections: CHOCOLATL_RULES },
  },
  copan: {
    id: 'copan',
    module: copanGame,
    presenter: copanPresenter,
    roundOf: (s) => roundOfView(s as { players: { turns: number }[] }),
    setup: copanSetup,
    rules: { prefix: 'cp', sections: COPAN_RULES },
  },
};

/** Every game on the home screen, in order; those not in GAMES show as "coming soon". */
export const GAME_ORDER = ['zapotec', 'chocolatl', 'copan'] as const;

export const MODULES: Record<string, GameModule<any, any>> = Object.fromEntries(Object.values(GAMES).map((g) => [g.id, g.module]));

/**
 * The rules of a game someone else names (a host's welcome): one of our own entries or null, never
 * an inherited key such as 'constructor'.
 */
export const moduleOf = (id: string): GameModule<any, any> | null => (Object.hasOwn(GAMES, id) ? GAMES[id]!.module : null);
