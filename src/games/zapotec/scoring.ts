// Turn scoring, ritual cards, pyramids, the sacrifice ranking and the final result.
import type { GameResult, ScoreLine } from '../../engine/types.ts';
import {
  BOARD_SPACES, COCIJOBOT_RITUAL_VP, COCIJOBOT_SACRIFICE_FLOOR, PROPERTIES, PYRAMID_COMPLETE_BONUS, R, RITUAL_CARDS,
  RITUAL_MAX_OTHER, RITUAL_MAX_SETS, SACRIFICE_RANK_VP, TURN_SCORING_VP, type Property,
} from './data.ts';
import { NONE, isCocijobot, piecesBuilt, spaceHas, tradeTileOf, type ZapotecState } from './types.ts';

/** Houses of `seat` on spaces with `property`; the palace counts as two houses. */
export function housesMatching(s: ZapotecState, seat: number, property: Property): number {
  let n = 0;
  for (let space = 0; space < s.spaceOwner.length; space++)
    if (s.spaceOwner[space] === seat && spaceHas(space, property)) n += s.players[seat]!.palaceSpace === space ? 2 : 1;
  return n;
}

export function turnScoringPoints(s: ZapotecState, seat: number, property: Property): number {
  return TURN_SCORING_VP * housesMatching(s, seat, property);
}

type Dimension = 'type' | 'region' | 'terrain';

/** Disjoint sets of three buildings alike in `same` and all different in `different`. */
export function ritualSets(s: ZapotecState, seat: number, same: Dimension, different: Dimension): number {
  const counts = new Map<string, number>();
  for (let space = 0; space < s.spaceOwner.length; space++) {
    if (s.spaceOwner[space] !== seat) continue;
    const sp = BOARD_SPACES[space]!;
    const key = `${sp[same]}|${sp[different]}`;
    counts.set(key, (counts.get(key) ?? 0) + (s.players[seat]!.palaceSpace === space ? 2 : 1));
  }
  const values: Record<Dimension, readonly string[]> = {
    type: ['cornfield', 'village', 'temple'],
    region: ['etla', 'ocotlan', 'mitla'],
    terrain: ['plains', 'hills', 'forest'],
  };
  let sets = 0;
  for (const a of values[same]) sets += Math.min(...values[different].map((b) => counts.get(`${a}|${b}`) ?? 0));
  return sets;
}

/** What a ritual card is worth to a human player at the end. */
export function ritualPoints(s: ZapotecState, seat: number, cardId: number): number {
  const card = RITUAL_CARDS[cardId]!;
  const p = s.players[seat]!;
  switch (card.kind) {
    case 'sets':
      return Math.min(RITUAL_MAX_SETS, 6 * ritualSets(s, seat, card.same, card.different));
    case 'pyramidLevels':
      return Math.min(RITUAL_MAX_OTHER, 3 * piecesBuilt(p));
    case 'resources': {
      const basic = p.res[R.wood]! + p.res[R.brick]! + p.res[R.stone]!;
      const advanced = p.res[R.corn]! + p.res[R.gold]! + p.res[R.priest]!;
      return Math.min(RITUAL_MAX_OTHER, basic + 2 * advanced);
    }
    case 'sacrificeSteps':
      return Math.min(RITUAL_MAX_OTHER, p.sacrifice);
    case 'tradeTiles':
      return Math.min(RITUAL_MAX_OTHER, p.trade.reduce((sum, t) => sum + tradeTileOf(t.id).level, 0));
  }
}

export const pyramidComplete = (s: ZapotecState, i: number): boolean => {
  const pieces = s.pyramids[i]!.pieces;
  return pieces.length > 0 && pieces[pieces.length - 1]!.size === 1;
};

export function pyramidPoints(s: ZapotecState, seat: number): number {
  const bot = isCocijobot(s, seat);
  let total = 0;
  s.pyramids.forEach((pyr, i) => {
    if (pyr.tile === NONE) return;
    const mine = pyr.pieces.filter((piece) => piece.seat === seat).length;
    if (mine === 0) return;
    const complete = pyramidComplete(s, i);
    // Cocijobot: only complete pyramids pay per house, but every piece earns the bonus [text].
    if (!bot || complete) total += mine * housesMatching(s, seat, PROPERTIES[pyr.tile]!);
    if (complete || bot) total += mine * PYRAMID_COMPLETE_BONUS;
  });
  return total;
}

/** Seats that moved on the sacrifice track, best first (higher step, then lower in the stack). */
export function sacrificeOrder(s: ZapotecState): number[] {
  return s.players
    .map((p, seat) => ({ seat, step: p.sacrifice, arrival: p.arrival }))
    .filter((x) => x.step > 0)
    .sort((a, b) => b.step - a.step || a.arrival - b.arrival)
    .map((x) => x.seat);
}

export function sacrificeRankPoints(s: ZapotecState, seat: number): number {
  const rank = sacrificeOrder(s).indexOf(seat);
  if (rank >= 0 && rank < SACRIFICE_RANK_VP.length) return SACRIFICE_RANK_VP[rank]!;
  return isCocijobot(s, seat) && s.players[seat]!.sacrifice === 0 ? COCIJOBOT_SACRIFICE_FLOOR : 0;
}

function ritualTotal(s: ZapotecState, seat: number): number {
  let total = 0;
  s.rituals.forEach((card, i) => {
    const discs = s.ritualDiscs[i]!;
    if (!discs.includes(seat)) return;
    if (isCocijobot(s, seat)) total += discs.length === 1 ? COCIJOBOT_RITUAL_VP.alone : COCIJOBOT_RITUAL_VP.shared;
    else total += ritualPoints(s, seat, card);
  });
  return total;
}

export function scoreLine(s: ZapotecState, seat: number): ScoreLine {
  const p = s.players[seat]!;
  const breakdown: Record<string, number> = {
    turnScoring: p.vpTurn,
    sacrificeSteps: p.vpSteps,
    difficulty: p.vpOther,
    sacrificeRank: sacrificeRankPoints(s, seat),
    rituals: ritualTotal(s, seat),
    pyramids: pyramidPoints(s, seat),
    tradeTiles: isCocijobot(s, seat) ? p.trade.reduce((sum, t) => sum + 3 * tradeTileOf(t.id).level, 0) : 0,
  };
  const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
  return { seat, total, breakdown };
}

export function result(s: ZapotecState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores = s.players.map((_, seat) => scoreLine(s, seat));
  const sac = sacrificeOrder(s);
  // Sort by total, then sacrifice position; players who never moved stay tied with each other.
  const key = (seat: number) => (sac.includes(seat) ? sac.length - sac.indexOf(seat) : 0);
  const seats = scores.map((l) => l.seat).sort((a, b) => scores[b]!.total - scores[a]!.total || key(b) - key(a));
  const ranking: number[][] = [];
  const tieBreaks: string[] = [];
  for (const seat of seats) {
    const group = ranking[ranking.length - 1];
    const prev = group?.[0];
    if (group && prev !== undefined && scores[prev]!.total === scores[seat]!.total) {
      if (key(prev) === key(seat)) {
        group.push(seat);
        continue;
      }
      tieBreaks.push(`sacrifice:${prev}>${seat}`);
    }
    ranking.push([seat]);
  }
  return { scores, ranking, tieBreaks };
}
