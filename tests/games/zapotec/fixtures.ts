// Builders for hand-made Zapotec positions. Each keeps the components conserved, so the
// game's own invariants can be checked on them too.
import { expect } from 'vitest';
import { cloneJson } from '../../../src/engine/clone.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { invariants } from '../../../src/games/zapotec/checks.ts';
import { BOARD_SPACES, BUILDING_TILES, R, type Resource } from '../../../src/games/zapotec/data.ts';
import { NONE, type Step, type ZapotecMove, type ZapotecState } from '../../../src/games/zapotec/types.ts';

export const newGame = (players: 1 | 2 | 3 | 4, seed = 'test', difficulty?: 'easy' | 'normal' | 'hard'): ZapotecState =>
  zapotecGame.setup(difficulty ? { players, difficulty } : { players }, seed);

/** Applies a move that must be legal and returns the new state. */
export function play(s: ZapotecState, seat: number, move: ZapotecMove): ZapotecState {
  const res = zapotecGame.apply(s, seat, move);
  if (!res.ok) throw new Error(`${JSON.stringify(move)} refused: ${res.error.code} ${res.error.reason}`);
  return res.state;
}

export function events(s: ZapotecState, seat: number, move: ZapotecMove) {
  const res = zapotecGame.apply(s, seat, move);
  if (!res.ok) throw new Error(res.error.reason);
  return res.events;
}

/** The error code of a move that must be refused (and the state must stay unchanged). */
export function refusal(s: ZapotecState, seat: number, move: unknown): string {
  const before = JSON.stringify(s);
  const res = zapotecGame.apply(s, seat, move);
  expect(JSON.stringify(s)).toBe(before);
  if (res.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  expect(res.error.reason.length).toBeGreaterThan(5);
  return res.error.code;
}

/** Moves an action card from wherever it is to `zone` (keeps the 27 cards conserved). */
export function moveCard(s: ZapotecState, card: number): void {
  const zones = [s.offer, s.bonusStack, s.deck, s.removedCards, s.discard, ...s.players.map((p) => p.hand)];
  for (const z of zones) {
    const i = z.indexOf(card);
    if (i >= 0) z.splice(i, 1);
  }
  s.played = s.played.map((c) => (c === card ? NONE : c));
}

/** A position where `seat` is the active player at `step`, having played `card`. */
export function turnOf(base: ZapotecState, seat: number, card: number, step: Step = 'capital'): ZapotecState {
  const s = cloneJson(base);
  for (let other = 0; other < s.playerCount; other++) if (s.played[other] === NONE && s.chosen[other] === NONE && other !== seat) {
    const c = s.players[other]!.hand.pop()!;
    s.played[other] = c;
  }
  moveCard(s, card);
  s.played[seat] = card;
  s.phase = 'turn';
  s.order = [seat, ...Array.from({ length: s.seats }, (_, i) => i).filter((x) => x !== seat)];
  s.turn = 0;
  s.step = step;
  if (s.cocijobot && s.cocijobot.revealed.length === 0) s.cocijobot.revealed = [s.cocijobot.deck.pop()!];
  return s;
}

export function setRes(s: ZapotecState, seat: number, res: Partial<Record<Resource, number>>): void {
  const p = s.players[seat]!;
  p.res = [0, 0, 0, 0, 0, 0];
  for (const [k, v] of Object.entries(res)) p.res[R[k as Resource]] = v!;
}

export const resOf = (s: ZapotecState, seat: number): Record<Resource, number> => {
  const r = s.players[seat]!.res;
  return { wood: r[0]!, brick: r[1]!, stone: r[2]!, corn: r[3]!, gold: r[4]!, priest: r[5]! };
};

/** The open space id for a section and type (2-player space). */
export function spaceId(region: string, terrain: string, type: string): number {
  return BOARD_SPACES.find((sp) => sp.region === region && sp.terrain === terrain && sp.type === type && sp.minPlayers === 2)!.id;
}

/** Puts `seat`'s house on `space` as if built: the tile goes to the first free grid cell (or palace). */
export function giveHouse(s: ZapotecState, seat: number, space: number, palace = false): void {
  const p = s.players[seat]!;
  const tile = s.spaceTile[space]!;
  expect(tile).not.toBe(NONE);
  s.spaceTile[space] = NONE;
  s.spaceOwner[space] = seat;
  p.houses--;
  if (palace) {
    p.palaceSpace = space;
    p.palaceTile = tile;
  } else p.grid[p.grid.indexOf(NONE)] = tile;
}

/** Swaps building tiles so that `space` holds a tile of that type with the wanted basic resource. */
export function tileOnSpace(s: ZapotecState, space: number, basic: 'wood' | 'brick' | 'stone'): number {
  const current = s.spaceTile[space]!;
  const type = BUILDING_TILES[current]!.type;
  const wanted = BUILDING_TILES.find((t) => t.type === type && t.basic === basic && s.spaceTile.includes(t.id))!.id;
  const other = s.spaceTile.indexOf(wanted);
  s.spaceTile[other] = current;
  s.spaceTile[space] = wanted;
  return wanted;
}

/** Gives `seat` a trade tile taken from wherever it is (row, stack or box). */
export function giveTrade(s: ZapotecState, seat: number, id: number, up = true): void {
  s.tradeRows = s.tradeRows.map((row) => row.map((t) => (t === id ? NONE : t)));
  s.tradeStacks = s.tradeStacks.map((st) => st.filter((t) => t !== id));
  s.tradeRemoved = s.tradeRemoved.filter((t) => t !== id);
  s.players[seat]!.trade.push({ id, up });
}

export const clean = (s: ZapotecState): string[] => invariants(s);
