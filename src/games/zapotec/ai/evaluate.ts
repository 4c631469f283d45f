// Projected final score of every seat from any state: points already scored, end-game points as
// things stand, and an estimate of what the rest of the game adds (bonus-card scoring, income,
// resources, trade tiles, ritual and pyramid prospects). Finished games give the exact totals.
// Runs inside every search step, so it allocates nothing it can avoid.
import { ADVANCED_OF, COCIJOBOT_RITUAL_VP, GRID_COL_HEADERS, GRID_PRINTED, GRID_ROW_HEADERS, R, ROUNDS, SACRIFICE_RANK_VP } from '../data.ts';
import { bonusProperty } from '../cocijobot.ts';
import { HIDDEN, NONE, buildingTileOf, cardOf, isCocijobot, piecesBuilt, tradeTileOf, type PlayerState, type ZapotecState } from '../types.ts';
import { PROPERTY_IX, sacrificeRanking, seatBoards, timeline, type SeatBoard, type Timeline } from './features.ts';
import { botForecast } from './bot-forecast.ts';
import { ritualProjected } from './rituals.ts';
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
/** Per action card number: the index of its income resource (wood 0, brick 1, stone 2). */
const CARD_RES = Array.from({ length: 28 }, (_, n) => (n === 0 ? 0 : BASIC_IX[cardOf(n).resource]!));
const handCounts = [0, 0, 0];

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
      total += lines[CARD_RES[card]!]! * spendFactor(w, ROUNDS - round + 1);
      round++;
    }
  } else round++;
  // Hand cards per resource, to take the best lines first without sorting.
  const counts = handCounts;
  counts[0] = counts[1] = counts[2] = 0;
  for (const card of p.hand) if (card !== HIDDEN) counts[CARD_RES[card]!]!++;
  for (let k = round; k <= ROUNDS; k++) {
    let pickR = -1;
    for (let r = 0; r < 3; r++) if (counts[r]! > 0 && (pickR < 0 || lines[r]! > lines[pickR]!)) pickR = r;
    let fromHand = mean;
    if (pickR >= 0) {
      fromHand = lines[pickR]!;
      counts[pickR]!--;
    }
    total += (w.incomeBest * fromHand + (1 - w.incomeBest) * mean) * spendFactor(w, ROUNDS - k + 1);
  }
  return w.incomeScale * total;
}

/**
 * Value of putting the tile `seat` is placing on each empty grid cell (-Infinity when taken): the
 * income prospects with it there, plus the printed resource it covers. Touches the grid of `s`
 * only for the time of the computation.
 */
export function cellValues(s: ZapotecState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  const f = spendFactor(w, t.spendTurns);
  const out = new Array<number>(9).fill(-Infinity);
  for (let cell = 0; cell < 9; cell++) {
    if (p.grid[cell] !== NONE) continue;
    p.grid[cell] = s.placing;
    out[cell] = incomeValue(w, s, seat, t);
    p.grid[cell] = NONE;
    const printed = GRID_PRINTED[cell];
    if (printed) out[cell]! += w.res[R[printed]]! * f;
  }
  return out;
}

function ritualValue(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, t: Timeline): number {
  const p = s.players[seat]!;
  let total = 0;
  for (let i = 0; i < s.rituals.length; i++) if (s.ritualDiscs[i]!.includes(seat)) total += ritualProjected(w, s, seat, b, t, s.rituals[i]!);
  // A disc the seat may still place (pyramid limit not reached) is an option worth something.
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

/** Cocijobot's final sacrifice step as expected now: one step per cornfield tile it holds on each of
 * its sacrifice actions (about a third of its turns). */
function expectedBotStep(w: EvalWeights, s: ZapotecState): number {
  const bot = s.players[1]!;
  let fields = 0;
  for (const tile of bot.grid) if (tile !== NONE && tile < 15) fields++;
  if (bot.palaceTile !== NONE && bot.palaceTile < 15) fields++;
  const turns = timeline(s, 1).scorings;
  return Math.min(12, bot.sacrifice + w.botSacrificeRate * turns * (fields + 0.5 * turns));
}

/**
 * Solo: the sacrifice-track ranking at the end as expected now. Cocijobot moves one step per
 * cornfield tile it holds on each of its sacrifice actions (about a third of its turns), so its
 * step is projected forward before comparing. Returns [human points, Cocijobot points].
 */
function soloSacrifice(w: EvalWeights, s: ZapotecState, forecastStep?: number): [number, number] {
  const human = s.players[0]!, bot = s.players[1]!;
  const botStep = forecastStep ?? expectedBotStep(w, s);
  if (human.sacrifice === 0) return [0, botStep >= 1 ? 9 : bot.sacrifice > 0 ? 9 : 3 + 6 * botStep];
  const ahead = 1 / (1 + Math.exp((botStep - human.sacrifice) / 1.5));
  const botMoved = bot.sacrifice > 0 ? 1 : Math.min(1, botStep);
  return [9 * ahead + 6 * (1 - ahead) * botMoved + 9 * (1 - botMoved) * (1 - ahead), botMoved * (9 * (1 - ahead) + 6 * ahead) + 3 * (1 - botMoved)];
}

function rankPoints(w: EvalWeights, s: ZapotecState, seat: number, rank: readonly number[], forecastStep?: number): number {
  if (s.cocijobot && s.phase !== 'over') return soloSacrifice(w, s, forecastStep)[isCocijobot(s, seat) ? 1 : 0];
  const r = rank.indexOf(seat);
  return r >= 0 && r < 3 ? SACRIFICE_RANK_VP[r]! : isCocijobot(s, seat) && s.players[seat]!.sacrifice === 0 ? 3 : 0;
}

function humanProjection(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[], forecastStep?: number): number {
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  let total = p.vp + rankPoints(w, s, seat, rank, forecastStep);
  total += ritualValue(w, s, seat, b, t) + pyramidValue(w, s, seat, b, t);
  let res = 0;
  for (let i = 0; i < 6; i++) res += w.res[i]! * p.res[i]!;
  total += spendFactor(w, t.spendTurns) * res + incomeValue(w, s, seat, t) + tradeValue(w, p, t) + turnScoringValue(w, s, b, t);
  return total;
}

/** Trade tiles Cocijobot can still expect (3 points per level): it takes the leftmost tile of the row its
 * villages and sacrifice step ask for (else the next row by its rule), about `botTradeRate` times a turn. */
function botTradeFuture(w: EvalWeights, s: ZapotecState, seat: number, turns: number): number {
  let expected = w.botTradeRate * turns;
  if (expected <= 0) return 0;
  let villages = 0;
  const p = s.players[seat]!;
  for (const tile of p.grid) if (tile !== NONE && tile >= 15 && tile < 30) villages++;
  if (p.palaceTile >= 15 && p.palaceTile < 30) villages++;
  const wanted = villages >= 4 || p.sacrifice >= 6 ? 2 : villages === 3 || p.sacrifice >= 3 ? 1 : 0;
  const order = wanted === 0 ? [0, 1, 2] : wanted === 1 ? [1, 0, 2] : [2, 1, 0];
  const left = [0, 0, 0];
  for (let r = 0; r < 3; r++) for (const t of s.tradeRows[r]!) if (t !== NONE) left[r]! += 1;
  let total = 0;
  while (expected > 0) {
    const row = order.find((r) => left[r]! > 0);
    if (row === undefined) break;
    left[row]! -= 1;
    total += 3 * (row + 1) * Math.min(1, expected);
    expected -= 1;
  }
  return total;
}

/** Cocijobot: its end-game scoring as things stand (its own rules) plus its expected later gains. */
function botProjection(w: EvalWeights, s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[]): number {
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  let total = p.vp + rankPoints(w, s, seat, rank);
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
  return total + turnScoringValue(w, s, b, t) + w.botPerTurn * t.scorings + botTradeFuture(w, s, seat, t.scorings);
}

const rankBuffer: number[] = [];

/** Estimated final score of every seat (exact once the game is over). With `w.forecastBot`, in
 * solo, Cocijobot's remaining turns are played out (botForecast) instead of estimated. */
export function projectScores(s: ZapotecState, w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  if (s.phase === 'over' && s.final) return s.final.slice();
  const boards = seatBoards(s);
  const rank = sacrificeRanking(s, rankBuffer);
  const out = new Array<number>(s.players.length);
  if (w.forecastBot && s.cocijobot) {
    const f = botForecast(s);
    out[0] = humanProjection(w, s, 0, boards[0]!, rank, f.step);
    out[1] = f.score + rankPoints(w, s, 1, rank, f.step);
    return out;
  }
  for (let seat = 0; seat < out.length; seat++)
    out[seat] = isCocijobot(s, seat) ? botProjection(w, s, seat, boards[seat]!, rank) : humanProjection(w, s, seat, boards[seat]!, rank);
  return out;
}

/** One seat's projected final score (cheaper than projectScores when the others do not matter). */
export function projectSeat(s: ZapotecState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  if (s.phase === 'over' && s.final) return s.final[seat]!;
  const boards = seatBoards(s);
  const rank = sacrificeRanking(s, rankBuffer);
  return isCocijobot(s, seat) ? botProjection(w, s, seat, boards[seat]!, rank) : humanProjection(w, s, seat, boards[seat]!, rank);
}

/** A seat's projected lead over the best other seat (its own projection when alone). */
export function projectedMargin(s: ZapotecState, seat: number, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const all = projectScores(s, w);
  let best = -Infinity;
  for (let i = 0; i < all.length; i++) if (i !== seat && all[i]! > best) best = all[i]!;
  return all.length > 1 ? all[seat]! - best : all[seat]!;
}
