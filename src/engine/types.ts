// The game-module contract shared by every game, bot, UI, save file and network peer.
// Everything here is plain data: states, choices, views and events are JSON-serialisable.

export type Seat = number;
export type Viewer = Seat | 'spectator';

/** A decision some seat owes right now. Several seats may owe one at once (simultaneous picks). */
export interface Pending {
  seat: Seat;
  kind: string; // game-specific: 'pick', 'income', 'capital', …
}

/** One legal decision. `id` is stable across copies of the same state and unique within a list. */
export interface Choice {
  id: string;
  kind: string;
}

export interface EngineError {
  code: string; // machine-readable, e.g. 'not-your-turn', 'cannot-afford'
  reason: string; // English sentence for logs; the UI translates `code` + `data`
  data?: Record<string, string | number>;
}

/** A change worth animating, logging or announcing, as data (never a sentence). */
export interface GameEvent {
  type: string;
  seat?: Seat;
  [field: string]: unknown;
}

export interface ApplyOk<S> {
  ok: true;
  state: S;
  events: GameEvent[];
  /** True when this step revealed hidden information or drew from the PRNG: undo stops here. */
  barrier: boolean;
}
/**
 * Why a move cannot be taken back, for the confirmation asked before it: it shows hidden
 * information (a card picked against the automa's, a tile from a hand), it draws at random (a die,
 * a bag, a deck), or it hands the turn on.
 */
export type UndoBarrier = 'reveal' | 'chance' | 'turn';

export interface ApplyErr {
  ok: false;
  error: EngineError;
}
export type ApplyResult<S> = ApplyOk<S> | ApplyErr;

export interface ScoreLine {
  seat: Seat;
  total: number;
  breakdown: Record<string, number>; // category → points, sums to total
}

export interface GameResult {
  scores: ScoreLine[];
  /** Seats from first place to last; seats sharing a place are in the same inner array. */
  ranking: Seat[][];
  /** Which tie-break decided each pair of tied totals, for the end screen. */
  tieBreaks: string[];
}

/** One step of a game's save migrations: never throws on a state it cannot handle, returns null. */
export interface Migration {
  from: number;
  to: number;
  migrate(state: unknown): unknown;
}

/** Every game implements this. All functions are pure and never throw on bad input. */
export interface GameModule<S, O, C extends Choice = Choice, V = unknown> {
  readonly id: string;
  readonly formatVersion: number;
  /**
   * Goes up by one whenever a rules fix changes what a move does (so an old log may no longer
   * replay to the same state). Saves record it next to a snapshot of the state.
   */
  readonly rulesVersion: number;
  /** Turns a state snapshot written under rules version `from` into one valid under `to` (= from + 1). */
  readonly migrations: readonly Migration[];
  /** Validates and normalises options; an error explains what is wrong. */
  checkOptions(options: unknown): { ok: true; options: O } | ApplyErr;
  setup(options: O, seed: string): S;
  pending(state: S): Pending[];
  choices(state: S, seat: Seat): C[];
  /** Never throws, never changes `state`. Unknown or malformed input gives a typed error. */
  apply(state: S, seat: Seat, choice: unknown): ApplyResult<S>;
  view(state: S, viewer: Viewer): V;
  result(state: S): GameResult | null;
  /** Number of seats taking part, automated ones included. */
  seatCount(state: S): number;
  /**
   * Decision kinds every owing seat takes at once and in secret (a card pick, a face-down offering):
   * online they are played with commit-reveal, so no seat sees another's before committing its own.
   * None when absent.
   */
  readonly secretKinds?: readonly string[];
  /**
   * For bots that must not read hidden data: a full state consistent with what `viewer` sees,
   * with every unseen card or tile redealt at random (seeded by `seed`) from the unseen pool.
   */
  sampleConsistent(view: V, viewer: Seat, seed: string): S;
  /**
   * For a step whose apply() set `barrier`, given the states before and after it: why it cannot be
   * undone. Absent, the session answers 'turn' when the seat owes nothing more, else 'reveal'.
   */
  barrierWhy?(before: S, after: S, seat: Seat): UndoBarrier;
  /** A cheap independent copy, for bots that then play out on it. */
  copy?(state: S): S;
  /** Playout fast path: exactly `apply`'s rules, but it changes `state` itself (a copy the caller owns). */
  applyInPlace?(state: S, seat: Seat, choice: unknown): ApplyResult<S>;
  /**
   * For showing a move step by step (an automa's whole turn runs inside one apply): the state as it
   * was when each of apply's events was emitted, one per event; empty when the choice is refused.
   * Display only: the session's state is always apply's.
   */
  stepsOf?(state: S, seat: Seat, choice: unknown): S[];
}
