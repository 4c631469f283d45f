// The game's log as turns grouped by round, newest first: what each seat's move caused, in the
// presenter's words, and a summary of the points each round gave (who, how many, why). It holds
// events, never sentences, so a change of language redraws it; it is rebuilt from the match's move
// log when the screen opens, so a reload or a return to the game keeps it.
import type { GameEvent } from '../engine/types.ts';
import type { GamePresenter } from './presenter.ts';

/** One move's events and the round it was made in. */
export interface LogBatch {
  round: number;
  events: GameEvent[];
}

/** Consecutive moves of one seat in one round: the group the panel shows under one heading. */
export interface LogTurn {
  round: number;
  seat: number | null;
  events: GameEvent[];
}

/** Points one round gave a seat, with each reason's share: "+7: turn scoring 4, sacrifice 3". */
export interface RoundPoints {
  seat: number;
  total: number;
  reasons: { why: string; n: number }[];
}

export class GameLog {
  readonly turns: LogTurn[] = [];
  /** Bumped at every change, so the panel redraws only when something was added. */
  version = 0;

  /**
   * One move can carry several seats' turns (a Zapotec pick reveals Cocijobot's card and plays its
   * turn) and steps of no seat's (a reveal, a Fate roll): each event goes to the group of the seat it
   * names, or of none, opening a new group when that is not the current one.
   */
  add(batch: LogBatch): void {
    if (!batch.events.length) return;
    for (const e of batch.events) {
      const seat = typeof e.seat === 'number' ? e.seat : null;
      let last = this.turns[this.turns.length - 1];
      if (!last || last.round !== batch.round || last.seat !== seat) {
        last = { round: batch.round, seat, events: [] };
        this.turns.push(last);
      }
      last.events.push(e);
    }
    this.version++;
  }

  /** Every round played so far, newest first. */
  rounds(): number[] {
    return [...new Set(this.turns.map((t) => t.round))].sort((a, b) => b - a);
  }

  /** The points a round gave, per seat, from the presenter's reading of its events. */
  roundPoints(round: number, presenter: GamePresenter): RoundPoints[] {
    const bySeat = new Map<number, RoundPoints>();
    for (const turn of this.turns) {
      if (turn.round !== round) continue;
      for (const e of turn.events) {
        const p = presenter.points?.(e);
        if (!p || p.n === 0) continue;
        const row = bySeat.get(p.seat) ?? { seat: p.seat, total: 0, reasons: [] };
        bySeat.set(p.seat, row);
        row.total += p.n;
        const r = row.reasons.find((x) => x.why === p.why);
        if (r) r.n += p.n; else row.reasons.push({ why: p.why, n: p.n });
      }
    }
    return [...bySeat.values()].sort((a, b) => a.seat - b.seat);
  }
}
