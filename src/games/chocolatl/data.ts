// Chocolatl component tables: the values the rulebook states, and (re-exported from data-rc.ts)
// everything reconstructed because the rulebook's pictures were lost.
import { PYRAMID_ROWS, TRACK_COLOURS } from './data-rc.ts';

export * from './data-rc.ts';

/** The six locations, resolved in this order every round [text]. */
export const LOCATIONS = [1, 2, 3, 4, 5, 6] as const;
export const LOCATION_NAMES = ['chocolatl', 'harvest', 'tenochtitlan', 'pyramid', 'cacaoDrink', 'tachli'] as const;

export const MAX_ROUNDS = 7; // [text]
export const CARD_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const; // one each per player [text]
export const HAND_SIZE = 12; // 13 cards minus the sacrifice: two per location [text]
export const SLOTS = 12; // a player's board: two card slots on each of the six locations
export const CUBES_PER_PLAYER = 9; // [text]
export const END_SCORE_TRIGGER = 40; // [text]
export const HARVEST_DICE = 3; // white dice, paid to ranks 1-3 at L2 [text]
export const L5_LOWEST_PENALTY = -2; // every round [text]
export const PYRAMID_SOLO_MARGIN = 3; // ahead by >= 3: the largest offering places both stones [text]
export const STONES_PER_ROUND = 2; // [text]
export const TACHLI_LAST_ROUND_VP = [6, 3] as const; // [text]
export const END_BONUS = {
  perStone: 1,
  pyramidMajority: 3,
  chocolatl: 3,
  oldMan: -3,
  highestSacrifice: 3,
} as const; // [text]

/** Score categories kept per seat; `points[seat][i]` is the VP actually gained in category i. */
export const CATEGORIES = [
  'chocolatl', // L1: +1 for each win
  'harvest', // L2
  'pyramidRows', // L4 row-majority bonuses
  'cacaoDrink', // L5 rewards and the -2 penalty
  'tachli', // L6 in the last round
  'stones', // end: one per stone in the pyramid
  'pyramidMajority', // end
  'chocolatlFigure', // end
  'oldMan', // end
  'sacrifice', // end: own sacrificed card
  'highestSacrifice', // end
  'leftoverDie', // end: one leftover black die rolled
] as const;
export type Category = (typeof CATEGORIES)[number];
export const CAT = Object.fromEntries(CATEGORIES.map((c, i) => [c, i])) as { readonly [K in Category]: number };

/** Offering mode of a round, set by the colour of the leader's box. */
export type Mode = (typeof TRACK_COLOURS)[number];

export function trackColour(score: number): Mode {
  return TRACK_COLOURS[Math.min(score, TRACK_COLOURS.length - 1)]!;
}

/** Cumulative box counts at which each pyramid row is complete: [5, 9, 12, 14]. */
export const ROW_ENDS = PYRAMID_ROWS.reduce<number[]>((ends, row) => [...ends, (ends.at(-1) ?? 0) + row.size], []);
export const PYRAMID_BOXES = ROW_ENDS.at(-1)!;

/** Row (0 = bottom) of pyramid box `box` (0-based fill index). */
export function rowOfBox(box: number): number {
  return ROW_ENDS.findIndex((end) => box < end);
}
