// Projected final score of every seat from any state: points already scored, end-game points as
// things stand, and an estimate of what the rest of the game adds (bonus-card scoring, income,
// resources, trade tiles, ritual and pyramid prospects). Finished games give the exact totals.
// Runs inside every search step, so it allocates nothing it can avoid.
import { ADVANCED_OF, COCIJOBOT_RITUAL_VP, GRID_COL_HEADERS, GRID_ROW_HEADERS, R, ROUNDS, SACRIFICE_RANK_VP } from '../data.ts';
import { bonusProperty } from '../cocijobot.ts';
import { HIDDEN, NONE, buildingTileOf, cardOf, isCocijobot, piecesBuilt, tradeTileOf, type PlayerState, type ZapotecState } from '../state.ts';
import { PROPERTY_IX, sacrificeRanking, seatBoards, timeline, type SeatBoard, type Timeline } from './features.ts';
import { modelProjection, ritualPointsNow } from './model.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

const spendFactor = (w: EvalWeights, turns: number) => w.spend[Math.min(turns, w.spend.length - 1)]!;

/** Per building tile: its advanced and basic resource indices. */
const TILE_RES = Array.from({ length: 45 }, (_, id) => {
  const t = buildingTileOf(id);
  return [R[ADVANCED_OF[t.type]], R[t.basic]] as const;
});
/** Per basic resource (wood, brick, stone): the grid cells of its row and of its column. */
const LINES = (['wood', 'brick', 'stone'] as const).map((res) => {
  const r = GRID_ROW_HEADERS.indexOf(res), c = GRID_COL_HEADERS.indexOf(res);
  return { row: [r * 3, r * 3 + 1, r * 3 + 2], col: [c, c + 3, c + 6] };
});
const BASIC_IX: Record<string, number> = { wood: 0, brick: 1, stone: 2 };

function lineYield(w: EvalWeights, grid: readonly number[], cells: readonly number[]): number {
  let v = 0;
  for (const cell of cells) {
    const tile = grid[cell]!;
    if (tile !== NONE) v += w.res[TILE_RES[tile]![0]]! + w.res[TILE_RES[tile]![1]]!;
  }
  return v;
}

/** Per basic resource (wood, brick, stone): the better of its row and column, header included. */
export function lineValues(w: EvalWeights, p: PlayerState, out: number[] = [0, 0, 0]): number[] {
  for (let i = 0; i < 3; i++) out[i] = w.res[i]! + Math.max(lineYield(w, p.grid, LINES[i]!.row), lineYield(w, p.grid, LINES[i]!.col));
  return out;
}

const lines = [0, 0, 0];
const handLines: number[] = [];

/**
 * Income still to come. Each later income plays one card of the hand (best first, each once), so
 * a line pays more when the hand holds cards of its resource; blended with the mean line, since
 * cards are also chosen for their property and number. Incomes beyond the hand use the mean line.
 */
function incomeValue(w: EvalWeights, s: ZapotecState, seat: number, t: Timeline): number {
  const p = s.players[seat]!;
  lineValues(w, p, lines);
  const mean = (lines[0]! + lines[1]! + lines[2]!) / 3;
  let total = 0;
  let round = s.round;
  if (!t.incomeTaken) {
    const card = s.played[seat] !== NONE ? s.played[seat]! : s.chosen[seat]!;
    if (card !== NONE && card !== HIDDEN) {
      total += lines[BASIC_IX[cardOf(card).resource]!]! * spendFactor(w, ROUNDS - round + 1);
      round++;
    }
  } else round++;
  handLines.length = 0;
  for (const card of p.hand) if (card !== HIDDEN) handLines.push(lines[BASIC_IX[cardOf(card).resource]!]!);
  handLines.sort((a, b) => b - a);
  for (let k = round, i = 0; k <= ROUNDS; k++, i++) {
    const fromHand = i < handLines.length ? handLines[i]! : mean;
    total += (w.incomeBest * fromHand + (1 - w.incomeBest) * mean) * spendFactor(w, ROUNDS - k + 1);
  }
  return w.incomeScale * total;
}

function ritualValue(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, t: Timeline): number {
  const p = s.players[seat]!;
  let discs = 0;
  for (const d of s.ritualDiscs) if (d.includes(seat)) discs++;
  // Cards with the seat's disc may still grow while turns are left (each capped at 12-18).
  let total = ritualPointsNow(s, seat, b) + Math.min(discs * 12, discs * w.ritualGrowth * t.spendTurns);
  const open = Math.min(p.discs, Math.min(3, piecesBuilt(p)) - p.ritualActions);
  if (open > 0 && t.spendTurns > 0) total += w.ritualSlot * Math.min(open, 2);
  return total;
}

/** Chance an unfinished pyramid still gets finished: by the seat itself if it has the pieces and
 * enough rounds (one level per pyramid per round), else by others. */
function completion(w: EvalWeights, s: ZapotecState, seat: number, index: number, top: number, t: Timeline): number {
  const p = s.players[seat]!;
  const needed = top - 1;
  const canNow = !t.done && !(t.acting && s.step !== 'income' && s.step !== 'capital') && !p.pyramidsThisRound.includes(index);
  const rounds = ROUNDS - s.round + (canNow ? 1 : 0);
  const pieces = needed === 1 ? p.pieces[0]! > 0 : p.pieces[0]! > 0 && p.pieces[1]! > 0;
  if (pieces && rounds >= needed) return w.pyramidDone[needed]!;
  if (s.cocijobot) return s.cocijobot.pyramid === index && !isCocijobot(s, seat) ? w.pyramidDone[needed]! : 0;
  return ROUNDS - s.round >= needed ? w.pyramidOther : 0;
}

function pyramidValue(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, t: Timeline): number {
  let total = 0;
  for (let index = 0; index < s.pyramids.length; index++) {
    const pyr = s.pyramids[index]!;
    if (pyr.tile === NONE) continue;
    let mine = 0;
    for (const piece of pyr.pieces) if (piece.seat === seat) mine++;
    if (mine === 0) continue;
    const top = pyr.pieces[pyr.pieces.length - 1]!.size;
    const done = top === 1 ? 1 : s.phase === 'over' ? 0 : completion(w, s, seat, index, top, t);
    total += mine * (b.prop[pyr.tile]! + 5 * done);
  }
  return total;
}

function tradeValue(w: EvalWeights, p: PlayerState, t: Timeline): number {
  let total = 0;
  for (const owned of p.trade) {
    const e = tradeTileOf(owned.id).effect.kind;
    const turns = owned.up ? t.spendTurns : Math.max(0, t.spendTurns - 1);
    if (e === 'convert') total += w.convertTile * turns;
    else if (e === 'build') total += w.buildTile * turns;
    else if (e === 'cost') total += w.costTile * t.spendTurns;
    else if (e === 'scoreWithHand') total += w.scoreTile * t.scorings;
    else if (e === 'advance' && owned.up && t.spendTurns > 0) total += w.advanceTile;
    else if (e === 'freeRitual' && owned.up && t.spendTurns > 0) total += w.ritualTile;
  }
  return total;
}

/** Bonus-card scoring still to come: this round's (if not scored yet) and the later ones. */
function turnScoringValue(w: EvalWeights, s: ZapotecState, b: SeatBoard, t: Timeline): number {
  if (t.scorings === 0) return 0;
  let total = 0;
  let later = t.scorings;
  if (!t.scored) {
    total += 2 * b.prop[PROPERTY_IX.get(bonusProperty(s))!]!;
    later--;
  }
  return total + later * 2 * w.bonusMatch * b.weight;
}

function humanProjection(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[]): number {
  if (w.model) {
    const fitted = modelProjection(w.model, s, seat, b, rank);
    if (fitted !== null) return fitted;
  }
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  const r = rank.indexOf(seat);
  let total = p.vp + (r >= 0 && r < 3 ? SACRIFICE_RANK_VP[r]! : 0);
  total += ritualValue(w, s, seat, b, t) + pyramidValue(w, s, seat, b, t);
  let res = 0;
  for (let i = 0; i < 6; i++) res += w.res[i]! * p.res[i]!;
  total += spendFactor(w, t.spendTurns) * res + incomeValue(w, s, seat, t) + tradeValue(w, p, t) + turnScoringValue(w, s, b, t);
  return total;
}

/** Cocijobot: its end-game scoring as things stand (its own rules) plus its expected later gains. */
function botProjection(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[]): number {
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  const r = rank.indexOf(seat);
  let total = p.vp + (r >= 0 && r < 3 ? SACRIFICE_RANK_VP[r]! : p.sacrifice === 0 ? 3 : 0);
  for (const discs of s.ritualDiscs) if (discs.includes(seat)) total += discs.length === 1 ? COCIJOBOT_RITUAL_VP.alone : COCIJOBOT_RITUAL_VP.shared;
  for (const pyr of s.pyramids) {
    if (pyr.tile === NONE) continue;
    let mine = 0;
    for (const piece of pyr.pieces) if (piece.seat === seat) mine++;
    if (mine === 0) continue;
    total += 5 * mine;
    if (pyr.pieces[pyr.pieces.length - 1]!.size === 1) total += mine * b.prop[pyr.tile]!;
  }
  for (const x of p.trade) total += 3 * tradeTileOf(x.id).level;
  return total + turnScoringValue(w, s, b, t) + w.botPerTurn * t.scorings;
}

const rankBuffer: number[] = [];

/** Estimated final score of every seat (exact once the game is over). */
export function projectScores(s: ZapotecState, w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  if (s.phase === 'over' && s.final) return s.final.slice();
  const boards = seatBoards(s);
  const rank = sacrificeRanking(s, rankBuffer);
  const out = new Array<number>(s.players.length);
  for (let seat = 0; seat < out.length; seat++)
    out[seat] = isCocijobot(s, seat) ? botProjection(w, s, seat, boards[seat]!, rank) : humanProjection(w, s, seat, boards[seat]!, rank);
  return out;
}

/** A seat's projected lead over the best other seat (its own projection when alone). */
export function projectedMargin(s: ZapotecState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const all = projectScores(s, w);
  let best = -Infinity;
  for (let i = 0; i < all.length; i++) if (i !== seat && all[i]! > best) best = all[i]!;
  return all.length > 1 ? all[seat]! - best : all[seat]!;
}
