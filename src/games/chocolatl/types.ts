// Chocolatl state, choices and views: plain JSON with compact per-seat arrays. Hidden zones
// (hands, face-down slots, sacrifices, dice declarations, deck orders, the PRNG) each live in a
// field of their own so the view can blank them and bots can redeal them.
import type { RngState } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import type { Mode } from './data.ts';

export type { Mode } from './data.ts';

export interface ChocolatlOptions {
  /** 3-5 seats; 2 plays the unofficial variant of spec §3.1. */
  players: number;
}

export type Phase =
  | 'sacrifice' // everyone secretly lays one card on the altar
  | 'commitAll' // RED: all 12 cards, two per location
  | 'commitFirst' // GREEN: one card on each location
  | 'commitSecond' // GREEN: the other card on each location
  | 'commitLoc' // GOLD: two cards on the current location
  | 'dice' // dice holders secretly declare how many black dice to roll here
  | 'city' // L3 winner picks hut or die
  | 'pyramidOrder' // L4 winner picks who places the first stone
  | 'discard' // Tachli winners give back one card each
  | 'over';

/** A board slot or card that does not exist (empty slot, no holder, not chosen yet). */
export const NONE = -1;

export interface ChocolatlState {
  n: number; // seats
  phase: Phase;
  round: number; // 1..7; 0 during the sacrifice
  loc: number; // location being played, 1..6; 0 before the first one of a round
  mode: Mode;
  lastRound: boolean;
  rng: RngState;
  hands: number[][]; // per seat: owned cards not on the board, ascending
  boards: number[][]; // per seat, 12 slots: [2(L-1)] first card at L, [2(L-1)+1] second; -1 empty
  sacrifices: number[]; // per seat, -1 until chosen
  revealedTo: number; // locations 1..revealedTo are face up
  firstUp: boolean; // GREEN: every first card is face up
  diceDecl: number[]; // dice step: -1 still owes a declaration, else dice to roll here
  diceAdd: number[]; // sum rolled by each seat on the current location
  offers: number[]; // effective offerings at the current location once ranked
  order: number[]; // rank order at the current location, best first
  scores: number[];
  seq: number[]; // arrival on the score track: higher = higher in the stack
  seqCounter: number;
  cubes: number[]; // cubes used for huts and stones; past 9 they are stand-ins
  huts: number[];
  dice: number[]; // black dice held
  diceSpent: number; // black dice rolled so far, for the conservation check
  white: number[]; // harvest dice, high to low
  pyramid: number[]; // owner of each filled box in fill order (bottom row left to right first)
  tachli: number[]; // [box "6", box "3"]: card on display, -1 when empty
  deckHigh: number[]; // face down, top = last element
  deckLow: number[];
  discardPile: number[]; // cards put back in the box by Tachli exchanges (public)
  chocolatl: number; // holder or -1
  oldMan: number; // holder or -1
  oldManRound: number; // round in which the holder took it
  newCard: number[]; // Tachli: card received while its discard is owed, -1 otherwise
  points: number[][]; // per seat, VP gained per CATEGORIES entry; sums to the score
}

interface ChoiceBase {
  id: string;
}
export type ChocolatlChoice = ChoiceBase &
  (
    | { kind: 'sacrifice'; card: number }
    | { kind: 'offer'; loc: number; cards: number[] } // ascending; 2 cards, 1 in GREEN
    | { kind: 'dice'; count: number }
    | { kind: 'city'; take: 'hut' | 'die' }
    | { kind: 'pyramidOrder'; first: number }
    | { kind: 'discard'; card: number }
  );
/** A choice as apply accepts it: the id is optional, the fields decide. */
export type ChocolatlMove = ChocolatlChoice extends infer C ? (C extends ChoiceBase ? Omit<C, 'id'> : never) : never;

type Hidden = 'rng' | 'hands' | 'boards' | 'sacrifices' | 'diceDecl' | 'deckHigh' | 'deckLow';

/** What one seat (or a spectator) may see. Hidden cards are null; decks are counts and pools. */
export interface ChocolatlView extends Omit<ChocolatlState, Hidden> {
  viewer: Viewer;
  hands: (number[] | null)[]; // own hand only
  handCounts: number[];
  boards: (number | null)[][]; // -1 empty slot, null a face-down card
  sacrifices: (number | null)[]; // own (everyone's once the game is over); -1 not chosen yet
  diceDecl: (number | null)[]; // own value; others: -1 still owes, 0 without dice, null declared
  unseen: (number[] | null)[]; // others: their cards whose place this viewer cannot see, ascending
  deckHigh: number; // cards left
  deckLow: number;
  deckHighPool: number[]; // what is left in each deck, ascending (every drawn card was shown)
  deckLowPool: number[];
}
