// Normal: greedy with lookahead. Each legal choice is played, then the rest of the seat's turn is
// completed by the greedy player, and the choice is rated by the projected margin at the turn's
// end; card picks and draws use the greedy ratings (a turn preview, the card and the bonus it leaves).
import type { Bot } from '../../../engine/ai/types.ts';
import { ratingBot } from '../../../engine/ai/bots.ts';
import { makeRng } from '../../../engine/rng.ts';
import { zapotecGame } from '../index.ts';
import type { ZapotecChoice, ZapotecState, ZapotecView } from '../state.ts';
import { projectedMargin } from './evaluate.ts';
import { greedyPolicy, rateChoices, settle } from './greedy.ts';
import { playOut, turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

export function lookaheadValues(s: ZapotecState, seat: number, list: ZapotecChoice[], w: EvalWeights, seed: string): number[] {
  if (list[0]!.kind === 'pick' || list[0]!.kind === 'draw') return rateChoices(s, seat, list, w);
  const policy = greedyPolicy(w);
  const stop = turnOver(s, seat);
  const rng = makeRng(seed);
  return list.map((c) => {
    const next = zapotecGame.applyInPlace!(zapotecGame.copy!(s), seat, c);
    if (!next.ok) throw new Error(`normal: legal choice ${c.id} refused: ${next.error.reason}`);
    const end = playOut(settle(next.state, seat, w), stop, policy, rng);
    return projectedMargin(end, seat, w);
  });
}

export function normalBot(w: EvalWeights = DEFAULT_WEIGHTS): Bot<ZapotecView, ZapotecChoice> {
  return ratingBot('zapotec-normal', zapotecGame, (state, seat, list, seed) => lookaheadValues(state, seat, list, w, seed));
}
