// HostRoom: the only authority of a networked game. It holds the match, the seats and their
// secrets; validates every guest message (schema, seat secret, version, engine); sends each
// connection only its own seat's view, as a delta; runs commit-reveal for simultaneous secret
// decisions; watches every connection with a heartbeat. Local and AI seats act through SeatHandles,
// the same checks without the network.
import type { ApplyErr, Choice, GameEvent, GameModule, Pending, Viewer } from '../engine/types.ts';
import { act, createMatch, fromSaveFile, toSaveFile, undo, undoBlocker, type Match, type SaveFile } from '../engine/match.ts';
import { hashState } from '../engine/hash.ts';
import { diff } from './delta.ts';
import { Emitter } from './emitter.ts';
import {
  PROTOCOL_VERSION, cleanName, decodeGuestMessage, encode, LIMITS,
  type CommitMsg, type GuestMessage, type HelloMsg, type HostMessage, type IntentMsg, type RevealMsg,
  type SeatPublic, type SeatStatus, type SecretPhase, type UndoMsg, type ViewMsg,
} from './protocol.ts';
import { SecretRound } from './secret-round.ts';
import {
  SECRET_KINDS, type AiRequest, type HostCommonOptions, type HostCreateOptions, type HostEvents, type HostSeatConfig,
  type HostSnapshot, type LogEntry, type Outcome, type SeatHandle, type SeatSnapshot, type StateChange,
} from './host-types.ts';
import { commitHash, cryptoRandom, randomHex, sameSecret } from './secret.ts';
import type { Link } from './transport.ts';

export * from './host-types.ts';

interface SeatRecord extends SeatSnapshot {
  conn: Conn | null;
  status: SeatStatus;
}

interface Conn {
  id: number;
  link: Link;
  joined: boolean;
  seat: number | null;
  openedAt: number;
  lastSeen: number;
  silent: boolean;
  /** The view this connection holds, and its version (null: send the next one whole). */
  view: unknown;
  viewVersion: number | null;
  strikes: number;
  resyncBudget: number;
  unsubscribe: () => void;
}

interface LocalPick {
  round: string;
  choice: unknown;
  salt: string;
}

const MINUTE = 60_000;
const RESYNC_BURST = 3;

export class HostRoom<S = unknown, O = unknown, V = unknown> {
  readonly room: string;
  private match: Match<S, O>;
  private seats: SeatRecord[];
  private conns = new Set<Conn>();
  private nextConnId = 1;
  private round: SecretRound | null = null;
  private announcedRound: string | null = null;
  private localPicks = new Map<number, LocalPick>();
  private viewCache = new Map<Viewer, { view: V; hash: string }>();
  private aiInFlight = new Set<number>();
  private aiTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private strikeReset = 0;
  private closed = false;
  private isStarted: boolean;
  private readonly emitter = new Emitter<HostEvents>();
  private readonly secretKinds: ReadonlySet<string>;
  private readonly opts: Required<Omit<HostCommonOptions<V>, 'ai' | 'secretKinds' | 'eventsFor'>> & HostCommonOptions<V>;
  /** Recent dropped and refused messages, oldest first. */
  readonly log: LogEntry[] = [];
  /** Traffic counters (messages and characters sent). */
  readonly stats = { messagesOut: 0, charsOut: 0, viewsOut: 0, viewCharsOut: 0 };

  private constructor(
    readonly module: GameModule<S, O, Choice, V>,
    room: string,
    match: Match<S, O>,
    seats: SeatSnapshot[],
    started: boolean,
    options: HostCommonOptions<V>,
  ) {
    this.room = room;
    this.match = match;
    this.isStarted = started;
    this.opts = {
      heartbeatMs: 2_000, timeoutMs: 8_000, helloTimeoutMs: 10_000, maxSpectators: 8, maxStrikes: 120,
      random: cryptoRandom, logSize: 500, colors: LIMITS.colors, ...options,
    };
    this.secretKinds = new Set(options.secretKinds ?? SECRET_KINDS[module.id] ?? []);
    this.seats = seats.map((s) => ({ ...s, conn: null, status: 'open' }));
    for (const rec of this.seats) rec.status = this.statusOf(rec);
  }

  static create<S, O, V>(opts: HostCreateOptions<S, O, V>): HostRoom<S, O, V> {
    const { module } = opts;
    let match = opts.match;
    if (!match) {
      if (opts.options === undefined || opts.seed === undefined) throw new Error('HostRoom.create needs a match or options + seed');
      match = createMatch(module, opts.options, opts.seed);
    }
    const count = module.seatCount(match.state);
    if (opts.seats.length !== count) throw new Error(`the game has ${count} seats, ${opts.seats.length} configured`);
    if (count > LIMITS.seats) throw new Error('too many seats');
    const random = opts.random ?? cryptoRandom;
    const seats = opts.seats.map((c, seat): SeatSnapshot => ({
      kind: c.kind,
      name: cleanName(c.name ?? '') || `Player ${seat + 1}`,
      color: c.color ?? seat,
      secret: randomHex(random),
      claimed: c.kind !== 'remote',
    }));
    const room = new HostRoom(module, opts.room, match, seats, opts.started ?? false, opts);
    room.afterStartChange();
    return room;
  }

  /** Rebuilds a room from a snapshot (the match is replayed from its log and checked by hash). */
  static restore<S, O, V>(
    module: GameModule<S, O, Choice, V>, snapshot: HostSnapshot<O>, options: HostCommonOptions<V> = {},
  ): HostRoom<S, O, V> | ApplyErr {
    const loaded = fromSaveFile(module, snapshot.file);
    if (!loaded.ok) return loaded;
    if (!Array.isArray(snapshot.seats) || snapshot.seats.length !== module.seatCount(loaded.match.state))
      return { ok: false, error: { code: 'snapshot-seats', reason: 'The snapshot does not list every seat.' } };
    const room = new HostRoom(module, snapshot.room, loaded.match, snapshot.seats.map((s) => ({ ...s })), snapshot.started, options);
    room.afterStartChange();
    room.restorePicks(snapshot.picks ?? []);
    return room;
  }

  // ---- reading ----

  get started(): boolean { return this.isStarted; }
  get version(): number { return this.match.version; }
  get state(): S { return this.match.state; }
  get currentMatch(): Match<S, O> { return this.match; }
  hash(): string { return hashState(this.match.state); }
  pending(): Pending[] { return this.module.pending(this.match.state); }
  result() { return this.module.result(this.match.state); }
  secretPhase(): SecretPhase | null { return this.round?.info() ?? null; }
  saveFile(): SaveFile<O> { return toSaveFile(this.module, this.match); }

  lobby(): SeatPublic[] {
    return this.seats.map((r, seat) => ({
      seat, kind: r.kind, name: r.name, color: r.color, status: r.status,
      connected: r.status === 'connected' || r.status === 'local' || r.status === 'ai',
    }));
  }

  snapshot(): HostSnapshot<O> {
    return {
      v: 1, room: this.room, started: this.isStarted, file: this.saveFile(),
      seats: this.seats.map(({ kind, name, color, secret, claimed }) => ({ kind, name, color, secret, claimed })),
      picks: [...this.localPicks].map(([seat, p]) => ({ seat, round: p.round, choice: p.choice, salt: p.salt })),
    };
  }

  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void {
    return this.emitter.on(event, cb);
  }

  // ---- the host's own controls ----

  /** Lets play begin: views go out, AI seats start deciding. */
  start(): void {
    if (this.isStarted || this.closed) return;
    this.isStarted = true;
    this.broadcastLobby();
    for (const conn of this.conns) if (conn.joined) this.sendView(conn, []);
    this.afterStartChange();
  }

  /** Changes a seat's name, colour or kind. A new kind gets a new secret: a guest that held it is let go. */
  setSeat(seat: number, config: Partial<HostSeatConfig>): boolean {
    const rec = this.seats[seat];
    if (!rec) return false;
    if (config.name !== undefined) rec.name = cleanName(config.name) || rec.name;
    if (config.color !== undefined && Number.isInteger(config.color) && config.color >= 0 && config.color < LIMITS.colors) rec.color = config.color;
    if (config.kind !== undefined && (config.kind !== rec.kind || config.kind === 'remote')) {
      const old = rec.conn;
      if (old) {
        rec.conn = null;
        old.seat = null;
        this.send(old, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'seat-reassigned', detail: 'The host gave this seat to someone else.', fatal: true });
        this.dropConn(old, 'seat reassigned');
      }
      rec.kind = config.kind;
      rec.secret = randomHex(this.opts.random);
      rec.claimed = config.kind !== 'remote';
      this.localPicks.delete(seat);
    }
    this.refreshStatuses();
    this.broadcastLobby();
    this.scheduleAi();
    return true;
  }

  /** A gone guest's seat is played by the AI from now on. */
  replaceWithAi(seat: number): boolean {
    return this.setSeat(seat, { kind: 'ai' });
  }

  /** Acting for a local or AI seat, with the same checks as a guest's messages. */
  seat(seat: number): SeatHandle<V> | null {
    const rec = this.seats[seat];
    if (!rec || rec.kind === 'remote') return null;
    const isMine = () => this.seats[seat]?.kind !== 'remote';
    const notMine: Outcome = { ok: false, reason: 'not-local', detail: 'This seat is played from another device.' };
    return {
      seat,
      view: () => this.viewFor(seat).view,
      choices: () => this.module.choices(this.match.state, seat),
      owes: () => {
        const p = this.pending().find((x) => x.seat === seat);
        if (!p) return null;
        const secret = this.round?.has(seat) === true;
        if (secret && this.localPicks.get(seat)?.round === this.round!.id) return null;
        return { kind: p.kind, secret };
      },
      act: (choice) => (isMine() ? this.localAct(seat, choice) : notMine),
      undo: () => (isMine() ? this.undoFor(seat, null, undefined) : notMine),
      canUndo: () => undoBlocker(this.match, seat) === null,
    };
  }

  /** Stops timers and closes every connection. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.aiTimer) clearTimeout(this.aiTimer);
    for (const conn of [...this.conns]) this.dropConn(conn, 'room closed');
    this.emitter.clear();
  }

  /** `wanted` if it is in range and no taken seat has it, else the first colour nobody has. */
  private freeColour(seat: number, wanted: number): number {
    const taken = new Set(this.seats.flatMap((r, s) => (s !== seat && (r.kind !== 'remote' || r.claimed) ? [r.color] : [])));
    if (wanted < this.opts.colors && !taken.has(wanted)) return wanted;
    for (let c = 0; c < this.opts.colors; c++) if (!taken.has(c)) return c;
    return wanted; // more seats than colours: nothing better to give
  }

  /** A reloaded host commits its own seats' saved picks again, if the same decision is still open. */
  private restorePicks(picks: NonNullable<HostSnapshot['picks']>): void {
    for (const pick of picks) {
      const round = this.round;
      const rec = this.seats[pick.seat];
      if (!round || round.id !== pick.round || !round.has(pick.seat) || !rec || rec.kind === 'remote') continue;
      if (typeof pick.salt !== 'string' || !/^[0-9a-f]{1,64}$/.test(pick.salt)) continue;
      this.localPicks.set(pick.seat, { round: pick.round, choice: pick.choice, salt: pick.salt });
      const res = this.commitFor(pick.seat, round.id, commitHash(pick.choice, pick.salt));
      if (!res.ok) this.localPicks.delete(pick.seat);
    }
  }

  // ---- connections ----

  /** A guest's link arrived (from a HostEndpoint): it must say hello first. */
  accept(link: Link): void {
    if (this.closed) {
      link.close();
      return;
    }
    const now = Date.now();
    const conn: Conn = {
      id: this.nextConnId++, link, joined: false, seat: null, openedAt: now, lastSeen: now, silent: false,
      view: null, viewVersion: null, strikes: 0, resyncBudget: RESYNC_BURST, unsubscribe: () => {},
    };
    const offMessage = link.onMessage((data) => this.onData(conn, data));
    const offClose = link.onClose(() => this.onLinkClosed(conn));
    conn.unsubscribe = () => { offMessage(); offClose(); };
    this.conns.add(conn);
    this.ensureHeartbeat();
    if (!link.isOpen) this.onLinkClosed(conn);
  }

  private onData(conn: Conn, raw: unknown): void {
    if (this.closed || !this.conns.has(conn)) return;
    conn.lastSeen = Date.now();
    if (conn.silent) {
      conn.silent = false;
      this.refreshStatuses();
    }
    const decoded = decodeGuestMessage(raw);
    if (!decoded.ok) {
      this.record(conn, 'dropped', decoded.reason, decoded.detail);
      if (decoded.reason === 'protocol-version' && !conn.joined) {
        this.send(conn, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'protocol-version', detail: `This host speaks protocol ${PROTOCOL_VERSION}.`, fatal: true });
        this.dropConn(conn, 'other protocol version');
      }
      return;
    }
    this.handle(conn, decoded.msg);
  }

  private handle(conn: Conn, msg: GuestMessage): void {
    switch (msg.type) {
      case 'ping':
        this.send(conn, { v: PROTOCOL_VERSION, type: 'pong', n: msg.n });
        return;
      case 'pong':
        return;
      case 'hello':
        this.hello(conn, msg);
        return;
    }
    if (!conn.joined) {
      this.record(conn, 'dropped', 'not-joined', msg.type);
      return;
    }
    if (msg.type === 'resync') {
      // A whole view per request: a few in a row, then one per heartbeat, or it is a flood.
      if (conn.resyncBudget <= 0) return this.record(conn, 'dropped', 'resync-flood', 'too many resyncs');
      conn.resyncBudget--;
      if (this.isStarted) this.sendFull(conn);
      const phase = this.secretPhase();
      this.send(conn, { v: PROTOCOL_VERSION, type: 'secret-phase', phase });
      return;
    }
    // Seat messages: the link's own seat, with its secret.
    const refuse = (reason: string, detail: string) => this.reject(conn, reason, detail, msg.id);
    if (conn.seat === null) return refuse('spectator', 'Spectators cannot act.');
    if (msg.seat !== conn.seat) return refuse('wrong-seat', `This connection plays seat ${conn.seat}.`);
    const rec = this.seats[conn.seat];
    if (!rec || rec.kind !== 'remote' || !sameSecret(rec.secret, msg.secret)) return refuse('bad-secret', 'The seat secret does not match.');
    switch (msg.type) {
      case 'intent': return this.intent(conn, msg);
      case 'undo': return this.remoteUndo(conn, msg);
      case 'commit': return this.remoteCommit(conn, msg);
      case 'reveal': return this.remoteReveal(conn, msg);
    }
  }

  private hello(conn: Conn, msg: HelloMsg): void {
    const fatal = (reason: string, detail: string) => {
      this.reject(conn, reason, detail, undefined, true);
      this.dropConn(conn, reason);
    };
    if (conn.joined) return void this.reject(conn, 'already-joined', 'This connection has already joined.');
    if (msg.room !== this.room) return fatal('wrong-room', 'This is not the room you asked for.');
    if (msg.spectator) {
      let spectators = 0;
      for (const c of this.conns) if (c.joined && c.seat === null) spectators++;
      if (spectators >= this.opts.maxSpectators) return fatal('room-full', 'There is no room for another spectator.');
      conn.joined = true;
      this.welcome(conn, null);
      return;
    }
    let seat: number;
    if (msg.secret !== undefined) {
      const rec = msg.seat === undefined ? undefined : this.seats[msg.seat];
      if (!rec || rec.kind !== 'remote' || !rec.claimed || !sameSecret(rec.secret, msg.secret)) {
        return fatal('bad-secret', 'This seat secret is not valid here any more.');
      }
      seat = msg.seat!;
    } else {
      const open = (s: number) => this.seats[s]?.kind === 'remote' && !this.seats[s]!.claimed;
      const wanted = msg.seat !== undefined && open(msg.seat) ? msg.seat : this.seats.findIndex((_, s) => open(s));
      if (wanted < 0) return fatal('room-full', 'Every seat is taken.');
      seat = wanted;
      const rec = this.seats[seat]!;
      rec.claimed = true;
      rec.name = msg.name || `Player ${seat + 1}`;
      rec.color = this.freeColour(seat, msg.color);
    }
    const rec = this.seats[seat]!;
    const old = rec.conn;
    if (old && old !== conn) {
      old.seat = null;
      this.send(old, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'replaced', detail: 'This seat reconnected from another connection.', fatal: true });
      this.dropConn(old, 'replaced by a reconnection');
    }
    rec.conn = conn;
    conn.seat = seat;
    conn.joined = true;
    this.welcome(conn, seat);
  }

  private welcome(conn: Conn, seat: number | null): void {
    this.refreshStatuses();
    this.send(conn, {
      v: PROTOCOL_VERSION, type: 'welcome', room: this.room, game: this.module.id, gameFormat: this.module.formatVersion,
      options: this.match.options, seat, secret: seat === null ? null : this.seats[seat]!.secret, seats: this.lobby(), started: this.isStarted,
      secretKinds: [...this.secretKinds],
    });
    this.broadcastLobby();
    this.send(conn, { v: PROTOCOL_VERSION, type: 'secret-phase', phase: this.secretPhase() });
    if (this.isStarted) this.sendFull(conn);
  }

  private onLinkClosed(conn: Conn): void {
    if (!this.conns.has(conn)) return;
    this.conns.delete(conn);
    conn.unsubscribe();
    if (conn.seat !== null) {
      const rec = this.seats[conn.seat];
      if (rec?.conn === conn) rec.conn = null;
    }
    this.refreshStatuses();
  }

  private dropConn(conn: Conn, why: string): void {
    this.record(conn, 'closed', 'closed', why);
    if (conn.link.isOpen) conn.link.close();
    this.onLinkClosed(conn);
  }

  private ensureHeartbeat(): void {
    if (this.heartbeat || this.closed) return;
    this.strikeReset = Date.now();
    this.heartbeat = setInterval(() => this.tick(), this.opts.heartbeatMs);
  }

  private tick(): void {
    const now = Date.now();
    const resetStrikes = now - this.strikeReset >= MINUTE;
    if (resetStrikes) this.strikeReset = now;
    let changed = false;
    for (const conn of [...this.conns]) {
      if (resetStrikes) conn.strikes = 0;
      conn.resyncBudget = Math.min(RESYNC_BURST, conn.resyncBudget + 1);
      if (!conn.joined) {
        if (now - conn.openedAt > this.opts.helloTimeoutMs) this.dropConn(conn, 'no hello');
        continue;
      }
      this.send(conn, { v: PROTOCOL_VERSION, type: 'ping', n: now });
      if (!conn.silent && now - conn.lastSeen > this.opts.timeoutMs) {
        if (conn.seat === null) {
          this.dropConn(conn, 'spectator silent');
          continue;
        }
        conn.silent = true;
        changed = true;
      }
    }
    if (changed) this.refreshStatuses();
  }

  // ---- seat statuses and lobby ----

  private statusOf(rec: SeatRecord): SeatStatus {
    if (rec.kind === 'local') return 'local';
    if (rec.kind === 'ai') return 'ai';
    if (!rec.claimed) return 'open';
    return rec.conn && !rec.conn.silent ? 'connected' : 'reconnecting';
  }

  private refreshStatuses(): void {
    this.seats.forEach((rec, seat) => {
      const status = this.statusOf(rec);
      if (status === rec.status) return;
      rec.status = status;
      this.broadcast({ v: PROTOCOL_VERSION, type: 'seat-status', seat, status });
      this.emitter.emit('seat-status', { seat, status });
    });
  }

  private broadcastLobby(): void {
    const seats = this.lobby();
    this.broadcast({ v: PROTOCOL_VERSION, type: 'lobby', seats, started: this.isStarted });
    this.emitter.emit('lobby', seats);
  }

  // ---- sending ----

  private send(conn: Conn, msg: HostMessage): number {
    if (!conn.link.isOpen) return 0;
    const text = encode(msg);
    this.stats.messagesOut++;
    this.stats.charsOut += text.length;
    conn.link.send(text);
    return text.length;
  }

  private broadcast(msg: HostMessage): void {
    for (const conn of this.conns) if (conn.joined) this.send(conn, msg);
  }

  private viewFor(viewer: Viewer): { view: V; hash: string } {
    let cached = this.viewCache.get(viewer);
    if (!cached) {
      const view = this.module.view(this.match.state, viewer);
      cached = { view, hash: hashState(view) };
      this.viewCache.set(viewer, cached);
    }
    return cached;
  }

  private sendFull(conn: Conn): void {
    conn.view = null;
    conn.viewVersion = null;
    this.sendView(conn, []);
  }

  private sendView(conn: Conn, events: GameEvent[], ack?: number): void {
    const viewer: Viewer = conn.seat ?? 'spectator';
    const { view, hash } = this.viewFor(viewer);
    const filter = this.opts.eventsFor;
    const msg: ViewMsg = {
      v: PROTOCOL_VERSION, type: 'view', viewer, from: conn.viewVersion, version: this.match.version,
      events: filter ? filter(events, viewer) : events, pending: this.pending(), hash,
    };
    if (conn.viewVersion === null) msg.full = view;
    else msg.delta = diff(conn.view, view);
    if (ack !== undefined) msg.ack = ack;
    conn.view = view;
    conn.viewVersion = this.match.version;
    const chars = this.send(conn, msg);
    this.stats.viewsOut++;
    this.stats.viewCharsOut += chars;
  }

  private reject(conn: Conn, reason: string, detail: string, ref?: number, fatal?: boolean): void {
    this.record(conn, 'rejected', reason, detail);
    const msg: HostMessage = { v: PROTOCOL_VERSION, type: 'rejected', reason, detail: detail.slice(0, LIMITS.detail) };
    if (ref !== undefined) msg.ref = ref;
    if (fatal) msg.fatal = true;
    this.send(conn, msg);
  }

  private record(conn: Conn | null, action: LogEntry['action'], reason: string, detail: string): void {
    const entry: LogEntry = { at: Date.now(), conn: conn?.id ?? 0, seat: conn?.seat ?? null, action, reason, detail };
    this.log.push(entry);
    if (this.log.length > this.opts.logSize) this.log.splice(0, this.log.length - this.opts.logSize);
    this.emitter.emit('log', entry);
    if (conn && action !== 'closed' && ++conn.strikes > this.opts.maxStrikes && this.conns.has(conn)) {
      this.dropConn(conn, 'too many bad messages');
    }
  }

  // ---- acting ----

  private intent(conn: Conn, msg: IntentMsg): void {
    const refuse = (reason: string, detail: string) => this.reject(conn, reason, detail, msg.id);
    if (!this.isStarted) return refuse('not-started', 'The game has not started.');
    if (msg.version !== this.match.version) return refuse('stale', `The game is at version ${this.match.version}.`);
    if (this.round?.has(msg.seat)) return refuse('commit-required', 'This decision is secret: commit to it first.');
    const res = this.applyChoice(msg.seat, msg.choice, conn, msg.id);
    if (!res.ok) refuse(res.reason, res.detail);
  }

  private remoteUndo(conn: Conn, msg: UndoMsg): void {
    const refuse = (reason: string, detail: string) => this.reject(conn, reason, detail, msg.id);
    if (msg.version !== this.match.version) return refuse('stale', `The game is at version ${this.match.version}.`);
    const res = this.undoFor(msg.seat, conn, msg.id);
    if (!res.ok) refuse(res.reason, res.detail);
  }

  private remoteCommit(conn: Conn, msg: CommitMsg): void {
    const res = this.commitFor(msg.seat, msg.round, msg.hash);
    if (!res.ok) this.reject(conn, res.reason, res.detail, msg.id);
  }

  private remoteReveal(conn: Conn, msg: RevealMsg): void {
    const res = this.revealFor(msg.seat, msg.round, msg.choice, msg.salt);
    if (!res.ok) this.reject(conn, res.reason, res.detail, msg.id);
  }

  private localAct(seat: number, choice: unknown): Outcome {
    if (!this.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
    const round = this.round;
    if (round?.has(seat)) {
      const legal = this.module.apply(this.match.state, seat, choice);
      if (!legal.ok) return { ok: false, reason: legal.error.code, detail: legal.error.reason };
      const salt = randomHex(this.opts.random);
      this.localPicks.set(seat, { round: round.id, choice, salt });
      const res = this.commitFor(seat, round.id, commitHash(choice, salt));
      return res.ok ? { ok: true, committed: true } : res;
    }
    return this.applyChoice(seat, choice, null, undefined);
  }

  private applyChoice(seat: number, choice: unknown, conn: Conn | null, ack: number | undefined): Outcome {
    const res = act(this.module, this.match, seat, choice);
    if (!res.ok) return { ok: false, reason: res.error.code, detail: res.error.reason };
    this.match = res.match;
    this.changed({ seat, version: this.match.version, events: res.events, hash: '' }, conn, ack);
    return { ok: true };
  }

  private undoFor(seat: number, conn: Conn | null, ack: number | undefined): Outcome {
    if (!this.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
    const res = undo(this.match, seat);
    if (!res.ok) return { ok: false, reason: res.error.code, detail: res.error.reason };
    this.match = res.match;
    this.changed({ seat, version: this.match.version, events: [{ type: 'undo', seat }], hash: '', undo: true }, conn, ack);
    return { ok: true };
  }

  /**
   * After every applied choice or undo: the secret phase owed next is announced first (so a guest
   * reading the new view already knows it), then one view delta per connection, then the events.
   */
  private changed(change: StateChange, origin: Conn | null, ack: number | undefined): void {
    this.viewCache.clear();
    this.refreshSecretRound();
    for (const conn of this.conns) if (conn.joined) this.sendView(conn, change.events, conn === origin ? ack : undefined);
    change.hash = this.hash();
    this.emitter.emit('state', change);
    this.scheduleAi();
  }

  private afterStartChange(): void {
    this.refreshSecretRound();
    this.scheduleAi();
  }

  // ---- simultaneous secret decisions ----

  private refreshSecretRound(): void {
    const pending = this.isStarted ? this.pending().filter((p) => this.secretKinds.has(p.kind)) : [];
    const current = this.round;
    if (pending.length === 0) {
      this.round = null;
    } else {
      const kind = pending[0]!.kind;
      const seats = pending.filter((p) => p.kind === kind).map((p) => p.seat).sort((a, b) => a - b);
      if (!current || current.kind !== kind || current.seats.join() !== seats.join()) {
        this.round = new SecretRound(`${this.match.version}.${kind}`, kind, seats);
      }
    }
    if (this.round !== current) {
      for (const [seat, pick] of this.localPicks) if (pick.round !== this.round?.id) this.localPicks.delete(seat);
    }
    if ((this.round?.id ?? null) !== this.announcedRound) this.announceRound();
  }

  private announceRound(): void {
    const phase = this.secretPhase();
    this.announcedRound = phase?.round ?? null;
    this.broadcast({ v: PROTOCOL_VERSION, type: 'secret-phase', phase });
    this.emitter.emit('secret-phase', phase);
  }

  private commitFor(seat: number, roundId: string, hash: string): Outcome {
    const round = this.round;
    if (!this.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
    if (!round || !round.has(seat)) return { ok: false, reason: 'no-secret-decision', detail: 'This seat owes no secret decision now.' };
    if (roundId !== round.id) return { ok: false, reason: 'stale-round', detail: `The current secret decision is ${round.id}.` };
    const refusal = round.commit(seat, hash);
    if (refusal) return { ok: false, reason: refusal, detail: 'The commitment was refused.' };
    this.announceRound();
    if (round.stage === 'reveal') this.revealLocalPicks(round);
    this.scheduleAi();
    return { ok: true, committed: true };
  }

  /** Once every seat has committed, the host's own seats reveal like everyone else. */
  private revealLocalPicks(round: SecretRound): void {
    for (const seat of round.seats) {
      const pick = this.localPicks.get(seat);
      if (!pick || pick.round !== round.id || round.hasRevealed(seat) || this.seats[seat]?.kind === 'remote') continue;
      this.revealFor(seat, round.id, pick.choice, pick.salt);
      if (this.round !== round) return;
    }
  }

  private revealFor(seat: number, roundId: string, choice: unknown, salt: string): Outcome {
    const round = this.round;
    if (!round || !round.has(seat)) return { ok: false, reason: 'no-secret-decision', detail: 'This seat owes no secret decision now.' };
    if (roundId !== round.id) return { ok: false, reason: 'stale-round', detail: `The current secret decision is ${round.id}.` };
    const refusal = round.reveal(seat, choice, salt);
    if (refusal) return { ok: false, reason: refusal, detail: refusal === 'reveal-mismatch' ? 'The revealed choice does not match the commitment.' : 'The reveal was refused.' };
    const legal = this.module.apply(this.match.state, seat, choice);
    if (!legal.ok) {
      round.drop(seat);
      this.localPicks.delete(seat);
      this.announceRound();
      this.scheduleAi();
      return { ok: false, reason: legal.error.code, detail: legal.error.reason };
    }
    if (round.allRevealed()) this.applyReveals(round);
    return { ok: true };
  }

  /** Every seat revealed: the choices are applied in seat order, as one update. */
  private applyReveals(round: SecretRound): void {
    this.round = null;
    this.localPicks.clear();
    const events: GameEvent[] = [];
    const refused: { seat: number; reason: string; detail: string }[] = [];
    let lastSeat = -1;
    for (const { seat, choice } of round.revealed()) {
      const res = act(this.module, this.match, seat, choice);
      if (!res.ok) {
        refused.push({ seat, reason: res.error.code, detail: res.error.reason });
        continue;
      }
      this.match = res.match;
      events.push(...res.events);
      lastSeat = seat;
    }
    if (lastSeat >= 0) this.changed({ seat: lastSeat, version: this.match.version, events, hash: '' }, null, undefined);
    else this.afterStartChange();
    for (const r of refused) {
      const conn = this.seats[r.seat]?.conn;
      if (conn) this.reject(conn, r.reason, r.detail);
    }
  }

  // ---- AI seats ----

  private scheduleAi(): void {
    if (!this.opts.ai || this.closed || !this.isStarted || this.aiTimer) return;
    this.aiTimer = setTimeout(() => {
      this.aiTimer = null;
      this.driveAi();
    }, 0);
  }

  private driveAi(): void {
    const ai = this.opts.ai;
    if (!ai || this.closed) return;
    for (const p of this.pending()) {
      const seat = p.seat;
      if (this.seats[seat]?.kind !== 'ai' || this.aiInFlight.has(seat)) continue;
      const handle = this.seat(seat);
      if (!handle || handle.owes() === null) continue;
      const request: AiRequest<V> = { seat, kind: p.kind, version: this.match.version, view: handle.view(), choices: handle.choices() };
      this.aiInFlight.add(seat);
      Promise.resolve()
        .then(() => ai(request))
        .then(
          (choice) => this.aiAnswered(seat, choice),
          (error: unknown) => {
            console.error(`net: the AI for seat ${seat} failed`, error);
            this.aiAnswered(seat, undefined);
          },
        );
    }
  }

  private aiAnswered(seat: number, choice: unknown): void {
    this.aiInFlight.delete(seat);
    if (this.closed) return;
    const handle = this.seat(seat);
    if (handle && this.seats[seat]?.kind === 'ai' && handle.owes() !== null) {
      const res = handle.act(choice);
      if (!res.ok) {
        const fallback = handle.choices()[0];
        if (fallback) handle.act(fallback);
      }
    }
    this.scheduleAi();
  }
}
