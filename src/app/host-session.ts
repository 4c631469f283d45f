// The host's side of an online game, as a GameSession: a HostRoom (the only authority) with the
// seats of people on this device acting through its seat handles, bot seats decided by the bot
// worker through the room's AI hook, and the room's snapshot written to IndexedDB after every
// change, so that a reloaded host reopens the same room (same id, same seat secrets) and the
// guests reconnect by themselves. What the room adds around the session is beside it: its chat
// (host-chat.ts), another game in the room (host-rematch.ts) and pass the host (host-handover.ts).
import type { ApplyErr, Choice, GameEvent, GameModule, GameResult, Pending, Seat, UndoBarrier, Viewer } from '../engine/types.ts';
import { barrierOf } from '../engine/match.ts';
import { HostRoom, type AiRequest, type HostSeatConfig } from '../net/host.ts';
import { NOT_NOW } from '../net/bot-turns.ts';
import type { SeatPublic, SeatStatus } from '../net/protocol-host.ts';
import type { HostEndpoint } from '../net/transport.ts';
import { linkServerParam, parseLinkServer, type LinkServer } from '../net/servers.ts';
import type { SeatInfo } from '../store/saves.ts';
import type { BotLevel, HostRecord, HostStore } from '../store/guest-storage.ts';
import { botAnswer, type HostPage } from './host-bot-answer.ts';
import { COLOURS, colourFixes } from './host-colours.ts';
import { NOT_LOCAL, actOutcome, historyOf, type ActOutcome, type BotScreen, type GameSession, type HistoryEntry, type SessionNet } from './session.ts';

/** Decides a bot seat's move from that seat's own view; undefined lets the room pick a legal one. */
export type BotDecider = (request: { game: string; seat: number; level: BotLevel; view: unknown; version: number; seed: string }) => Promise<unknown>;

export interface HostSessionHooks {
  onSaveError?(reason: string): void;
  /** Whether the host's page is on screen, and news when it goes out of sight (none: always shown). */
  page?: HostPage;
}

export interface HostCreate {
  module: GameModule<any, any>;
  room: string;
  /** No seed: an online game's seed is drawn jointly by the host and its guests at the start. */
  options: unknown;
  /** 'human' seats play on this device ('remote' in table mode), 'remote' ones join by the link. */
  seats: SeatInfo[];
  table: boolean;
  decide: BotDecider;
  store: HostStore;
  hooks?: HostSessionHooks;
}

/** How long the endpoint outlives a closed room, for the 'room closed' message to leave. */
const CLOSE_GRACE_MS = 400;

/** A connected guest owing a decision this long is shown stalled, unless the host chose otherwise. */
export const DEFAULT_GRACE_MS = 60_000;

export class HostSession implements GameSession {
  readonly module: GameModule<any, any>;
  readonly net: SessionNet;
  private listeners = new Set<(events: GameEvent[]) => void>();
  private lobbyListeners = new Set<(seats: SeatPublic[]) => void>();
  private saving: Promise<unknown> = Promise.resolve();
  private endpoint: HostEndpoint | null = null;
  private offLink: (() => void) | null = null;
  private fixingColours = false;
  /** The round a state is in (set by the flow that hosts it): the game screen's log is rebuilt with it. */
  roundOf?: (state: unknown) => number;
  private closed = false;

  private constructor(readonly room: HostRoom<any, any, any>, private record: HostRecord, private readonly store: HostStore, private readonly hooks: HostSessionHooks) {
    this.module = room.module;
    room.on('state', (change) => this.changed(change.events));
    // A commitment of this device's own seat is saved at once: a reload must not ask for it again.
    room.on('secret-phase', () => {
      this.persist();
      this.notify([]);
    });
    room.on('seat-status', () => {
      const seats = this.room.lobby();
      for (const cb of [...this.lobbyListeners]) cb(seats);
      this.notify([]);
    });
    room.on('lobby', (given) => {
      if (this.fixingColours) return;
      const seats = this.fixColours(given) ? this.room.lobby() : given;
      // A person took a bot's seat back by its rejoin link: no bot level any more.
      if (seats.some((s) => s.kind !== 'ai' && this.record.levels[s.seat])) {
        this.record = { ...this.record, levels: this.record.levels.map((l, i) => (seats[i]?.kind === 'ai' ? l : null)) };
      }
      this.persist();
      for (const cb of [...this.lobbyListeners]) cb(seats);
      this.notify([]);
    });
    this.net = {
      role: 'host',
      link: () => 'ok',
      seatStatus: (seat) => this.room.lobby()[seat]?.status ?? 'open',
      replaceWithAi: (seat) => this.replaceWithAi(seat),
      returning: (seat) => this.room.returning().includes(seat),
      giveBack: (seat) => this.giveBack(seat),
      reopenSeat: (seat) => this.reopenSeat(seat),
    };
  }

  static create(o: HostCreate): HostSession {
    const kinds: HostSeatConfig['kind'][] = o.seats.map((s) => (s.kind === 'ai' ? 'ai' : s.kind === 'remote' || o.table ? 'remote' : 'local'));
    const holder: { session: HostSession | null } = { session: null };
    const room = HostRoom.create({
      module: o.module, room: o.room, options: o.options,
      seats: o.seats.map((s, i) => ({ kind: kinds[i]!, name: s.name, color: s.color })),
      ai: (req) => holder.session!.decideFor(req), aiFailed: (seat, reason) => holder.session!.botFailed(seat, reason), colors: COLOURS,
      durable: () => holder.session?.flush() ?? Promise.resolve(),
    });
    const now = Date.now();
    const record: HostRecord = {
      v: 1, room: o.room, game: o.module.id, table: o.table, createdAt: now, updatedAt: now,
      levels: o.seats.map((s) => (s.kind === 'ai' ? s.level ?? 'normal' : null)), snapshot: room.snapshot(),
    };
    const session = new HostSession(room, record, o.store, o.hooks ?? {});
    holder.session = session;
    session.decide = o.decide;
    session.persist();
    return session;
  }

  /** Rebuilds the room of a reloaded host (the game is replayed from its log and checked by hash). */
  static restore(module: GameModule<any, any>, record: HostRecord, decide: BotDecider, store: HostStore, hooks: HostSessionHooks = {}): HostSession | ApplyErr {
    const holder: { session: HostSession | null } = { session: null };
    const room = HostRoom.restore(module, record.snapshot, {
      ai: (req) => holder.session!.decideFor(req), aiFailed: (seat, reason) => holder.session!.botFailed(seat, reason), colors: COLOURS,
      durable: () => holder.session?.flush() ?? Promise.resolve(),
    });
    if (!(room instanceof HostRoom)) return room;
    const session = new HostSession(room, record, store, hooks);
    holder.session = session;
    session.decide = decide;
    room.setStallMs(session.graceMs);
    return session;
  }

  private decide: BotDecider = () => Promise.resolve(undefined);

  /** The screen showing the game, which paces the host's own seats on autoplay. */
  private screen: BotScreen | null = null;

  /**
   * A bot seat is answered by the screen or the worker (host-bot-answer.ts); the host's own seat on
   * autoplay, by the screen only. Either way a bot plays only once the change it answers is saved:
   * the guests are sent a view only when the latest change is saved, and bots playing faster than
   * saves would starve them.
   */
  private decideFor(req: AiRequest): unknown {
    return this.saving.then(() => this.askFor(req));
  }

  private askFor(req: AiRequest): unknown {
    const { seat, view, version } = req;
    if (this.room.autoplaying(seat)) return this.screen ? this.screen.driver(req) : NOT_NOW;
    const level = this.record.levels[seat] ?? 'normal';
    return botAnswer(req, this.screen, this.hooks.page,
      () => this.decide({ game: this.module.id, seat, level, view, version, seed: `${this.record.room}:${version}:${seat}` }));
  }

  private botFailed(seat: number, reason: string): void {
    if (this.screen && this.room.autoplaying(seat)) this.screen.failed(seat, reason);
    else console.error(`net: the AI for seat ${seat} failed: ${reason}`);
  }

  botScreen(screen: BotScreen | null): void {
    this.screen = screen;
    if (!screen) for (const seat of this.localSeats()) this.room.setAutoplay(seat, false);
    this.room.askBots();
  }

  setAutoplay(seat: Seat, on: boolean): void { this.room.setAutoplay(seat, on); }

  // ---- the room ----

  get table(): boolean { return this.record.table; }
  get levels(): (BotLevel | null)[] { return this.record.levels; }
  get createdAt(): number { return this.record.createdAt; }
  get started(): boolean { return this.room.started; }
  lobby(): SeatPublic[] { return this.room.lobby(); }

  /** Every remote seat has its guest: the game can start. */
  missing(): SeatPublic[] {
    return this.room.lobby().filter((s) => s.kind === 'remote' && s.status !== 'connected');
  }

  onLobby(cb: (seats: SeatPublic[]) => void): () => void {
    this.lobbyListeners.add(cb);
    return () => void this.lobbyListeners.delete(cb);
  }

  /** Guests arrive through this endpoint (a PeerJS host, or an in-memory hub in tests). */
  attach(endpoint: HostEndpoint): void {
    if (this.closed) return endpoint.close(); // left while the room was opening
    this.detach();
    this.endpoint = endpoint;
    this.offLink = endpoint.onLink((link) => this.room.accept(link));
  }

  /** The page goes away: the endpoint closes now (guests notice at once); room and record stay. */
  dropLinks(): void {
    this.detach();
  }

  detach(): void {
    this.offLink?.();
    this.offLink = null;
    this.endpoint?.close();
    this.endpoint = null;
  }

  /** Resolves once the seed is drawn and the game dealt (the guests reveal their shares first). */
  start(): Promise<void> {
    const began = this.room.start();
    this.persist();
    this.notify([]);
    return began;
  }

  /** Before the start: a guest that left gives its seat back to the link (it gets a new secret). */
  freeSeat(seat: number, placeholder: string): void {
    if (this.room.lobby()[seat]?.kind !== 'remote') return;
    this.room.setSeat(seat, { kind: 'remote', name: placeholder });
    this.persist();
  }

  /** The room's record as it would be stored now (the snapshot taken at this moment). */
  currentRecord(): HostRecord { return { ...this.record, snapshot: this.room.snapshot() }; }

  /** The grace period the host set in the lobby (ms; 0: no limit). */
  get graceMs(): number { return this.record.graceMs ?? DEFAULT_GRACE_MS; }

  /** The signalling server the room registered with (null: not yet, or an older record). */
  get server(): LinkServer | null { return parseLinkServer(this.record.server); }

  /** Remembers the room's signalling server, so that a reload registers the room there again. */
  keepServer(server: LinkServer): void {
    const param = linkServerParam(server);
    if (this.record.server === param) return;
    this.record = { ...this.record, server: param };
    this.persist();
  }

  setGrace(ms: number): void {
    this.record = { ...this.record, graceMs: ms };
    this.room.setStallMs(ms);
    this.persist();
  }

  replaceWithAi(seat: number): void {
    this.record = { ...this.record, levels: this.record.levels.map((l, i) => (i === seat ? 'normal' : l)) };
    this.room.replaceWithAi(seat);
    this.persist();
  }

  /** A bot's seat goes back to its player, who came back (its device rejoins by itself). */
  giveBack(seat: number): void {
    if (!this.room.giveBack(seat)) return;
    this.record = { ...this.record, levels: this.record.levels.map((l, i) => (i === seat ? null : l)) };
    this.persist();
  }

  /**
   * A rejoin link for the seat, any time: its new secret (the old one is revoked at once); a bot's
   * seat keeps its bot until a person joins with it. Null: no person's seat.
   */
  rejoinSeat(seat: number): string | null {
    const secret = this.room.rejoinSeat(seat);
    if (secret) this.persist();
    return secret;
  }

  /** A new device for this seat: the old one is let go, the next guest by the link takes the seat. */
  reopenSeat(seat: number): void {
    if (!this.room.reopenSeat(seat)) return;
    this.record = { ...this.record, levels: this.record.levels.map((l, i) => (i === seat ? null : l)) };
    this.persist();
  }

  /**
   * Stops the room (timers, connections) and the endpoint; the stored record stays unless forget.
   * Guests are told the room is closed unless tellGuests is false (tests playing a page reload).
   */
  close(forget = false, tellGuests = true): void {
    if (this.closed) return;
    this.closed = true;
    // The room tells its guests first; the endpoint (the peer) goes a moment later, so that
    // message is not cut off with the connections.
    this.offLink?.();
    this.offLink = null;
    const endpoint = this.endpoint;
    this.endpoint = null;
    this.room.close(tellGuests);
    // A guest knocking in the meantime is let go at once (it tries again, and finds the room's next
    // host after a hand-over) rather than left waiting for a welcome that cannot come.
    endpoint?.onLink((link) => link.close());
    if (endpoint) setTimeout(() => endpoint.close(), CLOSE_GRACE_MS);
    this.listeners.clear();
    this.lobbyListeners.clear();
    if (forget) this.saving = this.saving.then(() => this.store.clear(this.record.room)).catch(() => {});
  }

  // ---- GameSession ----

  get id(): string { return this.record.room; }
  get version(): number { return this.room.version; }

  get seats(): SeatInfo[] {
    return this.room.lobby().map((s): SeatInfo => {
      if (s.kind === 'ai') return { name: s.name, kind: 'ai', level: this.record.levels[s.seat] ?? 'normal', color: s.color };
      return { name: s.name, kind: s.kind === 'local' ? 'human' : 'remote', color: s.color };
    });
  }

  pending(): Pending[] {
    const phase = this.room.secretPhase();
    return this.room.pending().filter((p) => !(phase && phase.kind === p.kind && phase.committed.includes(p.seat)));
  }

  choices(seat: Seat): Choice[] {
    const handle = this.room.seat(seat);
    return handle && handle.owes() ? handle.choices() : [];
  }

  /** Every move so far with its events, replayed from the room's move log (rebuilds the log after a reload). */
  history(): HistoryEntry[] { return this.roundOf ? historyOf(this.module, this.room.saveFile(), this.roundOf) : []; }
  view(viewer: Viewer): unknown { return this.module.view(this.room.state, viewer); }

  act(seat: Seat, choice: unknown): ActOutcome {
    const handle = this.room.seat(seat);
    if (!handle) return NOT_LOCAL;
    return actOutcome(handle.act(choice));
  }

  undo(seat: Seat): ActOutcome {
    const handle = this.room.seat(seat);
    if (!handle) return NOT_LOCAL;
    return actOutcome(handle.undo());
  }

  canUndo(seat: Seat): boolean {
    return this.room.seat(seat)?.canUndo() ?? false;
  }

  isFinal(seat: Seat, choice: unknown): boolean {
    const res = this.module.apply(this.room.state, seat, choice);
    return res.ok && res.barrier;
  }

  finalWhy(seat: Seat, choice: unknown): UndoBarrier | null {
    return barrierOf(this.module, this.room.state, seat, choice);
  }

  result(): GameResult | null { return this.room.result(); }
  hash(): string { return this.room.hash(); }

  subscribe(cb: (events: GameEvent[]) => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  flush(): Promise<unknown> { return this.saving; }

  localSeats(): Seat[] {
    return this.room.lobby().flatMap((s) => (s.kind === 'local' ? [s.seat] : []));
  }

  botSeats(): Seat[] { return this.record.levels.flatMap((l, seat) => (l ? [seat] : [])); }

  seatStatus(seat: Seat): SeatStatus { return this.net.seatStatus(seat); }

  // ---- inside ----

  private changed(events: GameEvent[]): void {
    this.persist();
    this.notify(events);
  }

  private notify(events: GameEvent[]): void {
    for (const cb of [...this.listeners]) cb(events);
  }

  /** Two seats never share a colour (colourFixes). True when something changed. */
  private fixColours(seats: SeatPublic[]): boolean {
    const fixes = colourFixes(seats);
    if (fixes.length === 0) return false;
    this.fixingColours = true;
    try {
      for (const { seat, color } of fixes) this.room.setSeat(seat, { color });
    } finally {
      this.fixingColours = false;
    }
    return true;
  }

  private persist(): void {
    if (this.closed) return;
    this.record = { ...this.record, snapshot: this.room.snapshot(), updatedAt: Date.now() };
    const record = this.record;
    this.store.stage?.(record); // kept before anything is sent: a reload in this very task loses nothing
    this.saving = this.saving.then(async () => {
      try {
        await this.store.save(record);
      } catch (error) {
        this.hooks.onSaveError?.(error instanceof Error ? error.message : String(error));
      }
    });
  }
}
