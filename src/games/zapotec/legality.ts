// Who owes a decision, and the checks the choice handlers (decisions.ts) share: a ritual card's
// target, a trade tile's use, a pyramid level, a building.
import type { EngineError, Pending } from '../../engine/types.ts';
import { refusal } from './refusals.ts';
import { BUILD_COST, PYRAMID_COST, R, SACRIFICE_TOP } from './data.ts';
import { buildCost, canPay, owns } from './costs.ts';
import {
  NONE, activeSeat, cardOf, piecesBuilt, spaceHas, spaceOf, tradeTileOf,
  type PlayerState, type ZapotecMove, type ZapotecState,
} from './types.ts';

const err = refusal;

/** Owns Z35 and has a card to score with: the scoring step becomes a decision. */
export const scoringIsChoice = (s: ZapotecState, seat: number): boolean =>
  owns(s.players[seat]!, 35) && s.players[seat]!.hand.length > 0;

export function pending(s: ZapotecState): Pending[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'select') {
    const out: Pending[] = [];
    for (let seat = 0; seat < s.playerCount; seat++) if (s.chosen[seat] === NONE) out.push({ seat, kind: 'pick' });
    return out;
  }
  return [{ seat: activeSeat(s), kind: s.sub[0] ?? s.step }];
}

export function ritualLimit(p: PlayerState): number {
  return Math.min(3, piecesBuilt(p));
}

export function checkRitualTarget(s: ZapotecState, seat: number, ritual: number): EngineError | null {
  if (ritual >= s.rituals.length) return err('no-such-ritual', 'There is no such ritual card.');
  if (s.ritualDiscs[ritual]!.includes(seat)) return err('ritual-own-disc', 'You already have a disc on this ritual card.');
  if (s.players[seat]!.discs <= 0) return err('no-disc', 'You have no disc left.');
  return null;
}

/** Whether `seat` owes a decision now (cheap: no allocation). */
export function owesDecision(s: ZapotecState, seat: number): boolean {
  if (s.phase === 'over') return false;
  if (s.phase === 'select') return seat < s.playerCount && s.chosen[seat] === NONE;
  return activeSeat(s) === seat;
}

export function checkUse(s: ZapotecState, seat: number, p: PlayerState, c: Extract<ZapotecMove, { kind: 'use' }>): EngineError | null {
  const owned = p.trade.find((t) => t.id === c.tile);
  if (!owned) return err('tile-not-owned', 'You do not own that trade tile.');
  if (!owned.up) return err('tile-used', 'That trade tile was already used.');
  const e = tradeTileOf(c.tile).effect;
  const inCapital = s.step === 'capital';
  switch (e.kind) {
    case 'convert':
      if (!inCapital && s.step !== 'construction') return err('wrong-step', 'Trade tiles are used during your actions.');
      if (c.ritual !== undefined) return err('malformed-choice', 'This tile takes no ritual card.');
      return p.res[R[e.pay]]! >= 1 ? null : err('cannot-afford', `This tile needs 1 ${e.pay}.`, { resource: e.pay });
    case 'advance':
      if (!inCapital) return err('wrong-step', 'This tile is used during capital actions.');
      if (c.ritual !== undefined) return err('malformed-choice', 'This tile takes no ritual card.');
      if (p.sacrifice >= SACRIFICE_TOP) return err('sacrifice-top', 'You are already at the top of the sacrifice track.');
      return p.res[R.corn]! >= e.payCorn ? null : err('cannot-afford', `This tile needs ${e.payCorn} corn.`, { corn: e.payCorn });
    case 'freeRitual':
      if (!inCapital) return err('wrong-step', 'This tile is used during capital actions.');
      if (c.ritual === undefined) return err('malformed-choice', 'Say which ritual card the disc goes on.');
      return checkRitualTarget(s, seat, c.ritual);
    case 'build':
      return err('tile-builds', 'This tile is used by building with it in the construction step.');
    default:
      return err('tile-not-usable', 'This trade tile has no action to take.');
  }
}

export function checkPyramid(s: ZapotecState, p: PlayerState, c: Extract<ZapotecMove, { kind: 'pyramid' }>): EngineError | null {
  if (s.step !== 'capital') return err('wrong-step', 'Pyramid levels are built during capital actions.');
  const pyr = s.pyramids[c.pyramid];
  if (!pyr) return err('no-such-pyramid', 'There is no such pyramid space.');
  if (!canPay(p, PYRAMID_COST)) return err('cannot-afford', 'A pyramid level costs 1 priest, 1 wood, 1 brick and 1 stone.');
  if (pyr.tile === NONE) {
    // Empty pyramid spaces are interchangeable, so a new pyramid always takes the first one.
    if (s.pyramids.findIndex((q) => q.tile === NONE) !== c.pyramid) return err('pyramid-not-next', 'Start new pyramids on the next free space.');
    if (c.scoring === undefined || !s.scoringTiles.includes(c.scoring)) return err('scoring-tile-unavailable', 'Choose a scoring tile still on display.');
    return piecesBuilt(p) < 6 ? null : err('no-piece-left', 'You have no pyramid piece left.');
  }
  if (c.scoring !== undefined) return err('malformed-choice', 'This pyramid already has its scoring tile.');
  const top = pyr.pieces[pyr.pieces.length - 1]!;
  if (top.size === 1) return err('pyramid-complete', 'This pyramid is complete.');
  if (p.pyramidsThisRound.includes(c.pyramid))
    return err('pyramid-once-per-round', 'You already added a level to this pyramid this round.');
  return p.pieces[top.size - 2]! > 0 ? null : err('no-piece-of-size', 'You have no piece one size smaller than its top.', { size: top.size - 1 });
}

export function checkBuild(s: ZapotecState, seat: number, p: PlayerState, c: Extract<ZapotecMove, { kind: 'build' }>): EngineError | null {
  if (s.step !== 'construction') return err('wrong-step', 'Buildings are built in the construction step.');
  if (s.spaceTile[c.space] === NONE) return err('space-unavailable', 'That space is closed or already built on.');
  if (p.houses <= 0) return err('no-house-left', 'You have no house left.');
  const space = spaceOf(c.space);
  if (c.via !== undefined) {
    const owned = p.trade.find((t) => t.id === c.via);
    const e = tradeTileOf(c.via).effect;
    if (!owned || e.kind !== 'build') return err('tile-not-owned', 'You do not own that trade tile.');
    if (!owned.up) return err('tile-used', 'That trade tile was already used this round.');
    if (c.palace) return err('palace-not-via-tile', 'The palace cannot be built with a trade tile.');
    if (!spaceHas(c.space, e.where)) return err('space-not-allowed', `This tile builds only on ${e.where} spaces.`, { property: e.where });
    return p.res[R[e.pay]]! >= 1 ? null : err('cannot-afford', `This tile needs 1 ${e.pay}.`, { resource: e.pay });
  }
  const property = cardOf(s.played[seat]!).property;
  if (!spaceHas(c.space, property)) return err('space-not-allowed', `Your card allows only ${property} spaces.`, { property });
  if (c.palace) {
    if (p.palaceSpace !== NONE) return err('palace-built', 'Your palace is already built.');
    return canPay(p, BUILD_COST.palace) ? null : err('cannot-afford', 'The palace costs 1 wood, 1 brick and 1 stone.');
  }
  const cost = buildCost(p, space.type);
  return canPay(p, cost) ? null : err('cannot-afford', `A ${space.type} costs ${cost.join(' and ')}.`, { type: space.type });
}
