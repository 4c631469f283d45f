// A guest's (or a spectator's) side of an online game, as a GameSession: it never sees the game
// state, only its own view from the host, and acts by sending intents (secret picks are committed,
// then revealed by the guest layer). Undo is offered after the guest's own undoable moves, the host
// decides. The seat secret lives in IndexedDB (src/store/guest-storage.ts), so a reload takes the
// seat back by itself.
import type { ApplyResult, Choice, GameEvent, GameModule, GameResult, Pending, Seat, Viewer } from '../engine/types.ts';
import { hashState } from '../engine/hash.ts';
import type { GuestClient, GuestOutcome } from '../net/guest.ts';
import type { SeatStatus } from '../net/protocol-host.ts';
import type { SeatInfo } from '../store/saves.ts';
import type { SeenView, ViewStore } from '../store/guest-views.ts';
import { NOT_LOCAL, actOutcome, type ActOutcome, type BotScreen, type GameSession, type SessionNet } from './session.ts';
import { BotTurns, NOT_NOW } from '../net/bot-turns.ts';
import { refusal } from '../net/authority.ts';

/** Views kept for the replay: far more than any game's moves, a bound for a misbehaving host. */
const MAX_HISTORY = 5000;

export class GuestSession implements GameSession {
  readonly net: SessionNet;
  private listeners = new Set<(events: GameEvent[]) => void>();
  private offs: (() => void)[] = [];
  private busy = false;
  /** The guest's own moves since the last one that cannot be taken back (the host has the last word). */
  private undoable = 0;
  private closed = false;
  private readonly endpoint: { close(): void } | null;
  /**
   * Every view this device received, in order, with what caused it: a guest never holds the game's
   * log, so its replay is its own view stepped through (kept in memory while the page lives).
   */
  readonly seenViews: SeenView[] = [];
  /** Where seenViews are kept across reloads (see keepViews), and its writes, one after another. */
  private viewStore: ViewStore | null = null;
  private viewWrites: Promise<unknown> = Promise.resolve();
  /**
   * Its own seat on autoplay: asked by the same bot policy as an authority's bots (the host still
   * has the last word on each move), paced by the screen showing the game.
   */
  private screen: BotScreen | null = null;
  private autoplay = false;
  private readonly bots = new BotTurns({
    live: () => !this.closed && this.screen !== null,
    isBot: (seat) => this.autoplay && seat === this.client.seat,
    pending: () => this.pending(),
    owes: (seat) => this.choices(seat).length > 0,
    version: () => this.version,
    view: () => this.client.view,
    choices: (seat) => this.choices(seat),
    act: (seat, choice) => this.act(seat, choice).then((res) => (res.ok ? res : refusal(res))),
  }, (request) => this.screen?.driver(request) ?? NOT_NOW, (seat, reason) => this.screen?.failed(seat, reason));

  constructor(
    readonly client: GuestClient<any>, readonly room: string,
    options: { spectator?: boolean; endpoint?: { close(): void } } = {},
  ) {
    this.endpoint = options.endpoint ?? null;
    this.net = {
      role: options.spectator ? 'spectator' : 'guest',
      link: () => (client.status === 'joined' ? 'ok' : client.status === 'refused' || client.status === 'closed' ? 'closed' : 'reconnecting'),
      seatStatus: (seat) => {
        const s = client.seats.find((x) => x.seat === seat);
        // Without the host, the seats played on its device are the ones gone (not the other guests).
        if (client.status !== 'joined' && s && (s.kind === 'local' || s.kind === 'ai')) return 'reconnecting';
        return s?.status ?? 'open';
      },
      // The host's seats are 'local' in the seat list; a hand-over changes which ones, for everyone.
      hostSeat: () => client.seats.find((s) => s.kind === 'local')?.seat ?? null,
    };
    this.offs.push(
      client.on('view', (u) => {
        if (u.full || !u.mine) this.undoable = 0;
        if (this.seenViews.length < MAX_HISTORY) this.storeView(this.seenViews.push({ view: u.view, events: u.events }) - 1);
        this.notify(u.events);
      }),
      client.on('secret-phase', () => this.notify([])),
      client.on('seat-status', () => this.notify([])),
      client.on('lobby', () => this.notify([])),
      client.on('status', () => this.notify([])),
    );
  }

  /** A new game began in the room (its first view is the last seen): the finished one's views go. */
  newMatch(): void {
    this.seenViews.splice(0, this.seenViews.length - 1);
    this.undoable = 0;
    const store = this.viewStore;
    if (store) this.queueViewWrite(() => store.clear(this.room)).storeView(0);
  }

  /** The game's rules, as the host's welcome named them: read only once joined (screens of a game). */
  get module(): GameModule<any, any> {
    const module = this.client.module;
    if (!module) throw new Error('The game is not known before the host has welcomed this guest.');
    return module;
  }

  /**
   * Keeps the views received in `store` as they come, after putting back in front of them those an
   * earlier page of this room received (a reload): the guest's replay still starts where its game
   * did. The first view after a reload repeats the last one stored when nothing moved meanwhile.
   */
  async keepViews(store: ViewStore): Promise<void> {
    const earlier = (await store.load(this.room).catch(() => [])).slice(0, MAX_HISTORY);
    const now = this.seenViews.splice(0);
    const first = now[0];
    const last = earlier[earlier.length - 1];
    const repeat = first !== undefined && last !== undefined && hashState(first.view) === hashState(last.view);
    this.seenViews.push(...earlier, ...(repeat ? now.slice(1) : now).slice(0, MAX_HISTORY - earlier.length));
    this.viewStore = store;
    for (let i = earlier.length; i < this.seenViews.length; i++) this.storeView(i);
  }

  private storeView(index: number): void {
    const store = this.viewStore;
    const seen = this.seenViews[index];
    if (store && seen) this.queueViewWrite(() => store.put(this.room, index, seen));
  }

  /** Storage failing only costs the replay after a reload: the game goes on. */
  private queueViewWrite(write: () => Promise<void>): this {
    this.viewWrites = this.viewWrites.then(write).catch(() => {});
    return this;
  }

  /** Resolves when every view so far is written (for tests). */
  viewsWritten(): Promise<unknown> { return this.viewWrites; }

  get id(): string { return this.room; }
  get version(): number { return this.client.version; }
  get started(): boolean { return this.client.started; }

  get seats(): SeatInfo[] {
    // A bot's level is the host's business: guests show a bot seat by its name alone.
    return this.client.seats.map((s): SeatInfo => ({ name: s.name, kind: s.seat === this.client.seat ? 'human' : 'remote', color: s.color }));
  }

  pending(): Pending[] {
    const phase = this.client.phase;
    return this.client.pending.filter((p) => !(phase && phase.kind === p.kind && phase.committed.includes(p.seat)));
  }

  choices(seat: Seat): Choice[] {
    // Without the host nothing can be played: no "your move" while it is away.
    if (seat !== this.client.seat || this.busy || this.client.status !== 'joined' || !this.client.owes()) return [];
    return this.client.choices();
  }

  /** Only ever its own view (a spectator: the public one), whoever asks. */
  view(_viewer?: Viewer): unknown { return this.client.view; }

  async act(seat: Seat, choice: unknown): Promise<ActOutcome> {
    if (seat !== this.client.seat) return NOT_LOCAL;
    if (this.busy) return { ok: false, error: { code: 'busy', reason: 'The previous move is on its way.' } };
    const secret = this.client.owes()?.secret === true;
    const barrier = secret || this.isFinal(seat, choice);
    this.busy = true;
    this.notify([]);
    let res: GuestOutcome;
    try {
      res = await this.client.act(choice);
    } finally {
      this.busy = false;
    }
    if (res.ok) this.undoable = barrier ? 0 : this.undoable + 1;
    this.notify([]);
    return actOutcome(res);
  }

  async undo(seat: Seat): Promise<ActOutcome> {
    if (seat !== this.client.seat) return NOT_LOCAL;
    this.busy = true;
    this.notify([]);
    let res: GuestOutcome;
    try {
      res = await this.client.undo();
    } finally {
      this.busy = false;
    }
    this.undoable = res.ok ? Math.max(0, this.undoable - 1) : 0;
    this.notify([]);
    return actOutcome(res);
  }

  canUndo(seat: Seat): boolean {
    if (seat !== this.client.seat || this.busy || this.client.status !== 'joined') return false;
    // Not once a secret pick is committed: the pick itself cannot be taken back.
    const phase = this.client.phase;
    if (phase && phase.committed.includes(seat)) return false;
    // The host says with each view whether it would take the last move back: true after a rejoin
    // too (the own-move count below starts again from a whole view).
    return this.client.canUndo ?? this.undoable > 0;
  }

  /**
   * From the guest's own view: hidden parts are blank there, but whether a move ends the turn is
   * public. A view that is not shaped like a state (one may have counts where a bag and decks are)
   * is first filled in by the module's `sampleConsistent`: whether a move is final does not depend
   * on what is hidden.
   */
  isFinal(seat: Seat, choice: unknown): boolean {
    const res = this.trial(seat, choice);
    return res !== null && res.ok && res.barrier;
  }

  /** The events of that trial, for the reason the confirm gives (the presenter words their kinds only). */
  finalEvents(seat: Seat, choice: unknown): GameEvent[] {
    const res = this.trial(seat, choice);
    return res !== null && res.ok ? res.events : [];
  }

  /** The choice tried on the guest's own view, or on a state sampled from it (null: neither works). */
  private trial(seat: Seat, choice: unknown): ApplyResult<unknown> | null {
    const view = this.client.view;
    if (view === null) return null;
    try {
      return this.module.apply(view, seat, choice);
    } catch {
      try {
        return this.module.apply(this.module.sampleConsistent(view, seat, `final:${this.client.version}`), seat, choice);
      } catch {
        return null;
      }
    }
  }

  result(): GameResult | null {
    const view = this.client.view;
    if (view === null || this.client.pending.length > 0) return null;
    try {
      return this.module.result(view);
    } catch {
      return null;
    }
  }

  hash(): string | null { return this.client.view === null ? null : hashState(this.client.view); }

  subscribe(cb: (events: GameEvent[]) => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  flush(): Promise<unknown> { return Promise.resolve(); }

  localSeats(): Seat[] { return this.client.seat === null ? [] : [this.client.seat]; }
  botSeats(): Seat[] { return []; }
  seatStatus(seat: Seat): SeatStatus { return this.net.seatStatus(seat); }

  /** The page goes away: the connection closes now, so the host notices at once (the seat stays). */
  dropLinks(): void {
    this.endpoint?.close();
  }

  /** Leaves the room for good (the stored seat secret stays, to come back later by the link). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.bots.stop();
    for (const off of this.offs) off();
    this.listeners.clear();
    this.client.leave();
    this.endpoint?.close();
  }

  botScreen(screen: BotScreen | null): void {
    this.screen = screen;
    if (!screen) this.autoplay = false;
    this.bots.wake();
  }

  setAutoplay(seat: Seat, on: boolean): void {
    if (seat !== this.client.seat) return;
    this.autoplay = on;
    this.bots.wake();
  }

  private notify(events: GameEvent[]): void {
    for (const cb of [...this.listeners]) cb(events);
    this.bots.wake();
  }
}
