// One-step greedy rating of Zapotec choices by the projected margin, with the Zapotec knowledge a
// single step cannot see: a build is rated with its tile already placed well, a card pick by a
// preview of the turn it would give, a draw by the hand card and the bonus card it leaves.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { zapotecGame } from '../index.ts';
import { BASIC_RESOURCES, R } from '../data.ts';
import { NONE, activeSeat, cardOf, type ZapotecChoice, type ZapotecState } from '../state.ts';
import { lineValues, projectedMargin } from './evaluate.ts';
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

function value(s: ZapotecState, seat: number, w: EvalWeights): number {
  return projectedMargin(s, seat, w) + tieBreak(s, seat);
}

/** Resolves, in place and greedily, the sub-decisions `seat` owes right after a choice. */
export function settle(s: ZapotecState, seat: number, w: EvalWeights): ZapotecState {
  for (let guard = 0; guard < 8; guard++) {
    const owed = pending(s)[0];
    if (!owed || owed.seat !== seat || !SUBS.has(owed.kind)) return s;
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
  return list.map((c) => {
    if (c.kind === 'pick') return previewPick(s, seat, c.card, w);
    if (c.kind === 'draw') return drawValue(s, seat, c, w);
    return value(settle(applied(copy(s), seat, c), seat, w), seat, w);
  });
}

/** The greedy player as a rollout policy. */
export function greedyPolicy(w: EvalWeights = DEFAULT_WEIGHTS): Policy<ZapotecState, ZapotecChoice> {
  return (s: ZapotecState, seat: number, list: ZapotecChoice[], _rng: BotRng) => {
    const values = rateChoices(s, seat, list, w);
    let best = 0;
    for (let i = 1; i < list.length; i++) if (values[i]! > values[best]!) best = i;
    return list[best]!;
  };
}
