// The deep check of hard's key decisions with 3-4 players. The search looks at most one turn of
// another seat ahead and scores the position by a projection, so it cannot see an Embassy loop
// that a seat two or three places on will play, nor who gets there first. At the key decisions
// (where its Court tile goes, where its totem goes) the search's best few choices are each played
// to the end of the game on the same few redealt positions, by the rule players (the seat with its
// own weights, the other seats greedily, as the easy player does), and the choice with the best
// mean final result is taken. Every other decision is the search's. Early in the game those games
// are long, so a move budget caps how many redeals are played: the decision stays inside the time
// goal on a slow machine, and is the same on a fast one.
import type { Analysis, Bot, DecideOptions, RatedChoice } from '../../../engine/ai/types.ts';
import { copanGame } from '../game.ts';
import { cloneState } from '../clone-state.ts';
import type { CopanChoice, CopanState } from '../types.ts';
import type { CopanView } from '../view.ts';
import { projectedMargin } from './evaluate.ts';
import { argmax } from '../../../engine/ai/playout.ts';
import { playOutCounted } from './policy.ts';
import { DEFAULT_WEIGHTS, EASY_WEIGHTS, type CopanWeights } from './weights.ts';

export interface DeepTuning {
  /** Kinds of choice checked to the end of the game (the kind of the search's best choice). */
  kinds: readonly string[];
  /** How many of the search's best choices (by visits) are checked. */
  candidates: number;
  /** Games played to the end per candidate, on the same redealt positions for every candidate. */
  determinizations: number;
  /**
   * Moves the check's games may play in all: a redeal is started only if one as long as the last
   * would stay within it; the first redeal is always played.
   */
  moveBudget: number;
  /** Width, in points, of the logistic that turns a final lead into a result in [0, 1]. */
  scale: number;
  /** How the seat itself and the other seats play those games. */
  own: CopanWeights;
  others: CopanWeights;
}

/** The shipped setting (its measures: docs/ai.md). */
export const DEEP_TUNING: DeepTuning = {
  kinds: ['move', 'stay', 'place'], candidates: 3, determinizations: 12, moveBudget: 8_000, scale: 30, own: DEFAULT_WEIGHTS, others: EASY_WEIGHTS,
};

/** Longest game the check plays out (a real game takes a few hundred moves). */
const MAX_STEPS = 3000;

/** Plays `s` to the end of the game with the rule players (changes `s`: pass a copy). */
export function playToEnd(s: CopanState, seat: number, t: DeepTuning): { state: CopanState; steps: number } {
  return playOutCounted(s, (x) => x.over, (who) => (who === seat ? t.own : t.others), MAX_STEPS);
}

/** Whether the check applies: 3-4 players, no Automa, and a key decision with a real alternative. */
function applies(view: CopanView, a: Analysis<CopanChoice>, t: DeepTuning): boolean {
  return view.players.length >= 3 && !view.automa && a.ranked.length > 1 && t.kinds.includes(a.choice.kind);
}

/** `base` (the search) with its key decisions checked to the end of the game. */
export function deepCheck(base: Bot<CopanView, CopanChoice>, t: DeepTuning = DEEP_TUNING): Bot<CopanView, CopanChoice> {
  const analyse = (view: CopanView, seat: number, opts: DecideOptions): Analysis<CopanChoice> => {
    const a = base.analyse(view, seat, opts);
    if (!applies(view, a, t)) return a;
    const start = performance.now();
    const cands = a.ranked.slice(0, t.candidates);
    const totals = cands.map(() => 0);
    let deals = 0, spent = 0, last = 0;
    while (deals < t.determinizations && (deals === 0 || spent + last <= t.moveBudget)) {
      const det = copanGame.sampleConsistent(view, seat, `${opts.seed}:deep${deals}`);
      last = 0;
      cands.forEach((rc, i) => {
        const res = copanGame.applyInPlace!(cloneState(det), seat, rc.choice);
        if (!res.ok) return; // a choice of the seat's own is legal on every redeal; never reached
        const end = playToEnd(res.state, seat, t);
        last += end.steps;
        totals[i]! += 1 / (1 + Math.exp(-projectedMargin(end.state, seat, t.own) / t.scale));
      });
      spent += last;
      deals++;
    }
    const ranked: RatedChoice<CopanChoice>[] = cands.map((rc, i) => ({ choice: rc.choice, value: totals[i]! / deals, visits: deals }));
    // Ties keep the search's order.
    const best = ranked[argmax(ranked.map((r) => r.value))]!;
    return {
      choice: best.choice,
      ranked: [best, ...ranked.filter((r) => r !== best)],
      iterations: a.iterations,
      elapsedMs: a.elapsedMs + performance.now() - start,
    };
  };
  return { name: `${base.name}+deep`, analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}
