// Messages between the page and the bot worker.
export interface BotRequest {
  id: number;
  game: string;
  level: 'easy' | 'normal' | 'hard';
  seat: number;
  view: unknown; // the seat's own view: bots never receive hidden information
  seed: string;
  /** Also return the bot's best `top` choices, best first ("suggest a move"). */
  top?: number;
}
/**
 * Makes the game's bot of `level` now, before its first decision: a bot may warm the engine's code
 * on a throwaway position when it is made, so that decision is not a cold one. No answer.
 */
export interface BotPrepare { prepare: true; game: string; level: BotRequest['level'] }

export type BotResponse =
  | { id: number; ok: true; choice: unknown; ms: number; ranked?: unknown[] }
  | { id: number; ok: false; reason: string };

/** A worker's report while a decision runs: work done out of its budget, when the bot can tell. */
export interface BotProgressMessage { id: number; progress: { done: number; total: number } }

/** How far a decision is, for the page: the time it has taken, and the share of the budget when known. */
export interface BotProgress { ms: number; done?: number; total?: number }

export const isProgress = (m: BotResponse | BotProgressMessage): m is BotProgressMessage => 'progress' in m;
