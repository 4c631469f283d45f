// Game setup for 1-4 players: board tiles, trade rows, scoring tiles, rituals, action cards.
import { seedRng, shuffleInPlace } from '../../engine/rng.ts';
import {
  BOARD_SPACES, BUILDING_TILES, BUILDING_TYPES, FACE_DOWN_DECK, HAND_SIZE, HOUSES, PYRAMID_PIECES,
  PYRAMID_SPACES, RITUAL_CARDS, RITUAL_DISCS, SCORING_TILES_DRAWN, TRADE_TILES,
} from './data.ts';
import { NONE, boardPlayers, type PlayerState, type ZapotecOptions, type ZapotecState } from './types.ts';

const range = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => i + from);

function newPlayer(hand: number[], startingResources: boolean): PlayerState {
  return {
    res: startingResources ? [1, 1, 1, 0, 0, 0] : [0, 0, 0, 0, 0, 0],
    vp: 0, vpTurn: 0, vpSteps: 0, vpOther: 0,
    houses: HOUSES,
    palaceSpace: NONE,
    palaceTile: NONE,
    grid: new Array(9).fill(NONE),
    pieces: [...PYRAMID_PIECES],
    discs: RITUAL_DISCS,
    ritualActions: 0,
    sacrifice: 0,
    arrival: 0,
    trade: [],
    boughtLevels: [false, false, false],
    pyramidsThisRound: [],
    hand,
  };
}

export function setup(options: ZapotecOptions, seed: string): ZapotecState {
  const rng = seedRng(seed);
  const n = options.players;
  const solo = n === 1;
  const bp = boardPlayers({ playerCount: n });

  // Building tiles of the player count, shuffled onto the open spaces of their type.
  const spaceTile = new Array(BOARD_SPACES.length).fill(NONE);
  for (const type of BUILDING_TYPES) {
    const tiles = shuffleInPlace(rng, BUILDING_TILES.filter((t) => t.type === type && t.minPlayers <= bp).map((t) => t.id));
    for (const space of BOARD_SPACES) if (space.type === type && space.minPlayers <= bp) spaceTile[space.id] = tiles.pop()!;
  }

  // Trade tiles: three face up per level; the rest form the stacks (solo: back in the box).
  const tradeRows: number[][] = [], tradeStacks: number[][] = [], tradeRemoved: number[] = [];
  for (const level of [1, 2, 3]) {
    const stack = shuffleInPlace(rng, TRADE_TILES.filter((t) => t.level === level).map((t) => t.id));
    tradeRows.push([stack.pop()!, stack.pop()!, stack.pop()!]);
    if (solo) {
      tradeRemoved.push(...stack);
      tradeStacks.push([]);
    } else tradeStacks.push(stack);
  }

  const scoringTiles = shuffleInPlace(rng, range(9)).slice(0, SCORING_TILES_DRAWN[n]).sort((a, b) => a - b);
  const rituals = shuffleInPlace(rng, RITUAL_CARDS.map((c) => c.id)).slice(0, 3);

  // Action cards: bonus card, offer, face-down deck, hands; the rest go back to the box.
  const cards = shuffleInPlace(rng, range(27, 1));
  const bonusStack = [cards.pop()!];
  const offer = cards.splice(cards.length - (solo ? 2 : n + 1));
  const deck = cards.splice(cards.length - FACE_DOWN_DECK[n]);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) players.push(newPlayer(cards.splice(cards.length - HAND_SIZE[n]), true));
  if (solo) players.push(newPlayer([], false));
  const seats = players.length;

  return {
    game: 'zapotec',
    playerCount: n,
    seats,
    rng,
    round: 1,
    phase: 'select',
    step: 'income',
    sub: [],
    placing: NONE,
    spaceTile,
    spaceOwner: new Array(BOARD_SPACES.length).fill(NONE),
    pyramids: range(PYRAMID_SPACES[n]).map(() => ({ tile: NONE, pieces: [] })),
    scoringTiles,
    tradeRows,
    tradeStacks,
    tradeRemoved,
    rituals,
    ritualDiscs: rituals.map(() => []),
    bonusStack,
    offer,
    deck,
    removedCards: cards,
    discard: [],
    chosen: new Array(seats).fill(NONE),
    played: new Array(seats).fill(NONE),
    order: [],
    turn: 0,
    arrivals: 0,
    players,
    cocijobot: solo
      ? { difficulty: options.difficulty ?? 'normal', deck: shuffleInPlace(rng, range(27, 1)), revealed: [], discard: [], pyramid: NONE, pyramidOrder: [] }
      : null,
    final: null,
  };
}
