// Normal: greedy with lookahead. Each legal choice is played, then the game goes on with the greedy
// player in the seat (quick card picks, other seats by simple rules) to the end of the seat's turn
// in the next round, and the choice is rated by the projected margin there. Card picks and draws
// use the greedy ratings (a turn preview; the card and the bonus card it leaves).
import type { Bot, Policy } from '../../../engine/ai/types.ts';
import { ratingBot } from '../../../engine/ai/bots.ts';
import { playOut } from '../../../engine/ai/playout.ts';
import { makeRng } from '../../../engine/rng.ts';
import { zapotecGame } from '../index.ts';
import type { ZapotecChoice, ZapotecState, ZapotecView } from '../types.ts';
import { projectedMargin } from './evaluate.ts';
import { rulePolicy, withQuickPicks } from './fast.ts';
import { greedyPolicy, rateChoices, settle } from './greedy.ts';
import { turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

/** How many rounds beyond the current turn the lookahead plays. */
export const LOOKAHEAD_ROUNDS = 1;
/** Steps a lookahead's playout may take at most. */
const MAX_STEPS = 400;

export function lookaheadValues(s: ZapotecState, seat: number, list: ZapotecChoice[], w: EvalWeights, seed: string): number[] {
  if (list[0]!.kind === 'pick' || list[0]!.kind === 'draw') return rateChoices(s, seat, list, w);
  const own = withQuickPicks(greedyPolicy(w), w);
  const others = rulePolicy(w);
  const policy: Policy<ZapotecState, ZapotecChoice> = (st, who, l, r) => (who === seat ? own : others)(st, who, l, r);
  const stop = turnOver(s, seat, LOOKAHEAD_ROUNDS);
  const rng = makeRng(seed);
  return list.map((c) => {
    const next = zapotecGame.applyInPlace!(zapotecGame.copy!(s), seat, c);
    if (!next.ok) throw new Error(`normal: legal choice ${c.id} refused: ${next.error.reason}`);
    const end = playOut(zapotecGame, settle(next.state, seat, w), stop, policy, rng, MAX_STEPS);
    return projectedMargin(end, seat, w);
  });
}

export function normalBot(w: EvalWeights = DEFAULT_WEIGHTS): Bot<ZapotecView, ZapotecChoice> {
  return ratingBot('zapotec-normal', zapotecGame, (state, seat, list, seed) => lookaheadValues(state, seat, list, w, seed));
}
