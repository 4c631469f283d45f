// GuestClient: one seat (or a spectator) on another device. It never sees the game state: only its
// own view, kept up to date from the host's deltas. It keeps its seat secret through a storage hook
// (the UI keeps it in IndexedDB), commits to secret picks before revealing them, watches the host
// with a heartbeat and reconnects with the same secret after a reload or a dropped connection.
import type { Choice, GameEvent, GameModule, Pending } from '../engine/types.ts';
import { hashState } from '../engine/hash.ts';
import { applyPatches } from './delta.ts';
import { Emitter } from './emitter.ts';
import {
  PROTOCOL_VERSION, decodeHostMessage, encode,
  type GuestMessage, type HostMessage, type RejectedMsg, type SeatPublic, type SeatStatus, type SecretPhase, type ViewMsg, type WelcomeMsg,
} from './protocol.ts';
import { commitHash, cryptoRandom, randomHex, type RandomBytes } from './secret.ts';
import type { Connector, Link } from './transport.ts';

export interface SecretPick {
  round: string;
  choice: unknown;
  salt: string;
}

/** What a guest must keep to take its seat back after a reload. */
export interface GuestRecord {
  room: string;
  seat: number;
  secret: string;
  name: string;
  color: number;
  /** A committed secret choice not yet revealed: needed to reveal it after a reload. */
  pick?: SecretPick;
}

export interface GuestStorage {
  load(room: string): GuestRecord | null | Promise<GuestRecord | null>;
  save(record: GuestRecord): void | Promise<void>;
  clear(room: string): void | Promise<void>;
}

/** Storage that lasts as long as the page: for tests and for guests who do not want to be remembered. */
export function memoryGuestStorage(): GuestStorage & { records: Map<string, GuestRecord> } {
  const records = new Map<string, GuestRecord>();
  return {
    records,
    load: (room) => structuredClone(records.get(room) ?? null),
    save: (record) => void records.set(record.room, structuredClone(record)),
    clear: (room) => void records.delete(room),
  };
}

export type GuestStatus = 'idle' | 'connecting' | 'joined' | 'reconnecting' | 'refused' | 'closed';
export type GuestOutcome = { ok: true } | { ok: false; reason: string; detail: string };

export interface ViewUpdate<V> {
  view: V;
  version: number;
  events: GameEvent[];
  pending: Pending[];
  /** True for a full view (join, resync), false for a delta. */
  full: boolean;
  /** Set when this update is the result of this guest's own intent. */
  mine: boolean;
}

export interface GuestEvents<V> {
  status: { status: GuestStatus; reason?: string; detail?: string };
  welcome: { seat: number | null; game: string; options: unknown };
  lobby: SeatPublic[];
  view: ViewUpdate<V>;
  'secret-phase': SecretPhase | null;
  'seat-status': { seat: number; status: SeatStatus };
  rejected: RejectedMsg;
  /** A host message this guest could not use (malformed, out of order). */
  log: { reason: string; detail: string };
}

export interface GuestOptions<V> {
  module: GameModule<any, any, Choice, V>;
  room: string;
  connect: Connector;
  name: string;
  color: number;
  /** A preferred seat when joining for the first time. */
  seat?: number;
  spectator?: boolean;
  storage?: GuestStorage;
  heartbeatMs?: number;
  timeoutMs?: number;
  /** How long to wait for the host's welcome after connecting. */
  joinTimeoutMs?: number;
  requestTimeoutMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  random?: RandomBytes;
}

interface Waiting {
  kind: 'intent' | 'undo' | 'commit';
  round?: string;
  resolve(outcome: GuestOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

const FATAL_FOR_RECORD = new Set(['bad-secret', 'seat-reassigned']);

export class GuestClient<V = unknown> {
  status: GuestStatus = 'idle';
  seat: number | null = null;
  view: V | null = null;
  version = -1;
  pending: Pending[] = [];
  seats: SeatPublic[] = [];
  phase: SecretPhase | null = null;
  game: { id: string; format: number; options: unknown } | null = null;
  started = false;
  /** Traffic counters, characters received. */
  readonly stats = { messagesIn: 0, charsIn: 0, resyncs: 0 };

  private secret: string | null = null;
  private secretKinds = new Set<string>();
  private pick: SecretPick | null = null;
  private revealedRound: string | null = null;
  private link: Link | null = null;
  private unlink: () => void = () => {};
  private lastSeen = 0;
  private awaitingFullSince = 0;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectAttempt = 0;
  private nextId = 1;
  private waiting = new Map<number, Waiting>();
  private welcomeWaiter: ((result: GuestOutcome) => void) | null = null;
  private readonly emitter = new Emitter<GuestEvents<V>>();
  private readonly opts: Required<Omit<GuestOptions<V>, 'seat' | 'spectator' | 'storage'>> & GuestOptions<V>;

  constructor(options: GuestOptions<V>) {
    this.opts = {
      heartbeatMs: 2_000, timeoutMs: 8_000, joinTimeoutMs: 10_000, requestTimeoutMs: 15_000,
      reconnectMinMs: 500, reconnectMaxMs: 5_000, random: cryptoRandom, ...options,
    };
  }

  on<K extends keyof GuestEvents<V>>(event: K, cb: (payload: GuestEvents<V>[K]) => void): () => void {
    return this.emitter.on(event, cb);
  }

  /** Joins the room: takes back a stored seat (same secret), else a free seat, or watches as a spectator. */
  async join(): Promise<GuestOutcome> {
    if (this.status === 'joined' || this.status === 'connecting') return { ok: false, reason: 'busy', detail: `Already ${this.status}.` };
    if (!this.opts.spectator && this.opts.storage) {
      const record = await this.opts.storage.load(this.opts.room);
      if (record && record.room === this.opts.room) {
        this.seat = record.seat;
        this.secret = record.secret;
        this.pick = record.pick ?? null;
      }
    }
    this.setStatus('connecting');
    const result = await this.connectOnce();
    if (!result.ok && (this.status as GuestStatus) === 'connecting') this.setStatus('idle', result.reason, result.detail);
    if (result.ok) this.ensureHeartbeat();
    return result;
  }

  /** Leaves for good: closes the link and stops every timer (the stored secret is kept). */
  leave(): void {
    this.stopTimers();
    this.dropLink();
    this.failWaiting('closed', 'The guest left.');
    this.setStatus('closed');
  }

  /**
   * This seat's legal choices in its current view. A view that is not shaped like a state (Copan's
   * has a count where the bag is: a placement from the bag with an empty hand looks at the bag) is
   * first filled in by the module's `sampleConsistent`; the host checks the choice on its state.
   */
  choices(): Choice[] {
    if (this.view === null || this.seat === null) return [];
    const { module } = this.opts;
    try {
      return module.choices(this.view as never, this.seat);
    } catch {
      return module.choices(module.sampleConsistent(this.view as never, this.seat, `choices:${this.version}`), this.seat);
    }
  }

  /** What this seat owes now; null when nothing is owed, or while waiting for others' secret picks. */
  owes(): { kind: string; secret: boolean } | null {
    if (this.seat === null || this.status !== 'joined') return null;
    const p = this.pending.find((x) => x.seat === this.seat);
    if (!p) return null;
    const phase = this.phase;
    if (phase && phase.seats.includes(this.seat) && phase.kind === p.kind) {
      if (this.pick?.round === phase.round) return null;
      return { kind: p.kind, secret: true };
    }
    if (this.secretKinds.has(p.kind)) return null; // the secret phase opens in a moment
    return { kind: p.kind, secret: false };
  }

  /** Sends a choice: an intent, or for a secret decision a commitment (revealed once all have committed). */
  async act(choice: unknown): Promise<GuestOutcome> {
    if (this.status !== 'joined' || this.seat === null || this.secret === null) return this.notReady();
    const seat = this.seat;
    const p = this.pending.find((x) => x.seat === seat);
    const phase = this.phase;
    if (phase && p && phase.seats.includes(seat) && phase.kind === p.kind) {
      const salt = randomHex(this.opts.random);
      this.pick = { round: phase.round, choice, salt };
      this.revealedRound = null;
      await this.persist();
      const id = this.nextId++;
      const done = this.wait(id, 'commit', phase.round);
      this.send({ v: PROTOCOL_VERSION, type: 'commit', id, seat, secret: this.secret, round: phase.round, hash: commitHash(choice, salt) });
      return done;
    }
    if (p && this.secretKinds.has(p.kind)) return { ok: false, reason: 'wait', detail: 'The secret decision is not open yet.' };
    const id = this.nextId++;
    const done = this.wait(id, 'intent');
    this.send({ v: PROTOCOL_VERSION, type: 'intent', id, seat, secret: this.secret, version: this.version, choice });
    return done;
  }

  async undo(): Promise<GuestOutcome> {
    if (this.status !== 'joined' || this.seat === null || this.secret === null) return this.notReady();
    const id = this.nextId++;
    const done = this.wait(id, 'undo');
    this.send({ v: PROTOCOL_VERSION, type: 'undo', id, seat: this.seat, secret: this.secret, version: this.version });
    return done;
  }

  /** Asks the host for the whole view again. */
  resync(): void {
    this.awaitingFullSince = Date.now();
    this.stats.resyncs++;
    this.send({ v: PROTOCOL_VERSION, type: 'resync' });
  }

  // ---- connection ----

  private async connectOnce(): Promise<GuestOutcome> {
    let link: Link;
    try {
      link = await this.opts.connect();
    } catch (error) {
      return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
    }
    if (this.status === 'closed') {
      link.close();
      return { ok: false, reason: 'closed', detail: 'The guest left.' };
    }
    this.dropLink();
    this.link = link;
    this.lastSeen = Date.now();
    const offMessage = link.onMessage((data) => this.onData(link, data));
    const offClose = link.onClose(() => this.onLinkClosed(link));
    this.unlink = () => { offMessage(); offClose(); };
    const welcomed = new Promise<GuestOutcome>((resolve) => {
      const timer = setTimeout(() => finish({ ok: false, reason: 'timeout', detail: 'The host did not answer.' }), this.opts.joinTimeoutMs);
      const finish = (result: GuestOutcome) => {
        clearTimeout(timer);
        if (this.welcomeWaiter === finish) this.welcomeWaiter = null;
        resolve(result);
      };
      this.welcomeWaiter = finish;
    });
    const hello: GuestMessage = { v: PROTOCOL_VERSION, type: 'hello', room: this.opts.room, name: this.opts.name, color: this.opts.color };
    if (this.opts.spectator) hello.spectator = true;
    else if (this.secret !== null && this.seat !== null) {
      hello.seat = this.seat;
      hello.secret = this.secret;
    } else if (this.opts.seat !== undefined) hello.seat = this.opts.seat;
    this.send(hello);
    if (!link.isOpen) this.onLinkClosed(link);
    const result = await welcomed;
    if (!result.ok && this.link === link) this.dropLink();
    return result;
  }

  private dropLink(): void {
    const link = this.link;
    this.unlink();
    this.unlink = () => {};
    this.link = null;
    if (link?.isOpen) link.close();
  }

  private onLinkClosed(link: Link): void {
    if (link !== this.link) return;
    this.dropLink();
    this.welcomeWaiter?.({ ok: false, reason: 'closed', detail: 'The connection closed.' });
    this.lostHost();
  }

  /** The host is gone or silent: keep trying with the same secret until leave(). */
  private lostHost(): void {
    this.failWaiting('disconnected', 'The connection to the host was lost.');
    if (this.status !== 'joined') return;
    this.setStatus('reconnecting');
    this.reconnectAttempt = 0;
    this.scheduleReconnect(0);
  }

  private scheduleReconnect(delay: number): void {
    if (this.reconnectTimer || this.status !== 'reconnecting') return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.reconnect();
    }, delay);
  }

  private async reconnect(): Promise<void> {
    if (this.status !== 'reconnecting') return;
    const result = await this.connectOnce();
    if (result.ok || this.status !== 'reconnecting') return;
    this.reconnectAttempt++;
    const { reconnectMinMs: min, reconnectMaxMs: max } = this.opts;
    this.scheduleReconnect(Math.min(max, min * 2 ** Math.min(this.reconnectAttempt - 1, 10)));
  }

  private ensureHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.tick(), this.opts.heartbeatMs);
  }

  private tick(): void {
    if (!this.link || this.status !== 'joined') return;
    const now = Date.now();
    if (now - this.lastSeen > this.opts.timeoutMs) {
      this.dropLink();
      this.lostHost();
      return;
    }
    this.send({ v: PROTOCOL_VERSION, type: 'ping', n: now });
    if (this.awaitingFullSince && now - this.awaitingFullSince > this.opts.timeoutMs / 2) this.resync();
  }

  private stopTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.heartbeat = null;
    this.reconnectTimer = null;
  }

  private send(msg: GuestMessage): void {
    if (this.link?.isOpen) this.link.send(encode(msg));
  }

  private setStatus(status: GuestStatus, reason?: string, detail?: string): void {
    if (this.status === status && reason === undefined) return;
    this.status = status;
    const payload: GuestEvents<V>['status'] = { status };
    if (reason !== undefined) payload.reason = reason;
    if (detail !== undefined) payload.detail = detail;
    this.emitter.emit('status', payload);
  }

  private async persist(): Promise<void> {
    const storage = this.opts.storage;
    if (!storage || this.opts.spectator || this.seat === null || this.secret === null) return;
    const record: GuestRecord = { room: this.opts.room, seat: this.seat, secret: this.secret, name: this.opts.name, color: this.opts.color };
    if (this.pick) record.pick = this.pick;
    try {
      await storage.save(record);
    } catch (error) {
      this.emitter.emit('log', { reason: 'storage', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  // ---- requests waiting for an answer ----

  private wait(id: number, kind: Waiting['kind'], round?: string): Promise<GuestOutcome> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(id, { ok: false, reason: 'timeout', detail: 'The host did not answer.' }), this.opts.requestTimeoutMs);
      const entry: Waiting = { kind, resolve, timer };
      if (round !== undefined) entry.round = round;
      this.waiting.set(id, entry);
    });
  }

  private settle(id: number, outcome: GuestOutcome): void {
    const entry = this.waiting.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.waiting.delete(id);
    entry.resolve(outcome);
  }

  private failWaiting(reason: string, detail: string): void {
    for (const id of [...this.waiting.keys()]) this.settle(id, { ok: false, reason, detail });
  }

  private notReady(): GuestOutcome {
    if (this.seat === null && this.status === 'joined') return { ok: false, reason: 'spectator', detail: 'Spectators cannot act.' };
    return { ok: false, reason: 'not-connected', detail: `The guest is ${this.status}.` };
  }

  // ---- messages from the host ----

  private onData(link: Link, raw: unknown): void {
    if (link !== this.link) return;
    this.lastSeen = Date.now();
    if (typeof raw === 'string') {
      this.stats.messagesIn++;
      this.stats.charsIn += raw.length;
    }
    const decoded = decodeHostMessage(raw);
    if (!decoded.ok) {
      this.emitter.emit('log', { reason: decoded.reason, detail: decoded.detail });
      return;
    }
    const msg = decoded.msg;
    if (msg.type === 'ping') return this.send({ v: PROTOCOL_VERSION, type: 'pong', n: msg.n });
    if (msg.type === 'pong') return;
    if (msg.type === 'rejected') return this.onRejected(msg);
    if (msg.type === 'welcome') return this.onWelcome(msg);
    if (this.welcomeWaiter) return; // nothing counts before the welcome
    this.handle(msg);
  }

  private handle(msg: HostMessage): void {
    switch (msg.type) {
      case 'lobby':
        this.seats = msg.seats;
        this.started = msg.started;
        this.emitter.emit('lobby', msg.seats);
        return;
      case 'seat-status': {
        const seat = this.seats.find((s) => s.seat === msg.seat);
        if (seat) {
          seat.status = msg.status;
          seat.connected = msg.status === 'connected' || msg.status === 'local' || msg.status === 'ai';
        }
        this.emitter.emit('seat-status', { seat: msg.seat, status: msg.status });
        return;
      }
      case 'secret-phase':
        return this.onPhase(msg.phase);
      case 'view':
        return this.onView(msg);
    }
  }

  private onWelcome(msg: WelcomeMsg): void {
    const waiter = this.welcomeWaiter;
    if (!waiter) return this.emitter.emit('log', { reason: 'unexpected', detail: 'welcome' });
    if (msg.room !== this.opts.room) return waiter({ ok: false, reason: 'wrong-room', detail: msg.room });
    if (msg.game !== this.opts.module.id || msg.gameFormat !== this.opts.module.formatVersion) {
      this.setStatus('refused', 'game-mismatch', `${msg.game} v${msg.gameFormat}`);
      this.dropLink();
      const refused = () => waiter({ ok: false, reason: 'game-mismatch', detail: `The host plays ${msg.game} (rules v${msg.gameFormat}).` });
      // The host gave us a seat already: keep its secret, so a client with the right rules (same
      // storage) takes that seat back instead of finding every seat taken.
      if (msg.seat === null || msg.secret === null) return refused();
      this.seat = msg.seat;
      this.secret = msg.secret;
      return void this.persist().then(refused);
    }
    if (msg.seat !== null && msg.seat !== this.seat) this.pick = null;
    this.seat = msg.seat;
    this.secret = msg.secret;
    this.game = { id: msg.game, format: msg.gameFormat, options: msg.options };
    this.secretKinds = new Set(msg.secretKinds);
    this.seats = msg.seats;
    this.started = msg.started;
    this.revealedRound = null;
    // A started game sends the whole view right after the welcome: deltas wait for it.
    this.awaitingFullSince = msg.started ? Date.now() : 0;
    void this.persist();
    this.setStatus('joined');
    this.emitter.emit('welcome', { seat: msg.seat, game: msg.game, options: msg.options });
    this.emitter.emit('lobby', msg.seats);
    waiter({ ok: true });
  }

  private onRejected(msg: RejectedMsg): void {
    this.emitter.emit('rejected', msg);
    if (msg.ref !== undefined) this.settle(msg.ref, { ok: false, reason: msg.reason, detail: msg.detail });
    if (!msg.fatal) return;
    if (FATAL_FOR_RECORD.has(msg.reason) && this.opts.storage) {
      void this.opts.storage.clear(this.opts.room);
      this.seat = null;
      this.secret = null;
      this.pick = null;
    }
    this.dropLink();
    this.stopTimers();
    this.failWaiting(msg.reason, msg.detail);
    this.setStatus('refused', msg.reason, msg.detail);
    this.welcomeWaiter?.({ ok: false, reason: msg.reason, detail: msg.detail });
  }

  private onPhase(phase: SecretPhase | null): void {
    this.phase = phase;
    const seat = this.seat;
    if (this.pick && this.pick.round !== phase?.round) {
      this.pick = null;
      void this.persist();
    }
    if (phase && seat !== null && this.secret !== null && phase.seats.includes(seat)) {
      const committed = phase.committed.includes(seat);
      for (const [id, w] of this.waiting) if (w.kind === 'commit' && w.round === phase.round && committed) this.settle(id, { ok: true });
      const pick = this.pick?.round === phase.round ? this.pick : null;
      if (pick && !committed) {
        // The host lost our commitment (it was rebuilt): commit the same choice again.
        this.send({ v: PROTOCOL_VERSION, type: 'commit', id: this.nextId++, seat, secret: this.secret, round: phase.round, hash: commitHash(pick.choice, pick.salt) });
      } else if (pick && phase.stage === 'reveal' && this.revealedRound !== phase.round) {
        this.revealedRound = phase.round;
        this.send({ v: PROTOCOL_VERSION, type: 'reveal', id: this.nextId++, seat, secret: this.secret, round: phase.round, choice: pick.choice, salt: pick.salt });
      }
    }
    this.emitter.emit('secret-phase', phase);
  }

  private onView(msg: ViewMsg): void {
    if (msg.viewer !== (this.seat ?? 'spectator')) return this.emitter.emit('log', { reason: 'wrong-viewer', detail: String(msg.viewer) });
    let next: V;
    const full = msg.from === null;
    if (full) {
      next = msg.full as V;
    } else {
      if (this.awaitingFullSince) return; // deltas are useless until the full view arrives
      if (this.view === null || msg.from !== this.version) {
        this.emitter.emit('log', { reason: 'version-gap', detail: `have ${this.version}, delta from ${String(msg.from)}` });
        return this.resync();
      }
      const patched = applyPatches(this.view, msg.delta ?? []);
      if (!patched.ok) {
        this.emitter.emit('log', { reason: 'bad-delta', detail: patched.reason });
        return this.resync();
      }
      next = patched.value;
    }
    if (hashState(next) !== msg.hash) {
      this.emitter.emit('log', { reason: 'hash-mismatch', detail: `version ${msg.version}` });
      if (!full) return this.resync();
    }
    this.view = next;
    this.version = msg.version;
    this.pending = msg.pending;
    this.awaitingFullSince = 0;
    const mine = msg.ack !== undefined && this.waiting.has(msg.ack);
    if (msg.ack !== undefined) this.settle(msg.ack, { ok: true });
    this.emitter.emit('view', { view: next, version: msg.version, events: msg.events, pending: msg.pending, full, mine });
  }
}
