// Search-tree nodes for information-set MCTS: a node stands for a sequence of tree-seat decisions
// (open loop), not for one state, so the same node is reached from every determinization. A child
// is "available" in an iteration when its choice is legal in that iteration's determinization;
// UCB uses the availability count instead of the parent's visits (subset-armed bandit).
import type { Choice, Seat } from '../types.ts';

export interface Node<C extends Choice = Choice> {
  id: string;
  /** The choice leading here (null at the root). */
  choice: C | null;
  /** Seat that made that choice; rewards are credited to it. */
  mover: Seat;
  visits: number;
  /** Times this node was legal when its parent was visited. */
  avail: number;
  /** Sum of the mover's rewards over the visits. */
  total: number;
  /** The mover's value of this node: the mean reward, or a mix with the best child (max backup). */
  value: number;
  prior: number;
  children: Node<C>[];
  /** Priors already computed for this node's choices, by id. */
  priors: Map<string, number> | null;
}

export function newNode<C extends Choice>(choice: C | null, mover: Seat, prior = 0): Node<C> {
  return { id: choice ? choice.id : '', choice, mover, visits: 0, avail: 0, total: 0, value: 0, prior, children: [], priors: null };
}

export function childById<C extends Choice>(node: Node<C>, id: string): Node<C> | undefined {
  const kids = node.children;
  for (let i = 0; i < kids.length; i++) if (kids[i]!.id === id) return kids[i];
  return undefined;
}

/**
 * Recomputes a node's value after a visit. With `maxMix` > 0, a node whose children are moves of
 * the same seat blends its mean with its best child's value (the seat will pick its best option):
 * right for a seat's own chains of decisions, where the mean alone undervalues a node whose many
 * children are mostly poor.
 */
export function refresh(node: Node, maxMix: number): void {
  const mean = node.total / node.visits;
  let best = -Infinity;
  if (maxMix > 0)
    for (const child of node.children) if (child.visits > 0 && child.mover === node.mover && child.value > best) best = child.value;
  node.value = best === -Infinity ? mean : maxMix * best + (1 - maxMix) * mean;
}

/**
 * UCB1 over the children legal in this determinization (`legal`), with availability counts and an
 * optional progressive bias from the prior that fades as a child gets visits.
 */
export function selectChild<C extends Choice>(legal: Node<C>[], exploration: number, priorWeight: number): Node<C> {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const child of legal) {
    const explore = exploration * Math.sqrt(Math.log(Math.max(1, child.avail)) / child.visits);
    const bias = priorWeight * child.prior / (child.visits + 1);
    const score = child.value + explore + bias;
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best;
}

/** The root's children, best first: most visited, then highest value, then creation order. */
export function rankChildren<C extends Choice>(root: Node<C>): Node<C>[] {
  return root.children
    .map((child, order) => ({ child, order }))
    .sort((a, b) => b.child.visits - a.child.visits || b.child.value - a.child.value || a.order - b.order)
    .map((x) => x.child);
}
