// A game being played on this device: who sits where, and an autosave after every move, around the
// same authority an online host's room has (net/authority.ts: choices applied and taken back, bots
// asked by one policy, net/bot-turns.ts). It is that room without the network: no seat secrets,
// and no commit-reveal (nobody else's device is there to see a secret pick before its reveal).
// Saving never blocks play: a failure (a full disk) is reported and the game goes on.
// Bots playing with no pacing make many moves a second: the save record (its hash and log) is
// built when it is written, not at each move, and the writes of moves that come close together are
// coalesced into one (each record holds the whole game, so the latest includes every earlier move).
// flush() writes what is waiting at once; leaving the page or the game flushes too.
import type { ApplyErr, Choice, GameEvent, GameModule, GameResult, Pending, Seat, UndoBarrier, Viewer } from '../engine/types.ts';
import type { SeatStatus } from '../net/protocol-host.ts';
import { createMatch, fromSaveFile, toSaveFile, barrierOf, type LoadedVia, type Match } from '../engine/match.ts';
import { Authority, NOT_NOW, refusal, type AuthorityChange } from '../net/authority.ts';
import type { AiDriver } from '../net/host-types.ts';
import { hashState } from '../engine/hash.ts';
import { putSave, type SaveRecord, type SeatInfo } from '../store/saves.ts';
import type { StoreError } from '../store/db.ts';

export interface SessionHooks {
  onChange?(events: GameEvent[]): void;
  onSaveError?(error: StoreError): void;
}

export type ActOutcome = { ok: true } | ApplyErr;

/** A move or undo asked of this device for a seat played from another device. */
export const NOT_LOCAL: ApplyErr = { ok: false, error: { code: 'not-local', reason: 'This seat is played from another device.' } };

/** A room's answer (the host's own room or a guest's link to one) as the screen's outcome. */
export function actOutcome(res: { ok: true } | { ok: false; reason: string; detail: string }): ActOutcome {
  return res.ok ? { ok: true } : { ok: false, error: { code: res.reason, reason: res.detail } };
}

/**
 * What the game screen needs from a game in play, wherever its state lives: on this device
 * (LocalSession), on this device for guests too (HostSession), or on the host's device (GuestSession).
 */
export interface GameSession {
  readonly module: GameModule<any, any>;
  /** Who sits where. Online it may change (a guest's name, a seat handed to a bot): read it again. */
  readonly seats: SeatInfo[];
  /** Stable id of this game (save id or room id); seeds bot decisions. */
  readonly id: string;
  readonly version: number;
  /** Decisions owed now (online: a seat that has committed its secret choice owes nothing). */
  pending(): Pending[];
  /** The legal choices of a seat this device plays, when it owes one now; else none. */
  choices(seat: Seat): Choice[];
  view(viewer: Viewer): unknown;
  act(seat: Seat, choice: unknown): ActOutcome | Promise<ActOutcome>;
  undo(seat: Seat): ActOutcome | Promise<ActOutcome>;
  canUndo(seat: Seat): boolean;
  /** Would this choice end the turn or reveal something (so it cannot be undone)? */
  isFinal(seat: Seat, choice: unknown): boolean;
  /** Why that move would stop undo (null: it would not); absent where only isFinal is known (a guest). */
  finalWhy?(seat: Seat, choice: unknown): UndoBarrier | null;
  /**
   * Optional: the events that choice would bring, for wording why it cannot be undone (their values
   * may be hidden ones: the presenter words only what the mover may know).
   */
  finalEvents?(seat: Seat, choice: unknown): GameEvent[];
  result(): GameResult | null;
  /** The state hash (a guest, which never sees the state: its view's hash). */
  hash(): string | null;
  /** Called after every change, with the game's events (none for a mere status change). */
  subscribe(cb: (events: GameEvent[]) => void): () => void;
  /** Resolves when every autosave so far has been written (or has failed). */
  flush(): Promise<unknown>;
  /** Seats a person at this device plays: the screen shows their private view and their choices. */
  localSeats(): Seat[];
  /** Seats the screen must ask the bot worker to play (online, the host's room drives its bots). */
  botSeats(): Seat[];
  /** Online games only. */
  readonly net?: SessionNet;
  /**
   * Optional: the last change drawn step by step, the board's view before it and after each of its
   * events (null: not known, e.g. an undo or an online move; the board then shows the new state).
   */
  steps?(): ChangeSteps | null;
  /** Optional: every move so far with its events and the round it was made in (rebuilds the log). */
  history?(): { seat: Seat; round: number; events: GameEvent[] }[];
  /**
   * The screen showing the game paces the bots this device plays (captions, board steps, a roll
   * held until seen) and shows them thinking: the session's authority asks its driver when a bot
   * (or a seat on autoplay) owes a decision. Null when the screen goes: autoplay ends with it.
   */
  botScreen?(screen: BotScreen | null): void;
  /** A seat a person plays on this device is played by the AI for now (on), or by its person again. */
  setAutoplay?(seat: Seat, on: boolean): void;
}

/** See GameSession.botScreen. The driver may answer NOT_NOW (net/bot-turns.ts): asked again later. */
export interface BotScreen {
  driver: AiDriver;
  /** A bot failed or answered an illegal move (a legal one is played instead). */
  failed(seat: Seat, reason: string): void;
}

export interface SessionNet {
  role: 'host' | 'guest' | 'spectator';
  /** This device's connection: a guest that lost the host is 'reconnecting', 'closed' when refused or left. */
  link(): 'ok' | 'reconnecting' | 'closed';
  seatStatus(seat: Seat): SeatStatus;
  /**
   * Guests: the seat played on the host's device (its first, the one a hand-over moves), null when
   * the host holds no seat (table mode). A host's is its own first local seat (no need to say).
   */
  hostSeat?(): Seat | null;
  /** Host only: a gone or stalled guest's seat is played by a bot from now on. */
  replaceWithAi?(seat: Seat): void;
  /** Host only: a bot's seat whose player came back asking for it (true), and giving it back. */
  returning?(seat: Seat): boolean;
  giveBack?(seat: Seat): void;
  /** Host only: the seat's device is let go and the seat waits for whoever opens the link next. */
  reopenSeat?(seat: Seat): void;
}

export type HistoryEntry = { seat: Seat; round: number; events: GameEvent[] };

/** A change's views for a viewer: before it, and after each of its events (see GameSession.steps). */
export interface ChangeSteps { before: (viewer: Viewer) => unknown; after: ((viewer: Viewer) => unknown)[] }

/** Replays a save's move log (a save keeps moves, not events); a log that no longer replays stops short. */
export function historyOf(module: GameModule<any, any>, file: { options: unknown; seed: string; log: { seat: Seat; choice: unknown }[] }, roundOf: (s: any) => number): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  let state = module.setup(file.options, file.seed);
  for (const entry of file.log) {
    const res = module.apply(state, entry.seat, entry.choice);
    if (!res.ok) break;
    out.push({ seat: entry.seat, round: roundOf(state), events: res.events });
    state = res.state;
  }
  return out;
}

/** The shortest gap between two autosaves of one game (ms): moves inside it share one write. */
export const SAVE_GAP_MS = 250;

/** Every local session that may hold a move not yet written, flushed when the page goes away. */
const unsaved = new Set<LocalSession>();
if (typeof addEventListener === 'function') {
  const flushAll = () => { for (const s of unsaved) void s.flush(); };
  addEventListener('pagehide', flushAll);
  addEventListener('visibilitychange', () => { if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flushAll(); });
}

export class LocalSession<S = any, O = any> implements GameSession {
  private listeners = new Set<(events: GameEvent[]) => void>();
  private saving: Promise<unknown> = Promise.resolve();
  /** The record as last built; `stale` when moves were made since (built again when read). */
  private built: SaveRecord;
  private stale = false;
  private changedAt = 0;
  /** A move not written yet; a write queued (it takes the latest record when it starts); the gap's timer. */
  private dirty = false;
  private queued = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastWrite = -Infinity;
  private readonly core: Authority<S, O>;
  /** The screen that paces the bots (none: they wait for one), and the seats on autoplay. */
  private screen: BotScreen | null = null;
  private readonly autoplay = new Set<Seat>();

  private constructor(
    readonly module: GameModule<S, O>,
    match: Match<S, O>,
    record: SaveRecord,
    private roundOf: (state: S) => number,
    private hooks: SessionHooks = {},
  ) {
    this.built = record;
    this.core = new Authority<S, O>(module, match, (change) => this.changed(change));
  }

  /**
   * The bots are asked once a screen paces them: their code is a chunk of its own, fetched then
   * (not part of the first download).
   */
  private startBots(): void {
    if (this.core.bots) return this.core.bots.wake();
    void import('../net/bot-turns.ts').then(({ BotTurns }) => {
      this.core.bots ??= new BotTurns({
        live: () => true,
        isBot: (seat) => this.built.seats[seat]?.kind === 'ai' || this.autoplay.has(seat),
        pending: () => this.pending(),
        owes: (seat) => this.pending().some((p) => p.seat === seat),
        version: () => this.version,
        view: (seat) => this.view(seat),
        choices: (seat) => this.choices(seat),
        act: (seat, choice) => {
          const res = this.act(seat, choice);
          return res.ok ? res : refusal(res);
        },
      }, (request) => (this.screen ? this.screen.driver(request) : NOT_NOW), (seat, reason) => {
        if (this.screen) this.screen.failed(seat, reason);
        else console.error(`the bot for seat ${seat} failed: ${reason}`);
      });
      this.core.bots.wake();
    });
  }

  /** The save record of the game as it is now. */
  get record(): SaveRecord {
    if (this.stale) {
      this.stale = false;
      this.built = {
        ...this.built, file: toSaveFile(this.module, this.core.match), round: this.roundOf(this.state),
        over: this.module.pending(this.state).length === 0, updatedAt: this.changedAt,
      };
    }
    return this.built;
  }

  static start<S, O>(module: GameModule<S, O>, options: O, seed: string, seats: SeatInfo[], roundOf: (s: S) => number, hooks?: SessionHooks): LocalSession<S, O> {
    const match = createMatch(module, options, seed);
    const now = Date.now();
    const record: SaveRecord = {
      v: 1, id: `${module.id}-${now.toString(36)}-${seed.slice(0, 8)}`, game: module.id, seats, round: roundOf(match.state),
      over: false, createdAt: now, updatedAt: now, file: toSaveFile(module, match),
    };
    const session = new LocalSession(module, match, record, roundOf, hooks);
    session.persist();
    return session;
  }

  static resume<S, O>(module: GameModule<S, O>, record: SaveRecord, roundOf: (s: S) => number, hooks?: SessionHooks): LocalSession<S, O> | ApplyErr {
    const loaded = fromSaveFile(module, record.file);
    if (!loaded.ok) return loaded;
    const session = new LocalSession(module, loaded.match, record, roundOf, hooks);
    session.loadedVia = loaded.via;
    // Migrated once, saved at once: the next load takes the current-rules snapshot quietly.
    if (loaded.via === 'migrated') session.persist();
    return session;
  }

  /** How the save was loaded: 'migrated' means the rules changed since it was written. */
  loadedVia: LoadedVia = 'replay';

  get state(): S { return this.core.match.state; }
  get version(): number { return this.core.match.version; }
  // Seats and id never change during a game: read without building the record.
  get seats(): SeatInfo[] { return this.built.seats; }
  get id(): string { return this.built.id; }
  localSeats(): Seat[] { return this.built.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])); }
  botSeats(): Seat[] { return this.built.seats.flatMap((s, i) => (s.kind === 'ai' ? [i] : [])); }
  hash(): string { return hashState(this.state); }
  pending() { return this.module.pending(this.state); }
  choices(seat: Seat) { return this.module.choices(this.state, seat); }
  view(viewer: Viewer) { return this.module.view(this.state, viewer); }
  result() { return this.module.result(this.state); }
  canUndo(seat: Seat): boolean { return this.core.undoBlocker(seat) === null; }
  /** Would this choice end the turn or reveal something (so it cannot be undone)? */
  isFinal(seat: Seat, choice: unknown): boolean {
    const res = this.module.apply(this.state, seat, choice);
    return res.ok && res.barrier;
  }

  finalWhy(seat: Seat, choice: unknown): UndoBarrier | null {
    return barrierOf(this.module, this.state, seat, choice);
  }

  finalEvents(seat: Seat, choice: unknown): GameEvent[] {
    const res = this.module.apply(this.state, seat, choice);
    return res.ok ? res.events : [];
  }

  subscribe(cb: (events: GameEvent[]) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  /** The last change as a move (state before it, seat, choice), for steps(). */
  private last: { before: S; seat: Seat; choice: unknown } | null = null;

  act(seat: Seat, choice: unknown): { ok: true; events: GameEvent[] } | ApplyErr {
    return this.core.act(seat, choice);
  }

  undo(seat: Seat): { ok: true } | ApplyErr {
    return this.core.undo(seat);
  }

  botScreen(screen: BotScreen | null): void {
    this.screen = screen;
    if (!screen) this.autoplay.clear();
    else this.startBots();
  }

  setAutoplay(seat: Seat, on: boolean): void {
    if (on) this.autoplay.add(seat);
    else this.autoplay.delete(seat);
    this.core.bots?.wake();
  }

  /** Resolves when every autosave so far has been written (or has failed); a waiting one is written now. */
  flush(): Promise<unknown> {
    this.write();
    return this.saving;
  }

  steps(): ChangeSteps | null {
    const last = this.last;
    if (!last || !this.module.stepsOf) return null;
    const states = this.module.stepsOf(last.before, last.seat, last.choice);
    if (!states.length) return null;
    const { module } = this;
    return { before: (v) => module.view(last.before, v), after: states.map((st) => (v: Viewer) => module.view(st, v)) };
  }

  history(): HistoryEntry[] { return historyOf(this.module, this.record.file, this.roundOf); }

  private changed(change: AuthorityChange<S>): void {
    const { events, move } = change;
    this.last = move ? { before: move.before, seat: change.seat, choice: move.choice } : null;
    this.persist();
    this.hooks.onChange?.(events);
    for (const cb of this.listeners) cb(events);
  }

  /** A move to save: written at once, or at the end of the gap since the last write. */
  private persist(): void {
    this.stale = true;
    this.changedAt = Date.now();
    this.dirty = true;
    unsaved.add(this);
    if (this.queued || this.timer !== undefined) return;
    const wait = this.lastWrite + SAVE_GAP_MS - performance.now();
    if (wait <= 0) this.write();
    else this.timer = setTimeout(() => this.write(), wait);
  }

  /** Queues the write of the latest record, unless one is queued already (it will take it). */
  private write(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty || this.queued) return;
    this.queued = true;
    this.lastWrite = performance.now();
    this.saving = this.saving.then(async () => {
      this.queued = false;
      this.dirty = false;
      unsaved.delete(this);
      const res = await putSave(this.record);
      if (!res.ok) this.hooks.onSaveError?.(res.error);
    });
  }
}
