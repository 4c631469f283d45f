// Options check and the initial position: decks shuffled, score markers stacked on box 0 in a
// random order, every seat holding its 13 cacao cards for the temple sacrifice.
import type { ApplyErr } from '../../engine/types.ts';
import { seedRng, shuffleInPlace } from '../../engine/rng.ts';
import {
  CARD_VALUES, CATEGORIES, DECK_HIGH, DECK_LOW, MAX_PLAYERS, MIN_PLAYERS_VARIANT, SLOTS,
} from './data.ts';
import { NONE, type ChocolatlOptions, type ChocolatlState } from './types.ts';
import type { ChocolatlRefusal } from './refusals.ts';

export function checkOptions(options: unknown): { ok: true; options: ChocolatlOptions } | ApplyErr {
  const players = typeof options === 'object' && options !== null ? (options as { players?: unknown }).players : undefined;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < MIN_PLAYERS_VARIANT || players > MAX_PLAYERS)
    return {
      ok: false,
      error: {
        code: 'bad-options' satisfies ChocolatlRefusal,
        reason: `players must be an integer from ${MIN_PLAYERS_VARIANT} to ${MAX_PLAYERS}.`,
        data: { min: MIN_PLAYERS_VARIANT, max: MAX_PLAYERS },
      },
    };
  return { ok: true, options: { players } };
}

const perSeat = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

export function setup(options: ChocolatlOptions, seed: string): ChocolatlState {
  const n = options.players;
  const rng = seedRng(seed);
  // Markers drawn blind one by one onto box 0: the last drawn is on top (seq n).
  const stack = shuffleInPlace(rng, perSeat(n, () => 0).map((_, i) => i));
  const seq = new Array<number>(n).fill(0);
  stack.forEach((seat, i) => (seq[seat] = i + 1));
  return {
    n,
    phase: 'sacrifice',
    round: 0,
    loc: 0,
    mode: 'red',
    lastRound: false,
    rng,
    hands: perSeat(n, () => [...CARD_VALUES]),
    boards: perSeat(n, () => new Array<number>(SLOTS).fill(NONE)),
    sacrifices: new Array<number>(n).fill(NONE),
    revealedTo: 0,
    firstUp: false,
    diceDecl: new Array<number>(n).fill(0),
    diceAdd: new Array<number>(n).fill(0),
    offers: new Array<number>(n).fill(0),
    order: [],
    scores: new Array<number>(n).fill(0),
    seq,
    seqCounter: n,
    cubes: new Array<number>(n).fill(0),
    huts: new Array<number>(n).fill(0),
    dice: new Array<number>(n).fill(0),
    diceSpent: 0,
    white: [],
    pyramid: [],
    tachli: [NONE, NONE],
    deckHigh: shuffleInPlace(rng, [...DECK_HIGH]),
    deckLow: shuffleInPlace(rng, [...DECK_LOW]),
    discardPile: [],
    chocolatl: NONE,
    oldMan: NONE,
    oldManRound: NONE,
    newCard: new Array<number>(n).fill(NONE),
    points: perSeat(n, () => new Array<number>(CATEGORIES.length).fill(0)),
  };
}
