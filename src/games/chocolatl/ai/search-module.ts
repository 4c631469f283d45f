// The game module as the search sees it: the fast copy, determinizations drawn with the belief
// of belief.ts, and for offerings only the best few by their planned worth (ratings cached per
// list for the prior).
import type { GameModule } from '../../../engine/types.ts';
import { chocolatlGame } from '../index.ts';
import { cloneState } from '../clone-state.ts';
import type { ChocolatlChoice, ChocolatlOptions, ChocolatlState, ChocolatlView } from '../types.ts';
import { offer, offerCandidates } from '../decisions.ts';
import { believedState } from './belief.ts';
import { rateChoices } from './policy.ts';
import { DEFAULT_WEIGHTS, type ChocolatlWeights } from './weights.ts';

export type ChocolatlModule = GameModule<ChocolatlState, ChocolatlOptions, ChocolatlChoice, ChocolatlView>;

const ratings = new WeakMap<readonly ChocolatlChoice[], number[]>();

export function ratingsOf(s: ChocolatlState, seat: number, list: readonly ChocolatlChoice[], w: ChocolatlWeights): number[] {
  let r = ratings.get(list);
  if (!r) {
    r = rateChoices(s, seat, list, w);
    ratings.set(list, r);
  }
  return r;
}

export interface SearchShape {
  /**
   * Offer choices kept at a decision (the best by planned worth), by player count (index; the
   * last entry serves larger tables). With 4-5 players the planner's favourites miss more often
   * (docs/ai.md: 14 kept won 12 of 30 five-player games against normal bots, 8 kept 6).
   */
  keep: readonly number[];
  /** Jitter of opponents' location worths when their hidden offerings are dealt again. */
  beliefJitter: number;
}
export const DEFAULT_SHAPE: SearchShape = { keep: [8, 8, 8, 8, 14], beliefJitter: 0.3 };

/**
 * The module for `viewer`'s search from `view`: its own offer list at the root is cut to the best
 * few; every other list stays whole (those moves come from the policy). Hidden offerings are dealt
 * as `model` (the others' planner weights) would have placed them.
 */
export function searchModule(view: ChocolatlView, viewer: number, w: ChocolatlWeights = DEFAULT_WEIGHTS, shape: SearchShape = DEFAULT_SHAPE, model: ChocolatlWeights = w): ChocolatlModule {
  // Only the decision at the root is cut (later own offerings follow the planner, which picks
  // from the whole list): it is recognised by the phase, location and hand size of the view.
  const rootKey = `${view.phase}|${view.loc}|${view.handCounts[viewer]}`;
  // The cut is made once per decision: the viewer's own cards and every seat's unseen pool are
  // the same in every determinization, so rating the whole list again each iteration only costs.
  let rootCut: ChocolatlChoice[] | null = null;
  const keep = shape.keep[Math.min(view.handCounts.length, shape.keep.length - 1)]!;
  return {
    ...chocolatlGame,
    copy: cloneState,
    sampleConsistent: (v, seat, seed) => believedState(v, seat, seed, model, shape.beliefJitter),
    choices(s, seat) {
      const all = s.phase.startsWith('commit') && seat >= 0 && seat < s.n && offer.owes(s, seat) === null ? offerCandidates(s, seat) : chocolatlGame.choices(s, seat);
      if (seat !== viewer || all.length <= keep || all[0]!.kind !== 'offer') return all;
      if (`${s.phase}|${s.loc}|${s.hands[seat]!.length}` !== rootKey) return all;
      if (rootCut) return rootCut;
      const values = rateChoices(s, seat, all, w);
      const order = all.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b).slice(0, keep);
      const kept = order.map((i) => all[i]!);
      ratings.set(kept, order.map((i) => values[i]!));
      return (rootCut = kept);
    },
  };
}
