// The game module as the search sees it: the fast copy, and for each decision only the choices
// worth studying (the best few placements and targets by their one-pass rating, one payment per
// target). Ratings are cached per list, so the rollout policy and the prior never redo them.
import type { GameModule } from '../../../engine/types.ts';
import { copanGame } from '../game.ts';
import { cloneState } from '../clone-state.ts';
import type { CopanChoice, CopanOptions, CopanState } from '../types.ts';
import type { CopanView } from '../view.ts';
import { rateChoices } from './rate.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

export type CopanModule = GameModule<CopanState, CopanOptions, CopanChoice, CopanView>;

/** Ratings of the lists handed out by a search module (same order). */
const ratings = new WeakMap<readonly CopanChoice[], number[]>();

/** The cached ratings of `list`, or fresh ones. */
export function ratingsOf(s: CopanState, seat: number, list: readonly CopanChoice[], w: CopanWeights): number[] {
  let r = ratings.get(list);
  if (!r) {
    r = rateChoices(s, seat, list, w);
    ratings.set(list, r);
  }
  return r;
}

/** What a choice is about, payment aside: choices that differ only in how they pay share a key. */
function targetKey(c: CopanChoice): string {
  switch (c.kind) {
    case 'embassy': return c.city;
    case 'recruit': return c.slot;
    case 'altar': return c.space;
    case 'glyph_line': return c.line;
    case 'river_buy': return c.option;
    default: return c.id;
  }
}

export interface Pruning {
  /** Choices kept per decision (the best by rating; free actions count too). */
  keep: number;
  /** Placements kept (the largest list), and at least this many per tile type in hand. */
  keepPlace: number;
  perTile: number;
}
export const DEFAULT_PRUNING: Pruning = { keep: 8, keepPlace: 8, perTile: 2 };

/**
 * Keeps the best `keep` choices of `list`, one payment per target, in rating order; placements
 * also keep the best `perTile` spaces of every tile type in hand (the type decides what the turn
 * can afford, which a placement's own rating does not see).
 */
export function prune(list: CopanChoice[], values: number[], keep: number, perTile = 0): { list: CopanChoice[]; values: number[] } {
  const order = list.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
  const seen = new Set<string>();
  const perType = new Map<string, number>();
  const picked: number[] = [];
  for (const i of order) {
    const c = list[i]!;
    const key = targetKey(c);
    if (seen.has(key)) continue;
    const type = c.kind === 'place' ? c.tile : '';
    const typeCount = perType.get(type) ?? 0;
    if (picked.length >= keep && !(type && typeCount < perTile)) continue;
    seen.add(key);
    perType.set(type, typeCount + 1);
    picked.push(i);
  }
  return { list: picked.map((i) => list[i]!), values: picked.map((i) => values[i]!) };
}

export function searchModule(w: CopanWeights = DEFAULT_WEIGHTS, pruning: Pruning = DEFAULT_PRUNING): CopanModule {
  return {
    ...copanGame,
    copy: cloneState,
    choices(s, seat) {
      const all = copanGame.choices(s, seat);
      if (all.length <= 1) return all;
      const values = rateChoices(s, seat, all, w);
      const place = all[0]!.kind === 'place' || all[0]!.kind === 'place_automa';
      const kept = prune(all, values, place ? pruning.keepPlace : pruning.keep, place ? pruning.perTile : 0);
      ratings.set(kept.list, kept.values);
      return kept.list;
    },
  };
}
