// The authority of a game in play, local or online: the one place where choices are applied and
// taken back (the match and its log), where each change is told to whoever shows or sends it, and
// after which the bots are asked (bot-turns.ts). A local game is this and its autosave; an online
// host's room (host.ts) is this with the network around it: seat secrets, commit-reveal of secret
// picks, views per connection, the joint seed.
import type { ApplyErr, EngineError, GameEvent, GameModule, Seat } from '../engine/types.ts';
import { act, undo, undoBlocker, type Match } from '../engine/match.ts';
import type { Outcome } from './host-types.ts';

/** A bot driver's answer meaning "do not play now": asked again at the next change (bot-turns.ts). */
export const NOT_NOW: unique symbol = Symbol('not-now');

/** The engine's refusal as an outcome (its data kept: the screen words the reason with it). */
export function refusal(res: ApplyErr): Outcome {
  const { code, reason, data } = res.error;
  return { ok: false, reason: code, detail: reason, ...(data ? { data } : {}) };
}

/** One change of the match, as the authority tells it. */
export interface AuthorityChange<S> {
  /** Who made it (the last seat, for reveals applied together). */
  seat: Seat;
  version: number;
  events: GameEvent[];
  undo?: boolean;
  /** The single move this change was: the state before it and the choice (absent for an undo or several moves). */
  move?: { before: S; choice: unknown };
}

/** A change and what came with the call that made it (an online guest's connection and message id). */
export type ChangeListener<S> = (change: AuthorityChange<S>, via: unknown) => void;

export class Authority<S = unknown, O = unknown, V = unknown> {
  /** The bots of this game (bot-turns.ts; none: nobody is asked, e.g. a room without an AI hook). */
  bots: { wake(): void; stop(): void } | null = null;

  constructor(
    readonly module: GameModule<S, O, any, V>,
    public match: Match<S, O>,
    private readonly changed: ChangeListener<S>,
  ) {}

  get state(): S { return this.match.state; }

  /** Applies a choice; the change is told, then the bots are asked. */
  act(seat: Seat, choice: unknown, via?: unknown): { ok: true; events: GameEvent[] } | ApplyErr {
    const before = this.match.state;
    const res = act(this.module, this.match, seat, choice);
    if (!res.ok) return res;
    this.match = res.match;
    this.tell({ seat, version: this.match.version, events: res.events, move: { before, choice } }, via);
    return { ok: true, events: res.events };
  }

  /**
   * Applies several choices in order as one change (the reveals of a secret decision); a refused one
   * is skipped and returned. Nothing applied: nothing told.
   */
  actAll(moves: { seat: Seat; choice: unknown }[], via?: unknown): { applied: number; refused: { seat: Seat; error: EngineError }[] } {
    const events: GameEvent[] = [];
    const refused: { seat: Seat; error: EngineError }[] = [];
    let lastSeat = -1;
    for (const { seat, choice } of moves) {
      const res = act(this.module, this.match, seat, choice);
      if (!res.ok) {
        refused.push({ seat, error: res.error });
        continue;
      }
      this.match = res.match;
      events.push(...res.events);
      lastSeat = seat;
    }
    if (lastSeat >= 0) this.tell({ seat: lastSeat, version: this.match.version, events }, via);
    return { applied: moves.length - refused.length, refused };
  }

  /** Why `seat` cannot undo now (null: it can). */
  undoBlocker(seat: Seat): EngineError | null { return undoBlocker(this.match, seat); }

  /** Takes `seat`'s last move back (only within its turn, before anything was revealed). */
  undo(seat: Seat, via?: unknown): { ok: true } | ApplyErr {
    const res = undo(this.match, seat);
    if (!res.ok) return res;
    this.match = res.match;
    this.tell({ seat, version: this.match.version, events: [{ type: 'undo', seat }], undo: true }, via);
    return { ok: true };
  }

  private tell(change: AuthorityChange<S>, via: unknown): void {
    this.changed(change, via);
    this.bots?.wake();
  }
}
