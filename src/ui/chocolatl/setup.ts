// What Chocolatl asks on the new-game screen: 3-5 seats, or 2 as the unofficial variant (the rules
// module plays it: the third harvest die goes unused, at L5 the runner-up is also the smallest).
import { t } from '../../i18n/index.ts';
import { MAX_PLAYERS, MIN_PLAYERS, MIN_PLAYERS_VARIANT } from '../../games/chocolatl/data.ts';
import type { ChocolatlOptions } from '../../games/chocolatl/types.ts';
import { h } from '../dom.ts';
import type { NewGameRequest, SetupSpec } from '../new-game.ts';

// The official minimum is preselected, not the variant.
const spec = {
  players: { min: MIN_PLAYERS_VARIANT, max: MAX_PLAYERS },
  defaultPlayers: MIN_PLAYERS,
  options: (req: NewGameRequest): ChocolatlOptions => ({ players: req.players }),
  fields: (_extra: Record<string, string>, players: number) => h('p', { class: 'muted', 'data-testid': 'chocolatl-variant' },
    players === MIN_PLAYERS_VARIANT ? t('c.new.twoPlayers') : t('c.new.players')),
} satisfies SetupSpec;

export const chocolatlSetup: SetupSpec = spec;

/** Rules reference sections (keys rules.c.<id>.title / .text). */
export const CHOCOLATL_RULES = ['goal', 'sacrifice', 'round', 'modes', 'offering', 'l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'dice', 'end', 'scoring', 'rebuilt'] as const;
