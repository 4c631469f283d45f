// A HostRoom's connections: sending, the log and strikes, refusals, closing a link, the heartbeat
// that notices silent guests, and the seat statuses that follow from who is connected.
import { PROTOCOL_VERSION, encode, LIMITS } from './protocol-fields.ts';
import type { HostMessage, SeatStatus } from './protocol-host.ts';
import type { LogEntry } from './host-types.ts';
import { MINUTE, RESYNC_BURST, pendingOf, type Conn, type HostContext, type SeatRecord } from './host-context.ts';

export function send<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: HostMessage): number {
  if (!conn.link.isOpen) return 0;
  const text = encode(msg);
  ctx.stats.messagesOut++;
  ctx.stats.charsOut += text.length;
  conn.link.send(text);
  return text.length;
}

export function broadcast<S, O, V>(ctx: HostContext<S, O, V>, msg: HostMessage): void {
  for (const conn of ctx.conns) if (conn.joined) send(ctx, conn, msg);
}

export function reject<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, reason: string, detail: string, ref?: number, fatal?: boolean): void {
  record(ctx, conn, 'rejected', reason, detail);
  const msg: HostMessage = { v: PROTOCOL_VERSION, type: 'rejected', reason, detail: detail.slice(0, LIMITS.detail) };
  if (ref !== undefined) msg.ref = ref;
  if (fatal) msg.fatal = true;
  send(ctx, conn, msg);
}

export function record<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn | null, action: LogEntry['action'], reason: string, detail: string): void {
  const entry: LogEntry = { at: Date.now(), conn: conn?.id ?? 0, seat: conn?.seat ?? null, action, reason, detail };
  ctx.log.push(entry);
  if (ctx.log.length > ctx.opts.logSize) ctx.log.splice(0, ctx.log.length - ctx.opts.logSize);
  ctx.emitter.emit('log', entry);
  if (conn && action !== 'closed' && ++conn.strikes > ctx.opts.maxStrikes && ctx.conns.has(conn)) {
    dropConn(ctx, conn, 'too many bad messages');
  }
}

export function onLinkClosed<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn): void {
  if (!ctx.conns.has(conn)) return;
  ctx.conns.delete(conn);
  conn.unsubscribe();
  if (conn.seat !== null) {
    const rec = ctx.seats[conn.seat];
    if (rec?.conn === conn) rec.conn = null;
  }
  refreshStatuses(ctx);
}

export function dropConn<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, why: string): void {
  record(ctx, conn, 'closed', 'closed', why);
  if (conn.link.isOpen) conn.link.close();
  onLinkClosed(ctx, conn);
}

export function ensureHeartbeat<S, O, V>(ctx: HostContext<S, O, V>): void {
  if (ctx.heartbeat || ctx.closed) return;
  ctx.strikeReset = Date.now();
  ctx.heartbeat = setInterval(() => tick(ctx), ctx.opts.heartbeatMs);
}

function tick<S, O, V>(ctx: HostContext<S, O, V>): void {
  const now = Date.now();
  const resetStrikes = now - ctx.strikeReset >= MINUTE;
  if (resetStrikes) ctx.strikeReset = now;
  let changed = false;
  for (const conn of [...ctx.conns]) {
    if (resetStrikes) conn.strikes = 0;
    conn.resyncBudget = Math.min(RESYNC_BURST, conn.resyncBudget + 1);
    if (!conn.joined) {
      if (now - conn.openedAt > ctx.opts.helloTimeoutMs) dropConn(ctx, conn, 'no hello');
      continue;
    }
    send(ctx, conn, { v: PROTOCOL_VERSION, type: 'ping', n: now });
    if (!conn.silent && now - conn.lastSeen > ctx.opts.timeoutMs) {
      if (conn.seat === null) {
        dropConn(ctx, conn, 'spectator silent');
        continue;
      }
      conn.silent = true;
      changed = true;
    }
  }
  // Every beat: silent guests, and connected ones owing a decision past the grace period.
  if (changed || ctx.isStarted) refreshStatuses(ctx);
}

// ---- seat statuses ----

export function statusOf(rec: SeatRecord): SeatStatus {
  if (rec.kind === 'local') return 'local';
  if (rec.kind === 'ai') return 'ai';
  if (!rec.claimed) return 'open';
  if (!rec.conn || rec.conn.silent) return 'reconnecting';
  return rec.stalled ? 'stalled' : 'connected';
}

/**
 * What each remote seat owes now (a decision; in a secret round its commit, then its reveal) and
 * since when. The same debt past opts.stallMs marks the seat stalled: everyone sees who the game
 * waits for, and the host may let a bot take the seat. Nothing waits forever on a silent client.
 */
function updateStalls<S, O, V>(ctx: HostContext<S, O, V>, now: number): void {
  const owing = new Map<number, string>();
  if (ctx.isStarted) {
    const round = ctx.round;
    for (const p of pendingOf(ctx)) {
      let step = 'act';
      if (round?.has(p.seat)) {
        if (round.hasRevealed(p.seat)) continue;
        step = round.stage === 'reveal' ? 'reveal' : round.hasCommitted(p.seat) ? '' : 'commit';
        if (!step) continue; // committed, waiting for the others: not this seat's debt
        step = `${round.id}:${step}`;
      }
      owing.set(p.seat, `${ctx.match.version}:${step}`);
    }
  }
  const limit = ctx.opts.stallMs ?? 0;
  ctx.seats.forEach((rec, seat) => {
    // An open seat owes nothing yet: the device that takes it (a new device) gets the whole grace.
    const key = rec.kind === 'remote' && rec.claimed ? owing.get(seat) : undefined;
    if (key === undefined) rec.owed = null;
    else if (rec.owed?.key !== key) rec.owed = { key, since: now };
    rec.stalled = rec.owed !== null && limit > 0 && now - rec.owed.since >= limit;
  });
}

export function refreshStatuses<S, O, V>(ctx: HostContext<S, O, V>): void {
  updateStalls(ctx, Date.now());
  ctx.seats.forEach((rec, seat) => {
    const status = statusOf(rec);
    if (status === rec.status) return;
    rec.status = status;
    broadcast(ctx, { v: PROTOCOL_VERSION, type: 'seat-status', seat, status });
    ctx.emitter.emit('seat-status', { seat, status });
  });
}
