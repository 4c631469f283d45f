// A HostRoom's connections: sending, the log and strikes, refusals, closing a link, the heartbeat
// that notices silent guests, and the seat statuses that follow from who is connected.
import { PROTOCOL_VERSION, encode, LIMITS, type HostMessage, type SeatStatus } from './protocol.ts';
import type { LogEntry } from './host-types.ts';
import { MINUTE, RESYNC_BURST, type Conn, type HostContext, type SeatRecord } from './host-context.ts';

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
  if (changed) refreshStatuses(ctx);
}

// ---- seat statuses ----

export function statusOf(rec: SeatRecord): SeatStatus {
  if (rec.kind === 'local') return 'local';
  if (rec.kind === 'ai') return 'ai';
  if (!rec.claimed) return 'open';
  return rec.conn && !rec.conn.silent ? 'connected' : 'reconnecting';
}

export function refreshStatuses<S, O, V>(ctx: HostContext<S, O, V>): void {
  ctx.seats.forEach((rec, seat) => {
    const status = statusOf(rec);
    if (status === rec.status) return;
    rec.status = status;
    broadcast(ctx, { v: PROTOCOL_VERSION, type: 'seat-status', seat, status });
    ctx.emitter.emit('seat-status', { seat, status });
  });
}
