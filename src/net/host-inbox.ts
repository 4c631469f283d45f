// Every guest link and message: a new link is watched, each message decoded and routed, and a seat
// message checked against the link's own seat and secret before it may act, undo, commit or reveal.
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import { decodeGuestMessage, type CommitMsg, type GuestMessage, type IntentMsg, type RevealMsg, type UndoMsg } from './protocol-guest.ts';
import { phaseKey } from './protocol-host.ts';
import { sameSecret } from './secret.ts';
import type { Link } from './transport.ts';
import { dropConn, ensureHeartbeat, onLinkClosed, record, refreshStatuses, reject, send } from './host-conns.ts';
import { resync } from './host-views.ts';
import { commitFor, revealFor } from './host-secrets.ts';
import { applyChoice, undoFor } from './host-acting.ts';
import { onHostAnswer, onHostReady } from './host-handover.ts';
import { RESYNC_BURST, secretPhaseOf, type Conn, type HostContext } from './host-context.ts';
import { remoteChat } from './host-chat.ts';
import { remoteRematchReply } from './host-rematch.ts';
import { remoteSeedCommit, remoteSeedShare } from './host-draw.ts';
import { broadcastLobby, hello } from './host-lobby.ts';

/** A guest's link arrived (from a HostEndpoint): it must say hello first. */
export function acceptLink<S, O, V>(ctx: HostContext<S, O, V>, link: Link): void {
  if (ctx.closed) {
    link.close();
    return;
  }
  const now = Date.now();
  const conn: Conn = {
    id: ctx.nextConnId++, link, joined: false, seat: null, openedAt: now, lastSeen: now, silent: false,
    view: null, viewVersion: null, strikes: 0, resyncBudget: RESYNC_BURST, unsubscribe: () => {},
  };
  const offMessage = link.onMessage((data) => onData(ctx, conn, data));
  const offClose = link.onClose(() => onLinkClosed(ctx, conn));
  conn.unsubscribe = () => { offMessage(); offClose(); };
  ctx.conns.add(conn);
  ensureHeartbeat(ctx);
  if (!link.isOpen) onLinkClosed(ctx, conn);
}

function onData<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, raw: unknown): void {
  if (ctx.closed || !ctx.conns.has(conn)) return;
  conn.lastSeen = Date.now();
  if (conn.silent) {
    conn.silent = false;
    refreshStatuses(ctx);
  }
  const decoded = decodeGuestMessage(raw);
  if (!decoded.ok) {
    record(ctx, conn, 'dropped', decoded.reason, decoded.detail);
    if (decoded.reason === 'protocol-version' && !conn.joined) {
      send(ctx, conn, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'protocol-version', detail: `This host speaks protocol ${PROTOCOL_VERSION}.`, fatal: true });
      dropConn(ctx, conn, 'other protocol version');
    }
    return;
  }
  handle(ctx, conn, decoded.msg);
}

function handle<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: GuestMessage): void {
  switch (msg.type) {
    case 'ping':
      // With where the game is for this guest, so one that lost a view or a secret phase asks for a
      // resync: the version last sent to it, not the state's, whose view may still wait on its save.
      send(ctx, conn, { v: PROTOCOL_VERSION, type: 'pong', n: msg.n, ...(ctx.isStarted && conn.viewVersion !== null ? { at: conn.viewVersion, phase: phaseKey(secretPhaseOf(ctx)) } : {}) });
      return;
    case 'pong':
      return;
    case 'hello':
      hello(ctx, conn, msg);
      return;
  }
  if (!conn.joined) {
    record(ctx, conn, 'dropped', 'not-joined', msg.type);
    return;
  }
  if (msg.type === 'resync') return resync(ctx, conn);
  // Seat messages: the link's own seat, with its secret.
  const refuse = (reason: string, detail: string) => reject(ctx, conn, reason, detail, msg.id);
  if (conn.seat === null) return refuse('spectator', 'Spectators cannot act.');
  if (msg.seat !== conn.seat) return refuse('wrong-seat', `This connection plays seat ${conn.seat}.`);
  const rec = ctx.seats[conn.seat];
  if (!rec || rec.kind !== 'remote' || !sameSecret(rec.secret, msg.secret)) return refuse('bad-secret', 'The seat secret does not match.');
  switch (msg.type) {
    case 'intent': return intent(ctx, conn, msg);
    case 'undo': return remoteUndo(ctx, conn, msg);
    case 'commit': return remoteCommit(ctx, conn, msg);
    case 'reveal': return remoteReveal(ctx, conn, msg);
    case 'host-answer': return onHostAnswer(ctx, conn, msg);
    case 'host-ready': return onHostReady(ctx, conn, msg);
    case 'chat': return remoteChat(ctx, conn, msg);
    case 'rematch-reply': return remoteRematchReply(ctx, conn, msg);
    case 'seed-commit': return void (remoteSeedCommit(ctx, conn, msg) && broadcastLobby(ctx));
    case 'seed-share': return remoteSeedShare(ctx, conn, msg);
  }
}

function intent<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: IntentMsg): void {
  const refuse = (reason: string, detail: string) => reject(ctx, conn, reason, detail, msg.id);
  if (!ctx.isStarted) return refuse('not-started', 'The game has not started.');
  if (msg.version !== ctx.match.version) return refuse('stale', `The game is at version ${ctx.match.version}.`);
  if (ctx.round?.has(msg.seat)) return refuse('commit-required', 'This decision is secret: commit to it first.');
  const res = applyChoice(ctx, msg.seat, msg.choice, conn, msg.id);
  if (!res.ok) refuse(res.reason, res.detail);
}

function remoteUndo<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: UndoMsg): void {
  const refuse = (reason: string, detail: string) => reject(ctx, conn, reason, detail, msg.id);
  if (msg.version !== ctx.match.version) return refuse('stale', `The game is at version ${ctx.match.version}.`);
  const res = undoFor(ctx, msg.seat, conn, msg.id);
  if (!res.ok) refuse(res.reason, res.detail);
}

function remoteCommit<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: CommitMsg): void {
  const res = commitFor(ctx, msg.seat, msg.round, msg.hash);
  if (!res.ok) reject(ctx, conn, res.reason, res.detail, msg.id);
}

function remoteReveal<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: RevealMsg): void {
  // A guest repeats its reveal until the phase moves on (its first may have been lost): a repeat
  // of one the round already has is no fault.
  if (ctx.round?.id === msg.round && ctx.round.hasRevealed(msg.seat)) return;
  const res = revealFor(ctx, msg.seat, msg.round, msg.choice, msg.salt);
  if (!res.ok) reject(ctx, conn, res.reason, res.detail, msg.id);
}
