// Chocolatl component tables. Values the rulebook states come first; everything reconstructed
// because the rulebook's pictures were lost is gathered in the [rc] section below, so it can be
// corrected against a physical copy without touching rules code.

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

// ------------------------------------------------------------------------------------------------
// [rc] reconstructed: the pictures carrying these values were lost; reasons are in the spec
// (/work/shared/rules/chocolatl.md §2, §4). Change them here only.
// ------------------------------------------------------------------------------------------------

// [rc] reconstructed: six player boards, one is the public summary, so at most five play.
export const MAX_PLAYERS = 5;
// [rc] reconstructed: L2 pays three ranks; two players is an unofficial variant (spec §3.1).
export const MIN_PLAYERS = 3;
export const MIN_PLAYERS_VARIANT = 2;

// [rc] reconstructed: L5 [largest, second] per round 1..7; rounds 1-2 are [text], 3-7 fall by one.
export const L5_REWARDS = [
  [8, 4],
  [7, 3],
  [6, 2],
  [5, 0],
  [4, 0],
  [3, 0],
  [2, 0],
] as const;

// [rc] reconstructed: pyramid rows bottom to top, 5+4+3+2 = 14 boxes = 7 rounds x 2 stones;
// each row's bonus (printed at its left) equals its size, bottom row 5 and second row 4 are [text].
export const PYRAMID_ROWS = [
  { size: 5, bonus: 5 },
  { size: 4, bonus: 4 },
  { size: 3, bonus: 3 },
  { size: 2, bonus: 2 },
] as const;

// [rc] reconstructed: one hut per round for at most 7 rounds, so 7 spaces never run out.
export const HUT_SPACES = 7;

// [rc] reconstructed: improvement decks; one card of each is shown per round, high on box "6".
export const DECK_HIGH = [13, 13, 14, 14, 15, 15, 16, 16] as const;
export const DECK_LOW = [7, 7, 8, 8, 9, 9, 10, 10] as const;

// [rc] reconstructed: dice are ordinary d6 (no special faces are mentioned).
export const DIE_FACES = 6;

// [rc] reconstructed: score-track colours repeat gold, green, red from box 1; box 0 is red [text].
export const TRACK_COLOURS = Array.from({ length: 60 }, (_, n) =>
  n === 0 ? 'red' : (['red', 'gold', 'green'] as const)[n % 3]!,
) as readonly Mode[];

// [rc] decision Q2: the track starts at 0, so scores cannot drop below it.
export const SCORE_FLOOR = 0;

// ------------------------------------------------------------------------------------------------

/** Offering mode of a round, set by the colour of the leader's box. */
export type Mode = 'red' | 'gold' | 'green';

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
