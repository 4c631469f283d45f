// Every code Zapotec's rules can refuse a choice or options with. The list is the source of the
// type the refusal helpers take, so a new code cannot be used without being listed here, and the
// i18n test checks each listed code has a text in every language (the UI shows `err.<code>`).
import { refusals } from '../../engine/rules.ts';

export const ZAPOTEC_REFUSALS = [
  'bad-options', 'no-such-seat', 'malformed-choice', 'not-your-turn', 'finish-first', 'wrong-step',
  'card-not-in-hand', 'card-not-in-offer', 'no-such-ritual', 'ritual-own-disc', 'no-disc', 'cell-taken',
  'trade-level-bought', 'trade-slot-empty', 'cannot-afford', 'ritual-needs-pyramid', 'ritual-limit',
  'sacrifice-top', 'tile-not-owned', 'tile-used', 'tile-builds', 'tile-not-usable', 'no-such-pyramid',
  'pyramid-not-next', 'scoring-tile-unavailable', 'no-piece-left', 'pyramid-complete',
  'pyramid-once-per-round', 'no-piece-of-size', 'space-unavailable', 'no-house-left',
  'palace-not-via-tile', 'space-not-allowed', 'palace-built',
] as const;
export type ZapotecRefusal = (typeof ZAPOTEC_REFUSALS)[number];

export const refusal = refusals<ZapotecRefusal>();
