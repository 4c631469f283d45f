// The games the app offers, each with its rules module, its UI presenter and its board scene.
import type { GameModule } from '../engine/types.ts';
import { zapotecGame } from '../games/zapotec/index.ts';
import type { ZapotecState } from '../games/zapotec/state.ts';
import type { GamePresenter } from '../ui/presenter.ts';
import { zapotecPresenter } from '../ui/zapotec/presenter.ts';

export interface GameEntry {
  id: string;
  module: GameModule<any, any>;
  presenter: GamePresenter;
  roundOf(state: unknown): number;
  players: { min: number; max: number };
}

export const GAMES: Record<string, GameEntry> = {
  zapotec: {
    id: 'zapotec',
    module: zapotecGame,
    presenter: zapotecPresenter,
    roundOf: (s) => (s as ZapotecState).round,
    players: { min: 1, max: 4 },
  },
};

export const MODULES: Record<string, GameModule<any, any>> = Object.fromEntries(Object.values(GAMES).map((g) => [g.id, g.module]));
