// GuestClient: one seat (or a spectator) on another device. It never sees the game state: only its
// own view, kept up to date from the host's deltas. It keeps its seat secret through a storage hook
// (the UI keeps it in IndexedDB), commits to secret picks before revealing them, watches the host
// with a heartbeat and reconnects with the same secret after a reload or a dropped connection.
// The client holds the state; the guest-*.ts modules do the work.
import type { Choice, GameModule, Pending } from '../engine/types.ts';
import { Emitter } from './emitter.ts';
import { CHAT_REACTIONS, PROTOCOL_VERSION, cleanChat, type ChatReaction } from './protocol-fields.ts';
import type { GuestMessage } from './protocol-guest.ts';
import type { RematchMsg, SeatPublic, SecretPhase } from './protocol-host.ts';
import { commitHash, cryptoRandom, randomHex } from './secret.ts';
import type { GuestEvents, GuestOptions, GuestOutcome, GuestStatus, SeedCheck } from './guest-types.ts';
import { dropLink, persist, resync, send, setStatus, stopTimers, type GuestContext } from './guest-context.ts';
import { failWaiting, wait } from './guest-requests.ts';
import { connectOnce, ensureHeartbeat } from './guest-link.ts';

export * from './guest-types.ts';

export class GuestClient<V = unknown> {
  status: GuestStatus = 'idle';
  seat: number | null = null;
  view: V | null = null;
  version = -1;
  pending: Pending[] = [];
  /** The host's word, with the last view: would it take back this seat's last move now (null: not said). */
  canUndo: boolean | null = null;
  seats: SeatPublic[] = [];
  phase: SecretPhase | null = null;
  game: { id: string; format: number; options: unknown } | null = null;
  /** The rules of the game the host plays: the module given, else the one its welcome named (null until then). */
  module: GameModule<any, any, Choice, V> | null;
  started = false;
  /** Which game of the room the view is of (0: the first; each rematch counts up). */
  match = 0;
  /** The host's open offer of another game, if any. */
  rematch: RematchMsg | null = null;
  /** What this guest checked of the first game's joint seed (null: nothing said yet). */
  seedCheck: SeedCheck | null = null;
  /** Traffic counters, characters received. */
  readonly stats = { messagesIn: 0, charsIn: 0, resyncs: 0 };

  private readonly ctx: GuestContext<V>;

  constructor(options: GuestOptions<V>) {
    this.module = typeof options.module === 'function' ? null : options.module;
    this.ctx = {
      client: this, secret: null, secretKinds: new Set<string>(), pick: null, draw: null, revealedRound: null, revealIds: new Set<number>(),
      link: null, unlink: () => {}, lastSeen: 0, awaitingFullSince: 0, heartbeat: null, reconnectTimer: null, reconnectAttempt: 0,
      nextId: 1, waiting: new Map(), welcomeWaiter: null, emitter: new Emitter<GuestEvents<V>>(),
      opts: {
        heartbeatMs: 1_000, timeoutMs: 5_000, joinTimeoutMs: 10_000, requestTimeoutMs: 15_000,
        reconnectMinMs: 500, reconnectMaxMs: 5_000, reconnectFirstMs: 400, random: cryptoRandom, ...options,
      },
    };
  }

  on<K extends keyof GuestEvents<V>>(event: K, cb: (payload: GuestEvents<V>[K]) => void): () => void {
    return this.ctx.emitter.on(event, cb);
  }

  /** Joins the room: takes back a stored seat (same secret), else a free seat, or watches as a spectator. */
  async join(): Promise<GuestOutcome> {
    const ctx = this.ctx;
    if (this.status === 'joined' || this.status === 'connecting') return { ok: false, reason: 'busy', detail: `Already ${this.status}.` };
    if (!ctx.opts.spectator && ctx.opts.storage) {
      const record = await ctx.opts.storage.load(ctx.opts.room);
      if (record && record.room === ctx.opts.room) {
        this.seat = record.seat;
        ctx.secret = record.secret;
        ctx.pick = record.pick ?? null;
        ctx.draw = record.draw ? { ...record.draw, commits: new Map() } : null;
      }
    }
    setStatus(ctx, 'connecting');
    const result = await connectOnce(ctx);
    if (!result.ok && (this.status as GuestStatus) === 'connecting') setStatus(ctx, 'idle', result.reason, result.detail);
    if (result.ok) ensureHeartbeat(ctx);
    return result;
  }

  /** Leaves for good: closes the link and stops every timer (the stored secret is kept). */
  leave(): void {
    stopTimers(this.ctx);
    dropLink(this.ctx);
    failWaiting(this.ctx, 'closed', 'The guest left.');
    setStatus(this.ctx, 'closed');
  }

  /**
   * This seat's legal choices in its current view. A view that is not shaped like a state (one
   * may have a count where a bag is: a placement from the bag with an empty hand looks at the bag) is
   * first filled in by the module's `sampleConsistent`; the host checks the choice on its state.
   */
  choices(): Choice[] {
    const module = this.module;
    if (this.view === null || this.seat === null || module === null) return [];
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
      if (this.ctx.pick?.round === phase.round) return null;
      return { kind: p.kind, secret: true };
    }
    if (this.ctx.secretKinds.has(p.kind)) return null; // the secret phase opens in a moment
    return { kind: p.kind, secret: false };
  }

  /** Sends a choice: an intent, or for a secret decision a commitment (revealed once all have committed). */
  async act(choice: unknown): Promise<GuestOutcome> {
    const ctx = this.ctx;
    if (this.status !== 'joined' || this.seat === null || ctx.secret === null) return this.notReady();
    const seat = this.seat;
    const p = this.pending.find((x) => x.seat === seat);
    const phase = this.phase;
    if (phase && p && phase.seats.includes(seat) && phase.kind === p.kind) {
      const salt = randomHex(ctx.opts.random);
      ctx.pick = { round: phase.round, choice, salt };
      ctx.revealedRound = null;
      ctx.revealIds.clear();
      await persist(ctx);
      const id = ctx.nextId++;
      const msg: GuestMessage = { v: PROTOCOL_VERSION, type: 'commit', id, seat, secret: ctx.secret, round: phase.round, hash: commitHash(choice, salt) };
      const done = wait(ctx, id, 'commit', phase.round, msg);
      send(ctx, msg);
      return done;
    }
    if (p && ctx.secretKinds.has(p.kind)) return { ok: false, reason: 'wait', detail: 'The secret decision is not open yet.' };
    const id = ctx.nextId++;
    const msg: GuestMessage = { v: PROTOCOL_VERSION, type: 'intent', id, seat, secret: ctx.secret, version: this.version, choice };
    const done = wait(ctx, id, 'intent', undefined, msg);
    send(ctx, msg);
    return done;
  }

  async undo(): Promise<GuestOutcome> {
    const ctx = this.ctx;
    if (this.status !== 'joined' || this.seat === null || ctx.secret === null) return this.notReady();
    const id = ctx.nextId++;
    const done = wait(ctx, id, 'undo');
    send(ctx, { v: PROTOCOL_VERSION, type: 'undo', id, seat: this.seat, secret: ctx.secret, version: this.version });
    return done;
  }

  /** Pass the host: this player's answer to the host's offer (explicit consent, or not). */
  answerHost(id: number, accept: boolean): boolean {
    const ctx = this.ctx;
    if (this.status !== 'joined' || this.seat === null || ctx.secret === null) return false;
    send(ctx, { v: PROTOCOL_VERSION, type: 'host-answer', id, seat: this.seat, secret: ctx.secret, accept });
    return true;
  }

  /** Pass the host: the room is stored here and replays to `hash` (the old host then lets go). */
  hostReady(id: number, hash: string): boolean {
    const ctx = this.ctx;
    if (this.status !== 'joined' || this.seat === null || ctx.secret === null) return false;
    send(ctx, { v: PROTOCOL_VERSION, type: 'host-ready', id, seat: this.seat, secret: ctx.secret, hash });
    return true;
  }

  /** This seat's secret and unrevealed pick: what the device keeps when it becomes the host. */
  ownSeat(): { seat: number; secret: string; pick: { round: string; choice: unknown; salt: string } | null } | null {
    const ctx = this.ctx;
    return this.seat === null || ctx.secret === null ? null : { seat: this.seat, secret: ctx.secret, pick: ctx.pick };
  }

  /**
   * A chat line or a quick reaction from this seat (the host relays it to everyone, this device
   * included: the line shows once the host took it). False when it cannot be sent.
   */
  chat(body: { text: string } | { reaction: ChatReaction }): boolean {
    const ctx = this.ctx;
    if (this.status !== 'joined' || this.seat === null || ctx.secret === null) return false;
    const base = { v: PROTOCOL_VERSION, type: 'chat', id: ctx.nextId++, seat: this.seat, secret: ctx.secret } as const;
    if ('reaction' in body) {
      if (!(CHAT_REACTIONS as readonly string[]).includes(body.reaction)) return false;
      send(ctx, { ...base, reaction: body.reaction });
      return true;
    }
    const text = cleanChat(body.text);
    if (!text) return false;
    send(ctx, { ...base, text });
    return true;
  }

  /** Answers the host's rematch offer: yes (with this seat's share of the new seed) or no. */
  replyRematch(accept: boolean): boolean {
    const ctx = this.ctx;
    const offer = this.rematch;
    if (!offer || this.status !== 'joined' || this.seat === null || ctx.secret === null) return false;
    const msg: GuestMessage = { v: PROTOCOL_VERSION, type: 'rematch-reply', id: ctx.nextId++, seat: this.seat, secret: ctx.secret, match: offer.match, accept };
    if (accept) msg.nonce = randomHex(ctx.opts.random, 32);
    send(ctx, msg);
    return true;
  }

  /** Asks the host for the whole view again. */
  resync(): void {
    resync(this.ctx);
  }

  private notReady(): GuestOutcome {
    if (this.seat === null && this.status === 'joined') return { ok: false, reason: 'spectator', detail: 'Spectators cannot act.' };
    return { ok: false, reason: 'not-connected', detail: `The guest is ${this.status}.` };
  }
}
