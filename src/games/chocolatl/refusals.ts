// Every code Chocolatl's rules can refuse a choice or options with. The list is the source of the
// type the refusal helper takes, so a new code cannot be used without being listed here, and the
// i18n test checks each listed code has a text in every language (the UI shows `err.<code>`).
import { refusals } from '../../engine/rules.ts';

export const CHOCOLATL_REFUSALS = [
  'bad-options', 'bad-seat', 'game-over', 'malformed', 'unknown-kind', 'wrong-phase', 'already-chosen',
  'card-not-in-hand', 'bad-location', 'wrong-card-count', 'wrong-location', 'not-your-decision',
  'bad-dice-count', 'not-enough-dice', 'bad-city-option', 'no-hut-space', 'bad-pyramid-order',
  'cannot-discard-new-card',
] as const;
export type ChocolatlRefusal = (typeof CHOCOLATL_REFUSALS)[number];

export const refusal = refusals<ChocolatlRefusal>();
