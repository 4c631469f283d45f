// Ritual cards for the bots: what a card is worth to a seat now, and what it should be worth by
// the end of the game if the seat keeps growing (more houses, pieces, steps and trade tiles).
import { RITUAL_CARDS } from '../data.ts';
import { piecesBuilt, tradeTileOf, type ZapotecState } from '../types.ts';
import { setsOf, type SeatBoard, type Timeline } from './features.ts';
import type { EvalWeights } from './weights.ts';

function setsNow(b: SeatBoard, same: string, different: string): number {
  const m = same === 'type' || different === 'type' ? (same === 'region' || different === 'region' ? b.typeRegion : b.typeTerrain) : b.regionTerrain;
  return setsOf(m, same === 'type' || (same === 'region' && different === 'terrain'));
}

const tradeLevels = (s: ZapotecState, seat: number) => s.players[seat]!.trade.reduce((n, x) => n + tradeTileOf(x.id).level, 0);

/** A ritual card's points for `seat` as things stand. */
export function ritualNow(s: ZapotecState, seat: number, b: SeatBoard, cardId: number): number {
  const card = RITUAL_CARDS[cardId]!;
  const p = s.players[seat]!;
  switch (card.kind) {
    case 'sets': return Math.min(18, 6 * setsNow(b, card.same, card.different));
    case 'pyramidLevels': return Math.min(12, 3 * piecesBuilt(p));
    case 'sacrificeSteps': return Math.min(12, p.sacrifice);
    case 'tradeTiles': return Math.min(12, tradeLevels(s, seat));
    case 'resources': return Math.min(12, p.res[0]! + p.res[1]! + p.res[2]! + 2 * (p.res[3]! + p.res[4]! + p.res[5]!));
  }
}

/** A ritual card's expected points for `seat` at the end, with `t.spendTurns` turns of growth left. */
export function ritualProjected(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, t: Timeline, cardId: number): number {
  const card = RITUAL_CARDS[cardId]!;
  const p = s.players[seat]!;
  const turns = t.spendTurns * w.ritualGrowth;
  if (turns <= 0) return ritualNow(s, seat, b, cardId);
  switch (card.kind) {
    case 'sets': {
      const houses = Math.min(p.houses, 1.5 * turns);
      return 6 * Math.min(3, setsNow(b, card.same, card.different) + houses / 6);
    }
    case 'pyramidLevels': return 3 * Math.min(4, piecesBuilt(p) + 0.4 * turns);
    case 'sacrificeSteps': return Math.min(12, p.sacrifice + turns);
    case 'tradeTiles': return Math.min(12, tradeLevels(s, seat) + 0.8 * turns);
    case 'resources': return 0.5 * ritualNow(s, seat, b, cardId) + 2;
  }
}
