// One-step greedy rating of Zapotec choices by the projected margin, with the Zapotec knowledge a
// single step cannot see: a build is rated with its tile already placed well, a card pick by a
// preview of the turn it would give, a draw by the hand card and the bonus card it leaves.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { zapotecGame } from '../index.ts';
import { BASIC_RESOURCES, PROPERTIES, R } from '../data.ts';
import { NONE, activeSeat, cardOf, spaceHas, type ZapotecChoice, type ZapotecState } from '../types.ts';
import { bonusProperty } from '../cocijobot.ts';
import { cellValues, lineValues, projectSeat, projectedMargin } from './evaluate.ts';
import { LIGHT_KINDS, lightCopy } from './light-copy.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

const SUBS = new Set(['place', 'bonus', 'ritual11']);
const { choices, pending } = zapotecGame;
const copy = zapotecGame.copy!;
const step = zapotecGame.applyInPlace!;

function applied(s: ZapotecState, seat: number, c: ZapotecChoice): ZapotecState {
  const res = step(s, seat, c);
  if (!res.ok) throw new Error(`greedy: legal choice ${c.id} refused: ${res.error.reason}`);
  return res.state;
}

/** Small preferences that break ties the projection leaves (balanced basics, fewer wasted bonuses). */
function tieBreak(s: ZapotecState, seat: number): number {
  const r = s.players[seat]!.res;
  return 0.1 * Math.min(r[R.wood]!, r[R.brick]!, r[R.stone]!);
}

/**
 * What the greedy player maximises: its projected lead over the best other seat with one opponent
 * (against Cocijobot the interactions matter and it is cheap); with more, its own projection (its
 * own moves hardly change the others', and it is several times cheaper).
 */
function value(s: ZapotecState, seat: number, w: EvalWeights): number {
  return (s.seats > 2 ? projectSeat(s, seat, w) : projectedMargin(s, seat, w)) + tieBreak(s, seat);
}

/** The empty grid cell with the best cellValues. */
export function bestCell(s: ZapotecState, seat: number, w: EvalWeights): number {
  const values = cellValues(s, seat, w);
  let best = 0;
  for (let cell = 1; cell < 9; cell++) if (values[cell]! > values[best]!) best = cell;
  return best;
}

/** Resolves, in place and greedily, the sub-decisions `seat` owes right after a choice. */
export function settle(s: ZapotecState, seat: number, w: EvalWeights): ZapotecState {
  for (let guard = 0; guard < 8; guard++) {
    const owed = pending(s)[0];
    if (!owed || owed.seat !== seat || !SUBS.has(owed.kind)) return s;
    if (owed.kind === 'place') {
      s = applied(s, seat, { kind: 'place', cell: bestCell(s, seat, w), id: 'place' });
      continue;
    }
    const list = choices(s, seat);
    let best = list[0]!, bestValue = -Infinity;
    for (const c of list) {
      const v = value(applied(copy(s), seat, c), seat, w);
      if (v > bestValue) [best, bestValue] = [c, v];
    }
    s = applied(s, seat, best);
  }
  return s;
}

/** Plays `seat`'s turn with `card` on a copy, greedily, up to its draw step; returns the margin. */
export function previewPick(s: ZapotecState, seat: number, card: number, w: EvalWeights): number {
  const t = copy(s);
  const p = t.players[seat]!;
  p.hand.splice(p.hand.indexOf(card), 1);
  t.chosen[seat] = NONE;
  t.played[seat] = card;
  t.phase = 'turn';
  t.order = [seat];
  t.turn = 0;
  t.step = 'income';
  t.sub = [];
  let state = t;
  for (let guard = 0; guard < 60 && state.phase === 'turn' && activeSeat(state) === seat && state.step !== 'draw'; guard++) {
    const list = choices(state, seat);
    if (list.length === 0) break;
    const values = rateChoices(state, seat, list, w);
    let best = 0;
    for (let i = 1; i < list.length; i++) if (values[i]! > values[best]!) best = i;
    state = applied(state, seat, list[best]!);
  }
  return value(state, seat, w) - w.orderValue * card / 9;
}

function drawValue(s: ZapotecState, seat: number, c: ZapotecChoice & { kind: 'draw' }, w: EvalWeights): number {
  const lines = lineValues(w, s.players[seat]!);
  const line = lines[BASIC_RESOURCES.indexOf(cardOf(c.card).resource)]!;
  return value(applied(copy(s), seat, c), seat, w) + 0.3 * line - w.orderValue * c.card / 27;
}

/** Greedy values of `list` for `seat` (higher is better). */
export function rateChoices(s: ZapotecState, seat: number, list: ZapotecChoice[], w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  if (list[0]!.kind === 'place') {
    const cells = cellValues(s, seat, w);
    return list.map((c) => (c.kind === 'place' ? cells[c.cell]! : -Infinity));
  }
  return list.map((c) => {
    if (c.kind === 'pick') return previewPick(s, seat, c.card, w);
    if (c.kind === 'draw') return drawValue(s, seat, c, w);
    return value(settle(applied(LIGHT_KINDS.has(c.kind) ? lightCopy(s, seat) : copy(s), seat, c), seat, w), seat, w);
  });
}

/** A cheap first look at a build: bonus-card and pyramid matches (the Palace counting twice). */
function buildPrescore(s: ZapotecState, seat: number, c: ZapotecChoice & { kind: 'build' }): number {
  const weight = c.palace ? 2 : 1;
  let v = spaceHas(c.space, bonusProperty(s)) ? 2 * weight : 0;
  for (const pyr of s.pyramids)
    if (pyr.tile !== NONE && spaceHas(c.space, PROPERTIES[pyr.tile]!)) for (const piece of pyr.pieces) if (piece.seat === seat) v += weight;
  return v + (c.via !== undefined ? 0.5 : 0) - (c.palace ? 0.5 : 0);
}

/** At most `k` builds (the best by buildPrescore), with every other choice of the list. */
export function pruneBuilds(s: ZapotecState, seat: number, list: ZapotecChoice[], k: number): ZapotecChoice[] {
  const builds = list.filter((c) => c.kind === 'build');
  if (builds.length <= k) return list;
  const keep = new Set(builds.map((c) => ({ c, v: buildPrescore(s, seat, c as ZapotecChoice & { kind: 'build' }) }))
    .sort((a, b) => b.v - a.v).slice(0, k).map((x) => x.c));
  return list.filter((c) => c.kind !== 'build' || keep.has(c));
}

/** The greedy player as a rollout policy; `maxBuilds` limits the builds it rates at a time. */
export function greedyPolicy(w: EvalWeights = DEFAULT_WEIGHTS, maxBuilds = Infinity): Policy<ZapotecState, ZapotecChoice> {
  return (s: ZapotecState, seat: number, all: ZapotecChoice[], _rng: BotRng) => {
    const list = maxBuilds < all.length ? pruneBuilds(s, seat, all, maxBuilds) : all;
    const values = rateChoices(s, seat, list, w);
    let best = 0;
    for (let i = 1; i < list.length; i++) if (values[i]! > values[best]!) best = i;
    return list[best]!;
  };
}
