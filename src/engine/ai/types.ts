// The bot contract shared by every game: a bot receives only a seat's view (never the real state)
// and returns one of that seat's legal choices. Pure and deterministic for a given seed, unless a
// time cap cuts the work short (the only place wall-clock time may enter).
import type { Choice, Seat } from '../types.ts';

export interface DecideOptions {
  /** Seeds every random draw of the decision (determinizations, rollouts, tie-breaks). */
  seed: string;
  /** Work budget (search iterations); each bot has its own default. Deterministic. */
  iterations?: number;
  /** Optional wall-clock cap in milliseconds (reads performance.now; makes the result timing-dependent). */
  timeMs?: number;
}

/** One candidate as the bot rated it, best first: for "suggest a move" hints and debugging. */
export interface RatedChoice<C extends Choice = Choice> {
  choice: C;
  /** The bot's value for the choice, in its own units (mean reward, or estimated points). */
  value: number;
  /** How much work went into this candidate (search visits; 1 for one-shot ratings). */
  visits: number;
}

export interface Analysis<C extends Choice = Choice> {
  choice: C;
  ranked: RatedChoice<C>[];
  /** Iterations actually run (0 when the choice was forced). */
  iterations: number;
  /** Moves the search simulated in all (its deterministic measure of work), when it searched. */
  simulated?: number;
  elapsedMs: number;
}

export interface Bot<V = unknown, C extends Choice = Choice> {
  readonly name: string;
  /** A legal choice for `seat`, which must owe a decision in the position `view` shows. */
  decide(view: V, seat: Seat, opts: DecideOptions): C;
  /** The same decision with the candidates rated (the hint panel uses it). */
  analyse(view: V, seat: Seat, opts: DecideOptions): Analysis<C>;
}

/** Draws for bots: seeded, never Math.random. */
export interface BotRng {
  int(n: number): number;
  float(): number;
}

/** Rollout policy: picks one of `choices` (never empty) for `seat` in a full (determinized) state. */
export type Policy<S, C extends Choice = Choice> = (state: S, seat: Seat, choices: C[], rng: BotRng) => C;

/**
 * Leaf evaluation: a reward per seat (index = seat), ideally in [0, 1], for any state reached in a
 * search, finished or not. Rollouts cut short are scored with it.
 */
export type Evaluator<S> = (state: S, rootSeat: Seat) => number[];

/** Optional prior per choice (any scale; higher = more promising) to order expansion and bias UCB. */
export type Prior<S, C extends Choice = Choice> = (state: S, seat: Seat, choices: C[]) => number[];
