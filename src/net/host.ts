// HostRoom: the only authority of a networked game. It holds the match, the seats and their
// secrets; validates every guest message (schema, seat secret, version, engine); sends each
// connection only its own seat's view, as a delta; runs commit-reveal for simultaneous secret
// decisions; watches every connection with a heartbeat. Local and AI seats act through SeatHandles,
// the same checks without the network. The room holds the state; the host-*.ts modules do the work.
import type { ApplyErr, Choice, GameModule, Pending } from '../engine/types.ts';
import { createMatch, fromSaveFile, toSaveFile, type Match, type SaveFile } from '../engine/match.ts';
import { hashState } from '../engine/hash.ts';
import { Emitter } from './emitter.ts';
import { CHAT_REACTIONS, PROTOCOL_VERSION, cleanChat, cleanName, LIMITS } from './protocol-fields.ts';
import type { SeatPublic, SecretPhase } from './protocol-host.ts';
import {
  type HostCommonOptions, type HostCreateOptions, type HostEvents, type HostSeatConfig,
  type HostSnapshot, type LogEntry, type Outcome, type RematchState, type SeatHandle, type SeatSnapshot,
} from './host-types.ts';
import { cryptoRandom, randomHex } from './secret.ts';
import type { Link } from './transport.ts';
import { NOT_LOCAL, secretPhaseOf, type Conn, type HostContext } from './host-context.ts';
import { dropConn, refreshStatuses, send, statusOf } from './host-conns.ts';
import { broadcastLobby, lobbySeats } from './host-lobby.ts';
import { sendView, viewFor } from './host-views.ts';
import { restorePicks } from './host-secrets.ts';
import { afterStartChange, changed, localAct, undoFor } from './host-acting.ts';
import { roomBots, scheduleAi } from './host-ai.ts';
import { Authority } from './authority.ts';
import { acceptLink } from './host-inbox.ts';
import { announceMove, cancelHandover, offerHost, sendHandover } from './host-handover.ts';
import { relayChat, type ChatBody } from './host-chat.ts';
import { cancelRematch, matchNumber, offerRematch, rematchState, setMatchNumber, startRematch } from './host-rematch.ts';
import { beginDraw, drawSnapshot, newDraw, restoreDraw, stopDraw, type DrawState } from './host-draw.ts';
import { canRejoin } from './host-rejoin.ts';
import { giveBack, rejoinSeat, reopenSeat, replaceWithAi, setSeat } from './host-seats.ts';

export * from './host-types.ts';

export class HostRoom<S = unknown, O = unknown, V = unknown> {
  readonly room: string;
  private readonly ctx: HostContext<S, O, V>;
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
    draw: DrawState | null,
  ) {
    this.room = room;
    // Every applied choice, reveal or undo is told to the room's connections (a guest's own message
    // is acknowledged with it).
    const core = new Authority<S, O, V>(module, match, (change, via) => {
      const from = via as { conn: Conn | null; ack: number | undefined } | undefined;
      changed(ctx, { seat: change.seat, version: change.version, events: change.events, hash: '', ...(change.undo ? { undo: true } : {}) }, from?.conn ?? null, from?.ack);
    });
    const ctx: HostContext<S, O, V> = {
      room, module, core, isStarted: started, closed: false,
      get match() { return core.match; },
      set match(m) { core.match = m; },
      seats: seats.map((s) => ({ ...s, conn: null, status: 'open', owed: null, stalled: false, returning: false })),
      conns: new Set(), nextConnId: 1, round: null, announcedRound: null, localPicks: new Map(), viewCache: new Map(),
      autoplay: new Set(), outbox: new Map(), saveTicket: 0, heartbeat: null, strikeReset: 0, draw,
      emitter: new Emitter<HostEvents>(),
      secretKinds: new Set(options.secretKinds ?? module.secretKinds ?? []),
      opts: {
        heartbeatMs: 1_000, timeoutMs: 5_000, stallMs: 60_000, helloTimeoutMs: 10_000, maxSpectators: 8, maxStrikes: 120, drawWaitMs: 10_000,
        random: cryptoRandom, logSize: 500, colors: LIMITS.colors, ...options,
      },
      log: this.log,
      stats: this.stats,
      afterStartChange: () => afterStartChange(ctx),
      seat: (seat) => this.seat(seat),
    };
    this.ctx = ctx;
    if (options.ai) core.bots = roomBots(ctx, options.ai, options.aiFailed);
    for (const rec of ctx.seats) rec.status = statusOf(rec);
  }

  static create<S, O, V>(opts: HostCreateOptions<S, O, V>): HostRoom<S, O, V> {
    const { module } = opts;
    const random = opts.random ?? cryptoRandom;
    let match = opts.match;
    let draw: DrawState | null = null;
    if (!match) {
      if (opts.options === undefined || (opts.seed === undefined && opts.started)) throw new Error('HostRoom.create needs a match or options (+ seed once started)');
      // Without a seed, the lobby's match only gives the seats: the game is dealt again at the start
      // from the seed drawn jointly (host-draw.ts), and nobody sees a view before that.
      if (opts.seed === undefined) draw = newDraw(random);
      match = createMatch(module, opts.options, opts.seed ?? 'drawn-at-start');
    }
    const count = module.seatCount(match.state);
    if (opts.seats.length !== count) throw new Error(`the game has ${count} seats, ${opts.seats.length} configured`);
    if (count > LIMITS.seats) throw new Error('too many seats');
    const seats = opts.seats.map((c, seat): SeatSnapshot => ({
      kind: c.kind,
      name: cleanName(c.name ?? '') || `Player ${seat + 1}`,
      color: c.color ?? seat,
      secret: randomHex(random),
      claimed: c.kind !== 'remote',
    }));
    const room = new HostRoom(module, opts.room, match, seats, opts.started ?? false, opts, draw);
    afterStartChange(room.ctx);
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
    const draw = snapshot.draw ? restoreDraw(snapshot.draw, module.result(loaded.match.state) !== null) : null;
    // The version the guests saw last, not the log's length (undos count up too: see HostSnapshot).
    const v = snapshot.version;
    const match = Number.isSafeInteger(v) && v! > loaded.match.version ? { ...loaded.match, version: v! } : loaded.match;
    const room = new HostRoom(module, snapshot.room, match, snapshot.seats.map((s) => ({ ...s })), snapshot.started, options, draw);
    afterStartChange(room.ctx);
    restorePicks(room.ctx, snapshot.picks ?? []);
    if (Number.isInteger(snapshot.match) && snapshot.match! > 0) setMatchNumber(room.ctx, snapshot.match!);
    return room;
  }

  // ---- reading ----

  get started(): boolean { return this.ctx.isStarted; }
  get version(): number { return this.ctx.match.version; }
  get state(): S { return this.ctx.match.state; }
  get currentMatch(): Match<S, O> { return this.ctx.match; }
  hash(): string { return hashState(this.ctx.match.state); }
  pending(): Pending[] { return this.module.pending(this.ctx.match.state); }
  result() { return this.module.result(this.ctx.match.state); }
  secretPhase(): SecretPhase | null { return secretPhaseOf(this.ctx); }
  saveFile(): SaveFile<O> { return toSaveFile(this.module, this.ctx.match); }

  lobby(): SeatPublic[] {
    return lobbySeats(this.ctx);
  }

  snapshot(): HostSnapshot<O> {
    return {
      v: 1, room: this.room, started: this.ctx.isStarted, file: this.saveFile(),
      seats: this.ctx.seats.map(({ kind, name, color, secret, claimed, former, rejoin, revoked }) => ({
        kind, name, color, secret, claimed, ...(former ? { former } : {}), ...(rejoin ? { rejoin } : {}), ...(revoked?.length ? { revoked: [...revoked] } : {}),
      })),
      picks: [...this.ctx.localPicks].map(([seat, p]) => ({ seat, round: p.round, choice: p.choice, salt: p.salt })),
      ...(matchNumber(this.ctx) > 0 ? { match: matchNumber(this.ctx) } : {}),
      ...(this.ctx.match.version !== this.ctx.match.log.length ? { version: this.ctx.match.version } : {}),
      ...(this.ctx.draw ? { draw: drawSnapshot(this.ctx.draw) } : {}),
    };
  }

  on<K extends keyof HostEvents>(event: K, cb: (payload: HostEvents[K]) => void): () => void {
    return this.ctx.emitter.on(event, cb);
  }

  // ---- the host's own controls ----

  /**
   * Lets play begin: the seed is drawn (each committed guest reveals its share; resolves once the
   * game is dealt), then views go out and AI seats start deciding.
   */
  start(): Promise<void> {
    const ctx = this.ctx;
    if (ctx.isStarted || ctx.closed) return Promise.resolve();
    return beginDraw(ctx, () => {
      ctx.isStarted = true;
      broadcastLobby(ctx);
      for (const conn of ctx.conns) if (conn.joined) sendView(ctx, conn, []);
      afterStartChange(ctx);
    });
  }

  /** The host's commitment to its share of the seed, while the seed is drawn jointly (null otherwise). */
  drawCommit(): string | null { return this.ctx.draw?.commit ?? null; }

  /** Changes a seat's name, colour or kind. A new kind gets a new secret: a guest that held it is let go. */
  setSeat(seat: number, config: Partial<HostSeatConfig>): boolean { return setSeat(this.ctx, seat, config); }

  /**
   * The seat is played by a bot from now on (a gone or stalled guest). Its player's secret is kept:
   * when that player comes back, the host may give the seat back (giveBack).
   */
  replaceWithAi(seat: number): boolean { return replaceWithAi(this.ctx, seat); }

  /** A bot's seat goes back to its player (the former secret works again; the player's device rejoins). */
  giveBack(seat: number): boolean { return giveBack(this.ctx, seat); }

  /** A new device: the seat is open to the next person who opens the link (its old device is let go). */
  reopenSeat(seat: number): boolean { return reopenSeat(this.ctx, seat); }

  /** A rejoin link's new secret for the seat, the old one revoked at once; null: no person's seat. */
  rejoinSeat(seat: number): string | null { return rejoinSeat(this.ctx, seat); }

  /** The grace period before a connected guest owing a decision is 'stalled' (ms; 0: no limit). */
  setStallMs(ms: number): void {
    this.ctx.opts.stallMs = Math.max(0, ms);
    refreshStatuses(this.ctx);
  }

  /** Seats a bot plays whose player came back and asks for them (see giveBack). */
  returning(): number[] {
    return this.ctx.seats.flatMap((r, seat) => (r.returning && r.kind === 'ai' ? [seat] : []));
  }

  /** A person's seat, or a bot's seat a person held: it can be given a rejoin link (rejoinSeat). */
  canRejoin(seat: number): boolean { return canRejoin(this.ctx.seats[seat]); }

  /** A bot's seat whose player's secret is kept (it can be given back). */
  canGiveBack(seat: number): boolean {
    const rec = this.ctx.seats[seat];
    return rec?.kind === 'ai' && Boolean(rec.former);
  }

  /** One of this device's own seats is played by the AI hook (on) or by its person again (off). */
  setAutoplay(seat: number, on: boolean): boolean {
    const ctx = this.ctx;
    if (ctx.seats[seat]?.kind !== 'local' || on === ctx.autoplay.has(seat)) return false;
    if (on) ctx.autoplay.add(seat);
    else ctx.autoplay.delete(seat);
    scheduleAi(ctx);
    return true;
  }

  /** Whether the AI plays this local seat for now (setAutoplay). */
  autoplaying(seat: number): boolean { return this.ctx.autoplay.has(seat); }

  /** The bots are asked again (their driver may play now: a screen that paces them came back). */
  askBots(): void { scheduleAi(this.ctx); }

  /** Acting for a local or AI seat, with the same checks as a guest's messages. */
  seat(seat: number): SeatHandle<V> | null {
    const ctx = this.ctx;
    const rec = ctx.seats[seat];
    if (!rec || rec.kind === 'remote') return null;
    const isMine = () => ctx.seats[seat]?.kind !== 'remote';
    return {
      seat,
      view: () => viewFor(ctx, seat).view,
      choices: () => this.module.choices(ctx.match.state, seat),
      owes: () => {
        const p = this.pending().find((x) => x.seat === seat);
        if (!p) return null;
        const secret = ctx.round?.has(seat) === true;
        if (secret && ctx.localPicks.get(seat)?.round === ctx.round!.id) return null;
        return { kind: p.kind, secret };
      },
      act: (choice) => (isMine() ? localAct(ctx, seat, choice) : NOT_LOCAL),
      undo: () => (isMine() ? undoFor(ctx, seat, null, undefined) : NOT_LOCAL),
      canUndo: () => ctx.core.undoBlocker(seat) === null,
    };
  }

  // ---- pass the host (host-handover.ts) ----

  /** Asks the guest of `seat` (connected) whether its device takes the room over; `from`: who asks. */
  offerHost(seat: number, from: string): Outcome { return offerHost(this.ctx, seat, from); }
  /** The seat of the offer in progress, if any. */
  handoverSeat(): number | null { return this.ctx.handover?.seat ?? null; }
  cancelHandover(): void { cancelHandover(this.ctx); }
  /** After 'accepted': the whole room, to that guest only. */
  sendHandover(room: unknown): Outcome { return sendHandover(this.ctx, room); }
  /** After 'ready': tells every guest where the room went; close() the room next. */
  announceMove(): boolean { return announceMove(this.ctx); }

  // ---- rematch and chat ----

  /** Which game of the room this is (0: the first; each rematch counts up). */
  get matchNumber(): number { return matchNumber(this.ctx); }

  /** Offers every guest another game in this room (only once the game is over). */
  offerRematch(): boolean { return offerRematch(this.ctx); }

  /** The open offer: which remote seats accepted or declined; null when none is open. */
  rematch(): RematchState | null { return rematchState(this.ctx); }

  cancelRematch(): void { cancelRematch(this.ctx); }

  /**
   * Starts the offered game with the same options and seats. botsForMissing: every remote seat that
   * did not accept is played by a bot (its player can be given it back, as after a stall).
   * `before` receives the finished game's save file before it is replaced.
   */
  startRematch(botsForMissing: boolean, before?: (finished: SaveFile<O>) => void): number | null {
    const offer = rematchState(this.ctx);
    if (!offer) return null;
    if (botsForMissing) {
      this.ctx.seats.forEach((rec, seat) => { if (rec.kind === 'remote' && !offer.accepted.includes(seat)) this.replaceWithAi(seat); });
    }
    return startRematch(this.ctx, before);
  }

  /** A line or reaction from one of this device's own seats, relayed to everyone. */
  chat(seat: number, body: ChatBody): boolean {
    if (this.ctx.closed || this.ctx.seats[seat]?.kind !== 'local') return false;
    if (body.reaction !== undefined) {
      if (!(CHAT_REACTIONS as readonly string[]).includes(body.reaction)) return false;
      relayChat(this.ctx, seat, { reaction: body.reaction });
      return true;
    }
    const text = cleanChat(body.text);
    if (!text) return false;
    relayChat(this.ctx, seat, { text });
    return true;
  }

  /** A guest's link arrived (from a HostEndpoint): it must say hello first. */
  accept(link: Link): void {
    acceptLink(this.ctx, link);
  }

  /**
   * Stops timers and closes every connection. tellGuests: the room is closed for good, each guest is
   * told so first (without it, guests take the silence for a reload and keep reconnecting).
   */
  close(tellGuests = false): void {
    const ctx = this.ctx;
    if (ctx.closed) return;
    ctx.closed = true;
    if (ctx.heartbeat) clearInterval(ctx.heartbeat);
    ctx.core.bots?.stop();
    stopDraw(ctx);
    for (const conn of [...ctx.conns]) {
      // Fatal, and not about the seat: the guest keeps its seat secret (a reopened room takes it back).
      if (tellGuests) send(ctx, conn, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'room-closed', detail: 'The host closed the room.', fatal: true });
      dropConn(ctx, conn, 'room closed');
    }
    ctx.emitter.clear();
  }
}
