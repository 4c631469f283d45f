// Every code Copan's rules can refuse a choice or options with. The list is the source of the type
// the refusal helper (handlers.ts `err`) takes, so a new code cannot be used without being listed
// here, and the i18n test checks each listed code has a text in every language (the UI shows
// `err.<code>`).
import { refusals } from '../../engine/rules.ts';

export const COPAN_REFUSALS = [
  // options
  'bad-options', 'bad-player-count', 'bad-event-card', 'bad-automa-mode', 'bad-automa-levels',
  // any choice
  'game-over', 'bad-seat', 'malformed-choice', 'not-your-decision', 'no-free-action-now', 'wrong-decision',
  'internal-error',
  // bonus actions, Characters, Glyph exchanges
  'bonus-pending', 'no-bonus', 'wrong-site', 'cannot-afford-action', 'not-owned', 'not-instant',
  'exchange-used', 'glyphs-missing', 'not-a-set', 'no-room', 'room-left',
  // effects
  'wrong-total', 'not-enough', 'priest-at-bottom', 'jade-placed', 'jade-not-edge', 'jade-not-adjacent',
  'jade-absent', 'slot-closed', 'slot-empty', 'no-such-glyph', 'no-tokens',
  // moving the totem
  'not-on-a-site', 'must-move', 'same-site', 'options-exist', 'cannot-afford-site',
  // Court tiles and the Pyramid
  'space-blocked', 'space-taken', 'hand-not-empty', 'bag-empty', 'tile-not-in-hand',
  // Site actions
  'cannot-afford', 'bad-payment', 'river-empty', 'pile-empty', 'city-closed', 'space-closed',
  'space-occupied', 'no-altar-card', 'line-empty',
] as const;
export type CopanRefusal = (typeof COPAN_REFUSALS)[number];

export const refusal = refusals<CopanRefusal>();
