// Messages from the host: decoded, then the welcome, refusals, the lobby and seat statuses, the
// secret phase (committing again or revealing a kept pick), and views (whole, or deltas checked by hash).
import { hashState } from '../engine/hash.ts';
import { applyPatches } from './delta.ts';
import { PROTOCOL_VERSION, type PongMsg } from './protocol-fields.ts';
import { decodeHostMessage, phaseKey, type HostMessage, type RejectedMsg, type SecretPhase, type ViewMsg, type WelcomeMsg } from './protocol-host.ts';
import { commitHash } from './secret.ts';
import type { Link } from './transport.ts';
import { dropLink, persist, resync, send, setStatus, stopTimers, type GuestContext } from './guest-context.ts';
import { failWaiting, settle } from './guest-requests.ts';
import { onDrawCommits, onSeed, onSeedAsk } from './guest-draw.ts';

const FATAL_FOR_RECORD = new Set(['bad-secret', 'seat-reassigned']);
/** After 'host-moved': how long a guest waits before knocking at the room's next host. */
export const MOVE_HOLD_MS = 800;

export function onData<V>(ctx: GuestContext<V>, link: Link, raw: unknown): void {
  if (link !== ctx.link) return;
  ctx.lastSeen = Date.now();
  if (typeof raw === 'string') {
    ctx.client.stats.messagesIn++;
    ctx.client.stats.charsIn += raw.length;
  }
  const decoded = decodeHostMessage(raw);
  if (!decoded.ok) {
    ctx.emitter.emit('log', { reason: decoded.reason, detail: decoded.detail });
    return;
  }
  const msg = decoded.msg;
  if (msg.type === 'ping') return send(ctx, { v: PROTOCOL_VERSION, type: 'pong', n: msg.n });
  if (msg.type === 'pong') return onPong(ctx, msg);
  if (msg.type === 'rejected') return onRejected(ctx, msg);
  if (msg.type === 'welcome') return onWelcome(ctx, msg);
  if (ctx.welcomeWaiter) return; // nothing counts before the welcome
  handle(ctx, msg);
}

function handle<V>(ctx: GuestContext<V>, msg: HostMessage): void {
  switch (msg.type) {
    case 'lobby':
      ctx.client.seats = msg.seats;
      ctx.client.started = msg.started;
      if (msg.draw && !msg.started) onDrawCommits(ctx, msg.draw, false);
      ctx.emitter.emit('lobby', msg.seats);
      return;
    case 'seat-status': {
      const seat = ctx.client.seats.find((s) => s.seat === msg.seat);
      if (seat) {
        seat.status = msg.status;
        seat.connected = msg.status === 'connected' || msg.status === 'stalled' || msg.status === 'local' || msg.status === 'ai';
      }
      ctx.emitter.emit('seat-status', { seat: msg.seat, status: msg.status });
      return;
    }
    case 'secret-phase':
      return onPhase(ctx, msg.phase);
    case 'view':
      return onView(ctx, msg);
    case 'host-offer':
      // Only a seated guest can host (a spectator has no seat to play from the new host's device).
      if (ctx.client.seat !== null) ctx.emitter.emit('host-offer', { id: msg.id, from: msg.from });
      return;
    case 'host-handover':
      if (ctx.client.seat !== null) ctx.emitter.emit('host-handover', { id: msg.id, hash: msg.hash, room: msg.room });
      return;
    case 'host-moved':
      ctx.holdUntil = Date.now() + MOVE_HOLD_MS;
      return ctx.emitter.emit('host-moved', { seat: msg.seat, name: msg.name });
    case 'chat-line':
      return ctx.emitter.emit('chat', msg);
    case 'seed-ask':
      return onSeedAsk(ctx);
    case 'seed':
      return onSeed(ctx, msg);
    case 'rematch':
      if (msg.match <= ctx.client.match) return; // an offer of a game already begun
      ctx.client.rematch = msg.open ? msg : null;
      return ctx.emitter.emit('rematch', ctx.client.rematch);
  }
}

function onWelcome<V>(ctx: GuestContext<V>, msg: WelcomeMsg): void {
  const client = ctx.client;
  const waiter = ctx.welcomeWaiter;
  if (!waiter) return ctx.emitter.emit('log', { reason: 'unexpected', detail: 'welcome' });
  if (msg.room !== ctx.opts.room) return waiter({ ok: false, reason: 'wrong-room', detail: msg.room });
  // The rules are the ones given (or learnt from an earlier welcome), else the game the welcome names.
  const lookup = ctx.opts.module;
  const module = client.module ?? (typeof lookup === 'function' ? lookup(msg.game) : null);
  if (!module || msg.game !== module.id || msg.gameFormat !== module.formatVersion) {
    // unknown-game: no rules here for that id (its detail is the id); game-mismatch: other rules.
    const reason = module ? 'game-mismatch' : 'unknown-game';
    setStatus(ctx, 'refused', reason, module ? `${msg.game} v${msg.gameFormat}` : msg.game);
    dropLink(ctx);
    const refused = () => waiter(module
      ? { ok: false, reason, detail: `The host plays ${msg.game} (rules v${msg.gameFormat}).` }
      : { ok: false, reason, detail: msg.game });
    // The host gave us a seat already: keep its secret, so a client with the right rules (same
    // storage) takes that seat back instead of finding every seat taken.
    if (msg.seat === null || msg.secret === null) return refused();
    client.seat = msg.seat;
    ctx.secret = msg.secret;
    return void persist(ctx).then(refused);
  }
  if (msg.seat !== null && msg.seat !== client.seat) { ctx.pick = null; ctx.draw = null; }
  client.module = module;
  client.seat = msg.seat;
  ctx.secret = msg.secret;
  client.game = { id: msg.game, format: msg.gameFormat, options: msg.options };
  ctx.secretKinds = new Set(msg.secretKinds);
  client.seats = msg.seats;
  client.started = msg.started;
  ctx.revealedRound = null;
  // A started game sends the whole view right after the welcome: deltas wait for it.
  ctx.awaitingFullSince = msg.started ? Date.now() : 0;
  if (msg.draw && !msg.started) onDrawCommits(ctx, msg.draw, true);
  else void persist(ctx);
  setStatus(ctx, 'joined');
  ctx.emitter.emit('welcome', { seat: msg.seat, game: msg.game, options: msg.options });
  ctx.emitter.emit('lobby', msg.seats);
  waiter({ ok: true });
}

const REVEAL_NO_FAULT = new Set(['already-revealed', 'not-all-committed', 'stale-round', 'no-secret-decision']);

function onRejected<V>(ctx: GuestContext<V>, msg: RejectedMsg): void {
  ctx.emitter.emit('rejected', msg);
  if (msg.ref !== undefined && ctx.revealIds.has(msg.ref) && !REVEAL_NO_FAULT.has(msg.reason)) {
    // The host refused our revealed pick (chosen from a view that was behind): choose again.
    ctx.revealIds.clear();
    ctx.pick = null;
    ctx.revealedRound = null;
    void persist(ctx);
    ctx.emitter.emit('secret-phase', ctx.client.phase);
  }
  if (msg.ref !== undefined) settle(ctx, msg.ref, { ok: false, reason: msg.reason, detail: msg.detail });
  if (!msg.fatal) return;
  if (FATAL_FOR_RECORD.has(msg.reason) && ctx.opts.storage) {
    void ctx.opts.storage.clear(ctx.opts.room);
    ctx.client.seat = null;
    ctx.secret = null;
    ctx.pick = null;
  }
  dropLink(ctx);
  stopTimers(ctx);
  failWaiting(ctx, msg.reason, msg.detail);
  setStatus(ctx, 'refused', msg.reason, msg.detail);
  ctx.welcomeWaiter?.({ ok: false, reason: msg.reason, detail: msg.detail });
}

function onPhase<V>(ctx: GuestContext<V>, phase: SecretPhase | null): void {
  ctx.client.phase = phase;
  const seat = ctx.client.seat;
  if (ctx.pick && ctx.pick.round !== phase?.round) {
    ctx.pick = null;
    void persist(ctx);
  }
  if (phase && seat !== null && ctx.secret !== null && phase.seats.includes(seat)) {
    const committed = phase.committed.includes(seat);
    for (const [id, w] of ctx.waiting) if (w.kind === 'commit' && w.round === phase.round && committed) settle(ctx, id, { ok: true });
    const pick = ctx.pick?.round === phase.round ? ctx.pick : null;
    if (pick && !committed) {
      // The host lost our commitment (it was rebuilt): commit the same choice again.
      send(ctx, { v: PROTOCOL_VERSION, type: 'commit', id: ctx.nextId++, seat, secret: ctx.secret, round: phase.round, hash: commitHash(pick.choice, pick.salt) });
    } else if (pick && phase.stage === 'reveal' && ctx.revealedRound !== phase.round) {
      ctx.revealedRound = phase.round;
      ctx.revealIds.add(ctx.nextId);
      send(ctx, { v: PROTOCOL_VERSION, type: 'reveal', id: ctx.nextId++, seat, secret: ctx.secret, round: phase.round, choice: pick.choice, salt: pick.salt });
    }
  }
  ctx.emitter.emit('secret-phase', phase);
}

/** The host says where the game is: behind it (a lost view) or on another secret phase, resync. */
function onPong<V>(ctx: GuestContext<V>, msg: PongMsg): void {
  if (msg.at === undefined || ctx.welcomeWaiter || ctx.awaitingFullSince || ctx.client.status !== 'joined') return;
  const behind = msg.at > ctx.client.version;
  if (behind || (msg.phase !== undefined && msg.phase !== phaseKey(ctx.client.phase))) {
    ctx.emitter.emit('log', { reason: behind ? 'behind-host' : 'phase-differs', detail: `have ${ctx.client.version}, host at ${msg.at}` });
    resync(ctx);
  }
}

function onView<V>(ctx: GuestContext<V>, msg: ViewMsg): void {
  const client = ctx.client;
  if (msg.viewer !== (client.seat ?? 'spectator')) return ctx.emitter.emit('log', { reason: 'wrong-viewer', detail: String(msg.viewer) });
  const match = msg.match ?? 0;
  let began = false;
  if (match < client.match) return; // a view of a game the room has left behind
  if (match > client.match) {
    // A rematch began: its first view is a whole one; the finished game's view, version and
    // requests are dropped (its seat, secret and link stay).
    if (msg.from !== null) {
      ctx.emitter.emit('log', { reason: 'new-match-delta', detail: `match ${match}` });
      return resync(ctx);
    }
    began = client.view !== null; // not a first view after a reload
    client.match = match;
    client.view = null;
    client.version = -1;
    client.pending = [];
    client.canUndo = null;
    client.rematch = null;
    ctx.awaitingFullSince = 0;
    if (ctx.pick) { ctx.pick = null; void persist(ctx); }
    failWaiting(ctx, 'stale', 'A new game began.');
    ctx.emitter.emit('rematch', null);
  }
  // A repeat or a late arrival of a version we are past: versions only grow (an undo is a new one).
  if (client.view !== null && !ctx.awaitingFullSince && msg.version <= client.version) {
    if (msg.ack !== undefined) settle(ctx, msg.ack, { ok: true });
    return;
  }
  if (ctx.awaitingFullSince && msg.from !== null) return; // deltas are useless until the full view arrives
  if (client.view !== null && msg.from === null && msg.version < client.version) return; // an old whole view
  let next: V;
  const full = msg.from === null;
  if (full) {
    next = msg.full as V;
  } else {
    if (client.view === null || msg.from !== client.version) {
      ctx.emitter.emit('log', { reason: 'version-gap', detail: `have ${client.version}, delta from ${String(msg.from)}` });
      return resync(ctx);
    }
    const patched = applyPatches(client.view, msg.delta ?? []);
    if (!patched.ok) {
      ctx.emitter.emit('log', { reason: 'bad-delta', detail: patched.reason });
      return resync(ctx);
    }
    next = patched.value;
  }
  if (hashState(next) !== msg.hash) {
    ctx.emitter.emit('log', { reason: 'hash-mismatch', detail: `version ${msg.version}` });
    if (!full) return resync(ctx);
  }
  client.view = next;
  client.version = msg.version;
  client.pending = msg.pending;
  client.canUndo = msg.undo ?? null;
  ctx.awaitingFullSince = 0;
  const mine = msg.ack !== undefined && ctx.waiting.has(msg.ack);
  if (msg.ack !== undefined) settle(ctx, msg.ack, { ok: true });
  ctx.emitter.emit('view', { view: next, version: msg.version, events: msg.events, pending: msg.pending, full, mine });
  if (began) ctx.emitter.emit('new-match', match);
}
