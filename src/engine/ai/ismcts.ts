// Information-set Monte-Carlo tree search (single observer, open loop). Every iteration draws a
// full state consistent with the searching seat's view (module.sampleConsistent), walks the tree
// on it, plays out with the rollout policy on the module's fast path (copy + applyInPlace), stops
// at the game's horizon or the end, and backs up the evaluator's per-seat
// rewards. The search only ever receives the view, so it cannot read hidden information.
import type { Choice, GameModule, Pending, Seat } from '../types.ts';
import { makeRng } from '../rng.ts';
import type { Analysis, BotRng, DecideOptions, Evaluator, Policy, Prior } from './types.ts';
import { childById, newNode, rankChildren, refresh, selectChild, type Node } from './tree.ts';

export interface SearchConfig<S, C extends Choice> {
  /** Rollout policy of the searching seat (and of everyone, without `opponentPolicy`). */
  policy: Policy<S, C>;
  /** Policy of the other seats, when they should be cheaper or different. */
  opponentPolicy?: Policy<S, C>;
  evaluate: Evaluator<S>;
  /** Orders the expansion of new children (best first) and biases UCB while they have few visits. */
  prior?: Prior<S, C>;
  /** Weight of the prior's progressive bias (needs `prior`). */
  priorWeight?: number;
  /**
   * Called once per decision on the first determinization: returns the test that ends a
   * simulation early (then the evaluator scores it). Without it simulations run to the end.
   */
  horizon?: (root: S, seat: Seat) => (state: S) => boolean;
  /** Default iteration budget. */
  iterations: number;
  /** UCB exploration constant, in reward units (rewards should lie in [0, 1]). */
  exploration?: number;
  /** 0 (default): plain mean backup. Up to 1: a node followed by more moves of the same seat
   * blends in its best child's value (see tree.ts `refresh`). */
  maxMix?: number;
  /** Decision kinds the searching seat leaves to its policy below the root (small follow-ups). */
  policyKinds?: readonly string[];
  /** Determinizations drawn, then reused in turn; 0 (default) draws a fresh one every iteration. */
  determinizations?: number;
  /**
   * With a pool of determinizations: the k-th visit of every root child uses determinization k, so
   * root choices are compared on the same deals (common random numbers), which cuts the noise of
   * small budgets. Needs the root's legal choices to be the same in every determinization.
   * Off by default (opt-in, so existing configs search exactly as before).
   */
  paired?: boolean;
  /** Stop as soon as the most visited root choice cannot be overtaken (same answer, fewer
   * iterations; the ranked visits are then smaller). Off by default. */
  earlyStop?: boolean;
  /**
   * Moves simulated over the whole search (tree and rollouts of every iteration) after which it
   * stops early: a deterministic bound on the time of decisions whose simulations run long.
   */
  stepBudget?: number;
}

/** Safety stop for a single simulation. */
const MAX_STEPS = 5000;

type Module<S, C extends Choice, V> = Pick<GameModule<S, unknown, C, V>, 'pending' | 'choices' | 'apply' | 'sampleConsistent'> &
  Partial<Pick<GameModule<S, unknown, C, V>, 'copy' | 'applyInPlace'>>;

/** The seat that acts next in a simulation: the searching seat first when it is among several. */
function nextSeat(pending: Pending[], rootSeat: Seat): Pending {
  for (const p of pending) if (p.seat === rootSeat) return p;
  return pending[0]!;
}

/** The fresh choice to expand: the prior's favourite (priors cached on the node), else a random one. */
function pickFresh<S, C extends Choice>(node: Node<C>, fresh: C[], state: S, who: Seat, prior: Prior<S, C> | undefined, rng: BotRng): { choice: C; prior: number } {
  if (!prior) return { choice: fresh[rng.int(fresh.length)]!, prior: 0 };
  const cache = (node.priors ??= new Map());
  const missing = fresh.filter((c) => !cache.has(c.id));
  if (missing.length > 0) prior(state, who, missing).forEach((p, i) => cache.set(missing[i]!.id, p));
  let best = 0;
  for (let i = 1; i < fresh.length; i++) if (cache.get(fresh[i]!.id)! > cache.get(fresh[best]!.id)!) best = i;
  return { choice: fresh[best]!, prior: cache.get(fresh[best]!.id)! };
}

/** True when the most visited root child leads every other by more than `remaining` visits. */
function settled(root: Node, remaining: number): boolean {
  let first = 0, second = 0;
  for (const child of root.children) {
    if (child.visits > first) [first, second] = [child.visits, first];
    else if (child.visits > second) second = child.visits;
  }
  return first - second > remaining;
}

export function runSearch<S, C extends Choice, V>(
  module: Module<S, C, V>,
  config: SearchConfig<S, C>,
  view: V,
  seat: Seat,
  opts: DecideOptions,
): Analysis<C> {
  const start = performance.now();
  const rng: BotRng = makeRng(`${opts.seed}:search`);
  const copy = module.copy ?? ((s: S) => s);
  const step = module.applyInPlace ?? module.apply;
  const first = module.sampleConsistent(view, seat, `${opts.seed}:d0`);
  const rootChoices = module.choices(first, seat);
  if (rootChoices.length === 0) throw new Error(`seat ${seat} has no legal choice in this view`);
  if (rootChoices.length === 1)
    return { choice: rootChoices[0]!, ranked: [{ choice: rootChoices[0]!, value: 0, visits: 0 }], iterations: 0, elapsedMs: 0 };

  const budget = Math.max(1, opts.iterations ?? config.iterations);
  const pool = config.determinizations ?? 0;
  const dets: S[] = [first];
  const determinization = (i: number): S => {
    if (pool > 0) {
      const k = i % pool;
      while (k >= dets.length) dets.push(module.sampleConsistent(view, seat, `${opts.seed}:d${dets.length}`));
      return copy(dets[k]!);
    }
    return i === 0 ? copy(first) : module.sampleConsistent(view, seat, `${opts.seed}:d${i}`);
  };
  const horizon = config.horizon ? config.horizon(first, seat) : null;
  const c = config.exploration ?? 0.7;
  const pw = config.priorWeight ?? 0;
  const mix = config.maxMix ?? 0;
  const policyKinds = new Set(config.policyKinds ?? []);
  // Only the searching seat's decisions get tree nodes; the other seats follow their policy.
  const inTree = (p: Pending, atRoot: boolean) => p.seat === seat && (atRoot || !policyKinds.has(p.kind));
  const others = config.opponentPolicy ?? config.policy;
  const move = (state: S, who: Seat, legal: C[]): C =>
    legal.length === 1 ? legal[0]! : (who === seat ? config.policy : others)(state, who, legal, rng);
  const advance = (state: S, who: Seat, choice: C): S => {
    const res = step(state, who, choice);
    if (!res.ok) throw new Error(`search: legal choice ${choice.id} refused for seat ${who}: ${res.error.reason}`);
    return res.state;
  };

  const root = newNode<C>(null, seat);
  const paired = pool > 0 && config.paired === true;
  let iterations = 0;
  let simulated = 0;
  for (; iterations < budget; iterations++) {
    if (opts.timeMs !== undefined && iterations > 0 && performance.now() - start > opts.timeMs) break;
    if (config.stepBudget !== undefined && simulated >= config.stepBudget) break;
    let node = root;
    const path: Node<C>[] = [root];
    let steps = 0;
    let expanded = false;
    let state: S;
    if (paired) {
      // The root's choices are the same in every determinization: choose first, then deal.
      const fresh = rootChoices.filter((x) => !childById(root, x.id));
      if (fresh.length > 0) {
        const pick = pickFresh(root, fresh, first, seat, config.prior, rng);
        node = newNode(pick.choice, seat, pick.prior);
        root.children.push(node);
        expanded = true;
      } else node = selectChild(root.children, c, pw);
      for (const child of root.children) child.avail++;
      state = advance(determinization(node.visits), seat, node.choice!);
      path.push(node);
      steps++;
    } else state = determinization(iterations);
    // Selection and expansion.
    while (!expanded && steps < MAX_STEPS) {
      if (steps > 0 && horizon?.(state)) break;
      const pending = module.pending(state);
      if (pending.length === 0) break;
      const who = nextSeat(pending, seat);
      const legal = module.choices(state, who.seat);
      if (legal.length === 0) break;
      steps++;
      if (!inTree(who, node === root)) {
        state = advance(state, who.seat, move(state, who.seat, legal));
        continue;
      }
      const available: Node<C>[] = [];
      const fresh: C[] = [];
      for (const choice of legal) {
        const child = childById(node, choice.id);
        if (child) {
          child.avail++;
          available.push(child);
        } else fresh.push(choice);
      }
      let next: Node<C>;
      if (fresh.length > 0) {
        const pick = pickFresh(node, fresh, state, who.seat, config.prior, rng);
        next = newNode(pick.choice, who.seat, pick.prior);
        next.avail = 1;
        node.children.push(next);
        expanded = true;
      } else next = selectChild(available, c, pw);
      state = advance(state, who.seat, next.choice!);
      node = next;
      path.push(node);
    }
    // Rollout.
    while (steps < MAX_STEPS && !(horizon?.(state) ?? false)) {
      const pending = module.pending(state);
      if (pending.length === 0) break;
      const who = nextSeat(pending, seat);
      const legal = module.choices(state, who.seat);
      if (legal.length === 0) break;
      state = advance(state, who.seat, move(state, who.seat, legal));
      steps++;
    }
    simulated += steps;
    const rewards = config.evaluate(state, seat);
    for (let i = path.length - 1; i >= 0; i--) {
      const n = path[i]!;
      n.visits++;
      n.total += rewards[n.mover] ?? 0;
      refresh(n, mix);
    }
    // The answer is the most visited root choice: stop once no other can catch up (same result).
    if (config.earlyStop === true && root.children.length === rootChoices.length && settled(root, budget - iterations - 1)) {
      iterations++;
      break;
    }
  }

  const ranked = rankChildren(root);
  const best = ranked[0]!;
  // Return the root list's own object (its id and fields as the module listed them).
  const choice = rootChoices.find((x) => x.id === best.id) ?? best.choice!;
  return {
    choice,
    ranked: ranked.map((n) => ({ choice: n.choice!, value: n.value, visits: n.visits })),
    iterations,
    simulated,
    elapsedMs: performance.now() - start,
  };
}
