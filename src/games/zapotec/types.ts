// Zapotec game state: plain JSON, compact arrays, with every hidden zone (hands, chosen cards,
// decks, stacks) in a field of its own so that views can blank it and bots can redeal it.
import type { RngState } from '../../engine/rng.ts';
import type { Choice } from '../../engine/types.ts';
import {
  ACTION_CARDS, BOARD_SPACES, BUILDING_TILES, TRADE_TILES, type BasicResource, type Property,
} from './data.ts';

/** Hidden card or tile in a view. Card numbers are 1..27 and trade tiles 1..36, so 0 is free. */
export const HIDDEN = 0;
/** An empty slot (no card, no tile, nobody). */
export const NONE = -1;

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface ZapotecOptions {
  /** Human (or AI) seats: 1 = solo against Cocijobot, 2-4 = multiplayer. */
  players: 1 | 2 | 3 | 4;
  /** Solo only: Cocijobot's difficulty. */
  difficulty?: Difficulty;
}

export interface OwnedTradeTile {
  id: number; // 1..36
  up: boolean; // face up = usable (level 2 and Z25-Z30 flip back each round)
}

export interface PlayerState {
  res: number[]; // by R index: wood, brick, stone, corn, gold, priest
  vp: number;
  /** Points scored during play, by source, for the end-screen breakdown. */
  vpTurn: number; // turn scoring with the bonus card
  vpSteps: number; // sacrifice step bonuses
  vpOther: number; // difficulty adjustments
  houses: number; // houses left in supply
  palaceSpace: number; // board space of the palace, NONE before it is built
  palaceTile: number; // building tile kept face down on the palace space, NONE before
  grid: number[]; // 9 cells of building tile ids, NONE where empty
  pieces: number[]; // pyramid pieces left by size: [small, medium, large]
  discs: number; // ritual discs left
  ritualActions: number; // discs placed by ritual actions (the pyramid-limited ones)
  sacrifice: number; // step 0..12
  arrival: number; // when the disc reached its step; lower = lower in the stack
  trade: OwnedTradeTile[];
  boughtLevels: boolean[]; // a purchase per level per round
  pyramidsThisRound: number[]; // pyramid indices this player added a level to this round
  hand: number[]; // action card numbers
}

export interface PyramidPiece {
  seat: number;
  size: 1 | 2 | 3; // 1 small, 2 medium, 3 large
}

export interface PyramidState {
  tile: number; // PROPERTIES index of its scoring tile, NONE while unstarted
  pieces: PyramidPiece[];
}

export interface CocijobotState {
  difficulty: Difficulty;
  deck: number[]; // Cocijobot card ids, top last (hidden but the top card's back)
  revealed: number[]; // cards turned this round, first is the turn-order card
  discard: number[];
  pyramid: number; // index of the pyramid it builds on, NONE before its first level
  pyramidOrder: number[]; // pyramids in the order it first built on them
}

export type Step = 'income' | 'capital' | 'construction' | 'scoring' | 'draw';
export type SubDecision = 'bonus' | 'ritual11' | 'place';

export interface ZapotecState {
  game: 'zapotec';
  playerCount: number; // human seats (1-4); Cocijobot, when present, is seat 1
  seats: number; // players.length, Cocijobot included
  rng: RngState;
  round: number; // 1..5
  phase: 'select' | 'turn' | 'over';
  step: Step;
  sub: SubDecision[]; // decisions owed inside the current action, first first
  placing: number; // building tile waiting for a grid cell, NONE otherwise
  spaceTile: number[]; // per board space: building tile on it, NONE when built on or closed
  spaceOwner: number[]; // per board space: seat with a house there, NONE otherwise
  pyramids: PyramidState[];
  scoringTiles: number[]; // PROPERTIES indices still on display for new pyramids
  tradeRows: number[][]; // per level, 3 slots of tile ids (NONE when bought and not refilled)
  tradeStacks: number[][]; // per level, face-down tiles, top last (hidden)
  tradeRemoved: number[]; // solo: tiles back in the box (hidden)
  rituals: number[]; // ritual card ids on display
  ritualDiscs: number[][]; // per displayed card, seats in the order they placed discs
  bonusStack: number[]; // action cards in the bonus space, current bonus card last
  offer: number[];
  deck: number[]; // face-down action cards, top last (hidden)
  removedCards: number[]; // action cards back in the box (hidden)
  discard: number[]; // cards discarded after a Z35 scoring
  chosen: number[]; // per seat: card picked this round; NONE before picking (hidden until reveal)
  played: number[]; // per seat: revealed card this round, NONE before the reveal
  order: number[]; // turn order of the round
  turn: number; // index into order
  arrivals: number; // counter for sacrifice stack order
  players: PlayerState[];
  cocijobot: CocijobotState | null;
  final: number[] | null; // end scores per seat when the game is over
  /** Views only: the public back of Cocijobot's top card. */
  botTopBack?: Property | null;
}

/** A decision without its id: what the UI, bots and the network send. */
export type ZapotecMove =
    | { kind: 'pick'; card: number }
    | { kind: 'income'; line: 'row' | 'col' }
    | { kind: 'buy'; level: 1 | 2 | 3; slot: number }
    | { kind: 'use'; tile: number; ritual?: number }
    | { kind: 'pyramid'; pyramid: number; scoring?: number }
    | { kind: 'ritual'; ritual: number }
    | { kind: 'sacrifice'; corn: number }
    | { kind: 'bonus'; resource: BasicResource }
    | { kind: 'ritual11'; ritual: number }
    | { kind: 'endCapital' }
    | { kind: 'build'; space: number; palace: boolean; via?: number }
    | { kind: 'place'; cell: number }
    | { kind: 'endConstruction' }
    | { kind: 'score'; card: number }
    | { kind: 'draw'; card: number };

export type ZapotecChoice = Choice & ZapotecMove;

export type ZapotecView = ZapotecState;

export const cardOf = (num: number) => ACTION_CARDS[num - 1]!;
export const tradeTileOf = (id: number) => TRADE_TILES[id - 1]!;
export const spaceOf = (id: number) => BOARD_SPACES[id]!;
export const buildingTileOf = (id: number) => BUILDING_TILES[id]!;

/** Players count whose board layout and tiles are used (solo plays on the 2-player board). */
export const boardPlayers = (s: { playerCount: number }): number => Math.max(2, s.playerCount);

export function spaceHas(space: number, property: Property): boolean {
  const sp = spaceOf(space);
  return sp.type === property || sp.region === property || sp.terrain === property;
}

/** The seat acting in the turn phase. */
export const activeSeat = (s: ZapotecState): number => s.order[s.turn] ?? NONE;

export const isCocijobot = (s: ZapotecState, seat: number): boolean => s.cocijobot !== null && seat === 1;

export const piecesBuilt = (p: PlayerState): number => 6 - p.pieces[0]! - p.pieces[1]! - p.pieces[2]!;
