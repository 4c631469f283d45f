// [rc] Every reconstructed value of Chocolatl in one module: the pictures carrying these values were
// lost; reasons are in the spec (/work/shared/rules/chocolatl.md §2, §4) and docs/rules/chocolatl.md.
// Change them here only (data.ts re-exports them).

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
) as readonly ('red' | 'gold' | 'green')[];

// [rc] decision Q2: the track starts at 0, so scores cannot drop below it.
export const SCORE_FLOOR = 0;
