// State changes for each legal choice. Callers have already checked legality and own the state
// (a fresh copy), so these mutate in place and push events describing what changed.
import type { GameEvent } from '../../engine/types.ts';
import {
  ADVANCED_OF, BUILD_COST, GRID_COL_HEADERS, GRID_PRINTED, GRID_ROW_HEADERS, PYRAMID_COST, R, SACRIFICE_STEPS,
  SACRIFICE_TOP, type Resource,
} from './data.ts';
import { buildCost, pay, ritualNeedsPriest, tradeCost } from './costs.ts';
import { NONE, buildingTileOf, cardOf, spaceOf, tradeTileOf, type ZapotecMove, type ZapotecState } from './types.ts';

type Events = GameEvent[];

export function gain(s: ZapotecState, seat: number, resource: Resource, n: number, events: Events, cause: string): void {
  s.players[seat]!.res[R[resource]]! += n;
  events.push({ type: 'gain', seat, resource, n, cause });
}

/** `why`: what was counted (turn scoring: the property and how many houses have it), for the log only. */
export function addVp(s: ZapotecState, seat: number, vp: number, field: 'vpTurn' | 'vpSteps' | 'vpOther', events: Events, cause: string, why?: Record<string, string | number>): void {
  if (vp === 0) return;
  const p = s.players[seat]!;
  p.vp += vp;
  p[field] += vp;
  events.push({ type: 'score', seat, vp, cause, ...why });
}

/** Places a disc on a displayed ritual card (no cost; callers pay). */
export function placeRitualDisc(s: ZapotecState, seat: number, ritual: number, events: Events, cause: string): void {
  s.ritualDiscs[ritual]!.push(seat);
  s.players[seat]!.discs--;
  events.push({ type: 'ritualDisc', seat, ritual, card: s.rituals[ritual]!, cause });
}

export const hasRitualTarget = (s: ZapotecState, seat: number): boolean =>
  s.players[seat]!.discs > 0 && s.ritualDiscs.some((discs) => !discs.includes(seat));

/** A human player's disc moves up, collecting every step's bonus on the way. */
export function advanceSacrifice(s: ZapotecState, seat: number, steps: number, events: Events): void {
  const p = s.players[seat]!;
  const from = p.sacrifice;
  const to = Math.min(SACRIFICE_TOP, from + steps);
  p.sacrifice = to;
  p.arrival = ++s.arrivals;
  events.push({ type: 'sacrifice', seat, from, to });
  for (let step = from + 1; step <= to; step++) {
    const bonus = SACRIFICE_STEPS[step]!;
    if (bonus.kind === 'vp') addVp(s, seat, bonus.vp, 'vpSteps', events, `step${step}`);
    else if (bonus.kind === 'basic') s.sub.push('bonus');
    else if (bonus.kind === 'freeRitual' && hasRitualTarget(s, seat)) s.sub.push('ritual11');
  }
}

/** The grid line a card's resource opens: the row or the column headed by it. */
export function incomeCells(resource: string, line: 'row' | 'col'): number[] {
  if (line === 'row') {
    const r = GRID_ROW_HEADERS.indexOf(resource as 'wood');
    return [r * 3, r * 3 + 1, r * 3 + 2];
  }
  const c = GRID_COL_HEADERS.indexOf(resource as 'wood');
  return [c, c + 3, c + 6];
}

export function takeIncome(s: ZapotecState, seat: number, line: 'row' | 'col', events: Events): void {
  const resource = cardOf(s.played[seat]!).resource;
  gain(s, seat, resource, 1, events, 'income');
  for (const cell of incomeCells(resource, line)) {
    const tile = s.players[seat]!.grid[cell]!;
    if (tile === NONE) continue;
    const t = buildingTileOf(tile);
    gain(s, seat, ADVANCED_OF[t.type], 1, events, 'income');
    gain(s, seat, t.basic, 1, events, 'income');
  }
}

export function buyTrade(s: ZapotecState, seat: number, level: 1 | 2 | 3, slot: number, events: Events): void {
  const p = s.players[seat]!;
  const id = s.tradeRows[level - 1]![slot]!;
  const cost = tradeCost(p, level);
  p.res[R.gold]! -= cost;
  s.tradeRows[level - 1]![slot] = NONE;
  p.boughtLevels[level - 1] = true;
  events.push({ type: 'buyTrade', seat, tile: id, level, slot, gold: cost });
  const e = tradeTileOf(id).effect;
  if (e.kind === 'gain') {
    p.trade.push({ id, up: false });
    for (const r of e.gain) gain(s, seat, r, 1, events, `Z${id}`);
  } else p.trade.push({ id, up: true });
}

export function useTrade(s: ZapotecState, seat: number, tile: number, ritual: number | undefined, events: Events): void {
  const p = s.players[seat]!;
  const owned = p.trade.find((t) => t.id === tile)!;
  owned.up = false;
  const e = tradeTileOf(tile).effect;
  events.push({ type: 'useTrade', seat, tile });
  if (e.kind === 'convert') {
    pay(p, [e.pay]);
    gain(s, seat, e.gain, e.amount, events, `Z${tile}`);
  } else if (e.kind === 'advance') {
    p.res[R.corn]! -= e.payCorn;
    advanceSacrifice(s, seat, e.steps, events);
  } else if (e.kind === 'freeRitual') placeRitualDisc(s, seat, ritual!, events, `Z${tile}`);
}

export function buildPyramid(s: ZapotecState, seat: number, pyramid: number, scoring: number | undefined, events: Events): void {
  const p = s.players[seat]!;
  pay(p, PYRAMID_COST);
  const pyr = s.pyramids[pyramid]!;
  let size: 1 | 2 | 3;
  if (pyr.tile === NONE) {
    pyr.tile = scoring!;
    s.scoringTiles = s.scoringTiles.filter((t) => t !== scoring);
    size = p.pieces[2]! > 0 ? 3 : p.pieces[1]! > 0 ? 2 : 1;
  } else size = (pyr.pieces[pyr.pieces.length - 1]!.size - 1) as 1 | 2;
  p.pieces[size - 1]!--;
  pyr.pieces.push({ seat, size });
  p.pyramidsThisRound.push(pyramid);
  events.push({ type: 'pyramid', seat, pyramid, size, scoring: pyr.tile });
}

export function performRitual(s: ZapotecState, seat: number, ritual: number, events: Events): void {
  const p = s.players[seat]!;
  if (ritualNeedsPriest(p)) p.res[R.priest]!--;
  p.res[R.gold]! -= s.ritualDiscs[ritual]!.length;
  p.ritualActions++;
  placeRitualDisc(s, seat, ritual, events, 'ritual');
}

export function sacrifice(s: ZapotecState, seat: number, corn: number, events: Events): void {
  const p = s.players[seat]!;
  p.res[R.priest]!--;
  p.res[R.corn]! -= corn;
  advanceSacrifice(s, seat, corn, events);
}

/** Takes a space's building tile and puts a house (or the palace) there. */
export function buildOnSpace(s: ZapotecState, seat: number, space: number, palace: boolean, events: Events): number {
  const p = s.players[seat]!;
  const tile = s.spaceTile[space]!;
  s.spaceTile[space] = NONE;
  s.spaceOwner[space] = seat;
  p.houses--;
  if (palace) {
    p.palaceSpace = space;
    p.palaceTile = tile;
  }
  events.push({ type: 'build', seat, space, tile, palace });
  return tile;
}

export function build(s: ZapotecState, seat: number, c: Extract<ZapotecMove, { kind: 'build' }>, events: Events): void {
  const p = s.players[seat]!;
  if (c.via !== undefined) {
    const e = tradeTileOf(c.via).effect;
    if (e.kind === 'build') pay(p, [e.pay]);
    p.trade.find((t) => t.id === c.via)!.up = false;
  } else pay(p, c.palace ? BUILD_COST.palace : buildCost(p, spaceOf(c.space).type));
  const tile = buildOnSpace(s, seat, c.space, c.palace, events);
  if (!c.palace) {
    s.placing = tile;
    s.sub.push('place');
  }
}

export function placeTile(s: ZapotecState, seat: number, cell: number, events: Events): void {
  const p = s.players[seat]!;
  p.grid[cell] = s.placing;
  events.push({ type: 'placeTile', seat, tile: s.placing, cell });
  s.placing = NONE;
  // Tiles never move, so an empty printed cell is always being covered for the first time.
  const printed = GRID_PRINTED[cell];
  if (printed) gain(s, seat, printed, 1, events, 'grid');
}
