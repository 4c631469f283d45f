// What Zapotec asks on the new-game screen: 1-4 seats, solo against Cocijobot at three difficulties.
import { t } from '../../i18n/index.ts';
import type { SetupSpec } from '../new-game.ts';

export const zapotecSetup: SetupSpec = {
  players: { min: 1, max: 4 },
  automa: {
    name: () => t('z.cocijobot'),
    difficulties: true,
    difficultyHelp: (d) => t(`new.difficultyHelp.${d}`),
  },
  options: (req) => (req.players === 1 ? { players: 1, difficulty: req.difficulty } : { players: req.players }),
};

/** Rules reference sections (keys rules.z.<id>.title / .text). */
export const ZAPOTEC_RULES = ['goal', 'round', 'income', 'capital', 'construction', 'scoring', 'end', 'solo', 'rebuilt'] as const;
